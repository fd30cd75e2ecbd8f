"""The one reader of the project's sentence data files (`training/<judge>/data/*.tsv`, `benchmarks/sets/data/*.tsv`).

Every file is UTF-8, tab-separated, with a header row; no field holds a tab or a line break, so no quoting is needed.
A sentence's label is always a column (`label`), from one vocabulary: the four kinds of negative tone
(NEGATIVE_TONE) and civil, complaint, praise and neutral for tone; toxicity templates carry their scores as columns.
"""

from pathlib import Path

NEGATIVE_TONE = ("sarcasm", "dismissal", "condescension", "passive_aggression")


def read_tsv(path: Path) -> list[dict[str, str]]:
    """The file's rows as dicts keyed by its header, in file order."""
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    rows = []
    for number, line in enumerate(lines[1:], start=2):
        fields = line.split("\t")
        if len(fields) != len(header):
            raise ValueError(f"{path}:{number}: {len(fields)} fields, the header has {len(header)}")
        rows.append(dict(zip(header, fields)))
    return rows


def grouped(rows: list[dict[str, str]], key: str, value: str) -> dict[str, list[str]]:
    """`value` of the rows grouped by `key`, groups in order of first appearance (generators depend on that order)."""
    groups: dict[str, list[str]] = {}
    for row in rows:
        groups.setdefault(row[key], []).append(row[value])
    return groups


def where(rows: list[dict[str, str]], **equal: str) -> list[dict[str, str]]:
    """The rows whose columns equal the given values."""
    return [row for row in rows if all(row[k] == v for k, v in equal.items())]


def slots(path: Path, **equal: str) -> dict[str, list[str]]:
    """A slot file's pools (columns `slot`, `value`), optionally only the rows matching `equal` (e.g. generator=...)."""
    return grouped(where(read_tsv(path), **equal), "slot", "value")


def tone_row(text: str, label: str, split: str, template: str) -> dict:
    """A tone training row: {text, kind, negative, split, template}; negative follows the label."""
    return {"text": text, "kind": label, "negative": label in NEGATIVE_TONE, "split": split, "template": template}


def written_tone_rows(path: Path, **equal: str) -> list[dict]:
    """Tone rows of sentences written whole (columns text, label, source): train only, each sentence its own
    template named by its source ("news:…"), so folds never split one."""
    return [tone_row(r["text"], r["label"], "train", f"{r['source']}:{r['text']}") for r in where(read_tsv(path), **equal)]
