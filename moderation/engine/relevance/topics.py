"""Banned-topic expansion: a hand-written map from common topic names to related words (data/topics.json), plus
the topic's own content words; embedding neighbours are handled in relevance.py."""

import re

from moderation.engine.core.cache import bytes_cache
from moderation.engine.core.datafile import read_json

_DATA = read_json(__file__, "topics.json")
# Words a moderator is likely to mean by a topic name; kept specific so that they rarely occur off-topic.
_RELATED: dict[str, tuple[str, ...]] = {topic: tuple(words) for topic, words in _DATA["related"].items()}
_ALIASES: dict[str, str] = _DATA["aliases"]
_STOP = frozenset(_DATA["stop_words"])
_WORD = re.compile(r"[a-z0-9][a-z0-9'-]*")


def _content_words(phrase: str) -> list[str]:
    return [w for w in _WORD.findall(phrase.lower()) if w not in _STOP and len(w) > 2]


@bytes_cache(4 * 1024 * 1024)
def related_terms(topic: str) -> tuple[str, ...]:
    """The topic's own phrase and content words, plus the related words of every known topic it names."""
    phrase = " ".join(_WORD.findall(topic.lower()))
    terms = [phrase] if phrase else []
    keys = {_ALIASES.get(phrase, phrase)}
    for word in _content_words(phrase):
        terms.append(word)
        keys.add(_ALIASES.get(word, word))
    for key in keys:
        terms.extend(_RELATED.get(key, ()))
    return tuple(dict.fromkeys(t for t in terms if t))


@bytes_cache(4 * 1024 * 1024)
def term_pattern(topic: str) -> re.Pattern | None:
    """One regex matching any related term as whole words (with plural/verb endings)."""
    terms = related_terms(topic)
    if not terms:
        return None
    alternatives = sorted((re.escape(t).replace(r"\ ", r"[\s-]+") for t in terms), key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(alternatives) + r")(?:s|es|ed|ing)?\b", re.IGNORECASE)


def term_openings(topic: str) -> frozenset[str] | None:
    """The first three characters (fewer when shorter) of every related term's first word: term_pattern matches
    only where one of them opens a word. Terms are lower-case ASCII, so for an ASCII text lower-casing is what
    IGNORECASE does; None (no shortcut) should a term not open with a letter or digit."""
    terms = related_terms(topic)
    if not all(t.isascii() and t[:1].isalnum() and t == t.lower() for t in terms):
        return None
    return frozenset(t.split(" ")[0][:3] for t in terms)
