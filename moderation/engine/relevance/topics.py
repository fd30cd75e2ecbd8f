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


def _related(name: str) -> tuple[str, ...]:
    """The hand-written related words of a known topic (by its name or an alias), none for another name."""
    return _RELATED.get(_ALIASES.get(name, name), ())


@bytes_cache(4 * 1024 * 1024)
def term_groups(topic: str) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """(terms that name the topic alone, one group of terms per content word of a topic of several): a topic of
    several content words ("swimming pool charges") is named by its phrase or its known related words, or by words of
    two of its groups in one sentence — one of its words alone ("pool") is about something else as often; the
    related words of a word's known topic ("tax" of "council tax rises") join that word's group. A topic of one
    content word is named by its word and related words alone (no groups)."""
    phrase = " ".join(_WORD.findall(topic.lower()))
    words = list(dict.fromkeys(_content_words(phrase)))
    groups = [(word, *_related(word)) for word in words]
    whole = ([phrase] if phrase else []) + list(_related(phrase))
    if len(words) < 2:
        return tuple(dict.fromkeys(t for t in whole + [t for g in groups for t in g] if t)), ()
    return tuple(dict.fromkeys(t for t in whole if t)), tuple(tuple(dict.fromkeys(g)) for g in groups)


@bytes_cache(4 * 1024 * 1024)
def related_terms(topic: str) -> tuple[str, ...]:
    """The topic's own phrase and content words, plus the related words of every known topic it names (its terms
    and groups, in that order)."""
    whole, groups = term_groups(topic)
    return tuple(dict.fromkeys(list(whole[:1]) + [g[0] for g in groups] + list(whole[1:])
                               + [t for g in groups for t in g[1:]]))


def _alternation(terms) -> str:
    return "|".join(sorted((re.escape(t).replace(r"\ ", r"[\s-]+") for t in terms), key=len, reverse=True))


@bytes_cache(4 * 1024 * 1024)
def term_pattern(topic: str) -> re.Pattern | None:
    """One regex matching any term that names the topic alone, as whole words (with plural/verb endings)."""
    terms = term_groups(topic)[0]
    if not terms:
        return None
    return re.compile(r"\b(?:" + _alternation(terms) + r")(?:s|es|ed|ing)?\b", re.IGNORECASE)


@bytes_cache(4 * 1024 * 1024)
def group_pattern(topic: str) -> re.Pattern | None:
    """For a topic of several content words, one regex whose match names its group (`g0`, `g1` …), so a sentence
    with words of two groups can be told from one with a single word; None for a topic of one word."""
    groups = term_groups(topic)[1]
    if not groups:
        return None
    return re.compile(r"\b(?:" + "|".join(f"(?P<g{n}>{_alternation(g)})" for n, g in enumerate(groups))
                      + r")(?:s|es|ed|ing)?\b", re.IGNORECASE)


def groups_found(topic: str, text: str) -> tuple[str, str] | None:
    """The first words in `text` of two of the topic's groups, in the text's order, when two occur; else None."""
    pattern = group_pattern(topic)
    if pattern is None:
        return None
    first: dict[str, str] = {}
    for match in pattern.finditer(text):
        first.setdefault(match.lastgroup, match.group())
        if len(first) >= 2:
            one, two = first.values()
            return one, two
    return None


def term_openings(topic: str) -> frozenset[str] | None:
    """The first three characters (fewer when shorter) of every related term's first word: term_pattern matches
    only where one of them opens a word. Terms are lower-case ASCII, so for an ASCII text lower-casing is what
    IGNORECASE does; None (no shortcut) should a term not open with a letter or digit."""
    terms = related_terms(topic)
    if not all(t.isascii() and t[:1].isalnum() and t == t.lower() for t in terms):
        return None
    return frozenset(t.split(" ")[0][:3] for t in terms)
