"""Hand-written vocabularies and sentences of a judge, read from the JSON files in its package's data/ folder."""

import json
import re
from pathlib import Path


def read_json(module_file: str, name: str) -> dict:
    """`data/<name>` beside `module_file`, without its "_about" header note (which says what the file is)."""
    path = Path(module_file).resolve().parent / "data" / name
    content = json.loads(path.read_text(encoding="utf-8"))
    return {key: value for key, value in content.items() if key != "_about"}


def warm_up_text(name: str) -> str:
    """The start-up text of one judge or probe (core/data/warm_up.json)."""
    return read_json(__file__, "warm_up.json")[name]


def alternation(entries, ordered: bool = False) -> str:
    """A regex alternation of phrases with flexible whitespace, longest first (`ordered`: in the list's order, so an
    earlier entry wins where two match at one place)."""
    if ordered:
        parts = [e for e in dict.fromkeys(entries) if not e.startswith("_")]
    else:
        parts = sorted({e for e in entries if not e.startswith("_")}, key=lambda e: (-len(e), e))  # the same every run
    return "|".join(r"\s+".join(re.escape(w) for w in p.split()) for p in parts)
