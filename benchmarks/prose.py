"""The benchmark reports' explanatory sentences (sets/data/report_prose.tsv), by key, with their {placeholders} filled."""

from functools import lru_cache
from pathlib import Path

from moderation.engine.training.sentences_io import read_tsv

PROSE = Path(__file__).resolve().parent / "sets" / "data" / "report_prose.tsv"


@lru_cache(maxsize=1)
def _texts() -> dict[str, str]:
    return {row["key"]: row["text"] for row in read_tsv(PROSE)}


def prose(key: str, **values: object) -> str:
    """The report sentence `key`, its {placeholders} filled from `values`."""
    return _texts()[key].format(**values)
