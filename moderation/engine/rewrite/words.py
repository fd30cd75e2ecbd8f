"""The word lists the rewrite shapes read (data/words.json), loaded once."""

import json
import re
from functools import lru_cache
from pathlib import Path

from moderation.engine.core.datafile import alternation


@lru_cache(maxsize=1)
def _words() -> dict:
    return json.loads((Path(__file__).parent / "data" / "words.json").read_text(encoding="utf-8"))


def words_of(name: str) -> list[str]:
    """The list `name` of data/words.json (its entries in order)."""
    return list(_words()[name])


def listed(name: str) -> str:
    """The list `name` as one regex alternation, longest entry first (core.datafile.alternation)."""
    return alternation(_words()[name])


def mock_praise() -> str:
    """A regex alternation of words of praise that sarcasm says of a bad thing ("Oh marvellous, another …")."""
    return "|".join(re.escape(w) for w in _words()["mock_praise"])


def participle(verb: str) -> str:
    """The past participle of a base verb ("read" → "read", "look" → "looked", "notice" → "noticed")."""
    verb = verb.lower()
    if verb in _words()["participles"]:
        return _words()["participles"][verb]
    if verb.endswith("e"):
        return verb + "d"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ied"
    return verb + "ed"


def softer() -> dict[str, str]:
    """An absolute and the word that says it of most cases ("never" → "rarely")."""
    return dict(_words()["softer"])


def plain_verdict(word: str) -> str:
    """The plain word for a contempt word said of people ("useless" → "ineffective"), or ""."""
    return _words()["plain_verdicts"].get(word.lower().strip(), "")
