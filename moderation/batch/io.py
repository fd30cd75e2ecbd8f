"""Reading CSV/Parquet archives and writing results in chunk files, so an interrupted run resumes where it stopped."""

import json
import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq

from moderation.batch.config import BatchError

FORMATS = {".csv": "csv", ".parquet": "parquet", ".pq": "parquet"}


def file_format(path: str) -> str:
    """csv or parquet, from the file name."""
    kind = FORMATS.get(Path(path).suffix.lower())
    if kind is None:
        raise BatchError(f"{path}: use a .csv or .parquet file")
    return kind


def csv_convert_options(text_column: str) -> pacsv.ConvertOptions:
    """The comment column is always text (a column of numbers-only comments must not become integers)."""
    return pacsv.ConvertOptions(column_types={text_column: pa.string()}, strings_can_be_null=False)


def read_table(path: str, text_column: str) -> pa.Table:
    """The whole input table; the text column must exist."""
    if not Path(path).is_file():
        raise BatchError(f"no input file {path}")
    try:
        if file_format(path) == "csv":
            table = pacsv.read_csv(path, convert_options=csv_convert_options(text_column))
        else:
            table = pq.read_table(path)
    except (pa.ArrowInvalid, OSError) as exc:
        raise BatchError(f"cannot read {path}: {exc}") from exc
    if text_column not in table.column_names:
        raise BatchError(f"{path} has no column {text_column!r} (--text-column); found: {', '.join(table.column_names)}")
    return table


def write_table(table: pa.Table, path: str) -> None:
    """Write the whole result as CSV or Parquet (through a temporary name, then renamed)."""
    temporary = Path(path).with_name(Path(path).name + ".tmp")
    if file_format(path) == "csv":
        pacsv.write_csv(table, temporary)
    else:
        pq.write_table(table, temporary)
    temporary.replace(path)


def count_rows(path: str) -> int:
    """Rows in a finished output file."""
    if file_format(path) == "parquet":
        return pq.ParquetFile(path).metadata.num_rows
    return pacsv.read_csv(path).num_rows


class ChunkStore:
    """`OUTPUT.parts/`: one Parquet file per finished chunk and a manifest naming the job they belong to."""

    def __init__(self, output: str, job: dict) -> None:
        self.directory = Path(output + ".parts")
        self.job = job

    def open(self) -> None:
        """Create the directory, or check that an existing one holds chunks of this same job."""
        manifest = self.directory / "manifest.json"
        if manifest.exists():
            if json.loads(manifest.read_text()) != self.job:
                raise BatchError(f"{self.directory} holds chunks of a different run (other input, checks or topics); "
                                 "delete it or choose another --out")
            return
        self.directory.mkdir(parents=True, exist_ok=True)
        manifest.write_text(json.dumps(self.job, indent=1))

    def _path(self, index: int) -> Path:
        return self.directory / f"chunk-{index:07d}.parquet"

    def done(self, index: int) -> bool:
        return self._path(index).exists()

    def write(self, index: int, table: pa.Table) -> None:
        """Write one chunk atomically: a chunk file exists only when complete."""
        temporary = self._path(index).with_suffix(".tmp")
        pq.write_table(table, temporary)
        temporary.replace(self._path(index))

    def finish(self, output: str, chunks: int, empty: pa.Table) -> int:
        """Join the chunks in order into OUTPUT (`empty` when there are none), remove the directory; the row count."""
        tables = [pq.read_table(self._path(i)) for i in range(chunks)]
        joined = pa.concat_tables(tables) if tables else empty
        write_table(joined, output)
        shutil.rmtree(self.directory)
        return joined.num_rows
