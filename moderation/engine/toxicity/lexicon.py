"""The toxicity word lists (toxicity/models/lexicon.json), loaded once, plus phrase regexes built from them."""

import json
import re
from functools import lru_cache
from pathlib import Path

_PATH = Path(__file__).resolve().parent / "models" / "lexicon.json"


@lru_cache(maxsize=1)
def lexicon() -> dict:
    """The raw lists."""
    return json.loads(_PATH.read_text(encoding="utf-8"))


def alternation(entries) -> str:
    """A regex alternation of phrases, longest first, with flexible whitespace."""
    parts = sorted({e for e in entries if not e.startswith("_")}, key=len, reverse=True)
    return "|".join(r"\s+".join(re.escape(w) for w in p.split()) for p in parts)


@lru_cache(maxsize=None)
def word_regex(name: str) -> re.Pattern:
    """Whole-word regex for one list."""
    return re.compile(rf"(?<![\w-])(?:{alternation(lexicon()[name])})(?![\w-])")


@lru_cache(maxsize=1)
def slurs() -> dict[str, tuple[str, bool, bool]]:
    """slur -> (targeted group, reclaimable, has a harmless homonym)."""
    return {k: tuple(v) for k, v in lexicon()["slurs"].items() if not k.startswith("_")}


def insult_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every insult word of the list in `text`."""
    return [m.span() for m in word_regex("insults").finditer(text.lower())]
