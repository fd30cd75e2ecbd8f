"""Arrow tables to and from plain lists: the comment column out, the output columns back in."""

import pyarrow as pa


def texts_of(table: pa.Table, text_column: str) -> list[str | None]:
    """The comment column as Python strings (None for a missing value)."""
    if text_column not in table.column_names:
        raise KeyError(f"no column {text_column!r}; found {', '.join(table.column_names)}")
    return [v if isinstance(v, str) else (None if v is None else str(v)) for v in table.column(text_column).to_pylist()]


def with_columns(table: pa.Table, fields: list[pa.Field], values: dict[str, list]) -> pa.Table:
    """`table` with the output columns appended; re-scoring an earlier output replaces its check columns instead
    of duplicating them."""
    table = table.drop_columns([f.name for f in fields if f.name in table.column_names])
    for field in fields:
        table = table.append_column(field, pa.array(values[field.name], type=field.type))
    return table
