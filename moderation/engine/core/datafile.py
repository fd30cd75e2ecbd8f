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


def word_trie(words) -> str:
    """A regex alternation of single words factored by their common starts ("abbot", "abbots", "actor": one branch
    for "a"): a position tries one branch per letter, not one per word, so a list of a thousand words costs what a
    short one does. A word is matched whole only where the caller's pattern ends the word."""
    tree: dict = {}
    for word in sorted({w for w in words if not w.startswith("_")}):
        node = tree
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}
    return _branches(tree)


def _branches(node: dict) -> str:
    """The regex of one trie node's continuations (the empty key: a word may end here)."""
    options = [re.escape(char) + _branches(child) for char, child in sorted(node.items()) if char]
    if not options:
        return ""
    body = options[0] if len(options) == 1 else f"(?:{'|'.join(options)})"
    if "" in node:
        return f"(?:{body})?"
    return body
