"""Obfuscated words undone in the multilingual judge's languages before the model and the rules read a sentence:
spaced-out letters joined and digits inside a word read as letters where they hide a word of the language's hate
vocabulary (data/hate.json: groups, slurs, degrading words); a word one swapped, dropped or extra letter away from a
group or degrading word (never at its first letter) read as that word; two glued words split where one of them is a
group (not in German, which glues words on purpose) (benchmarks/CHOICES.md, "Hate said of a group, and
obfuscated words, read in other languages"). A word the encoder's vocabulary holds whole is never changed."""

import re
from functools import lru_cache

from moderation.engine.core.cache import bytes_cache
from moderation.engine.core.datafile import read_json
from moderation.engine.multilingual.threats import ANY

_DATA = read_json(__file__, "hate.json")
_LEET = str.maketrans({"4": "a", "@": "a", "3": "e", "1": "i", "0": "o", "5": "s", "$": "s", "7": "t"})
_LEET_L = str.maketrans({"1": "l"})  # "1" stands for an "l" as often as for an "i"
_SPACED = re.compile(r"(?<!\w)(?:\w ){2,}\w(?!\w)")  # "m u s l i m"
_TOKEN = re.compile(r"[\w@$]+")
SHORTEST = 5  # letters of a word that may be repaired (shorter ones are too often another real word)
SHORTEST_ADDED = 6  # letters of the vocabulary word a dropped or extra letter is read as
SHORTEST_SWAPPED = 6  # letters of a word whose two letters may be read as swapped
COMPOUNDING = frozenset({"de"})  # languages that glue words into one on purpose: no split of a glued word there


def _list(language: str, names: tuple[str, ...]) -> frozenset[str]:
    return frozenset(word.casefold() for name in names for word in _DATA[language][name] if re.fullmatch(r"[\w-]+", word))


@lru_cache(maxsize=None)
def _vocabulary(language: str) -> tuple[frozenset[str], dict[str, str], frozenset[str], frozenset[str]]:
    """The language's hate words (lower case, one word each: what digits and spaced letters may hide); each
    one-letter-shorter form, never without its first letter, of the words an edit may repair towards (groups and
    degrading words: a slur is never made from an ordinary word by an edit) → the word; those words; the groups."""
    words = _list(language, ("groups", "slurs", "degrading"))
    editable = _list(language, ("groups", "degrading"))
    dropped: dict[str, str] = {}
    for word in sorted(editable):
        if len(word) >= SHORTEST_ADDED:
            for i in range(1, len(word)):
                dropped.setdefault(word[:i] + word[i + 1:], word)
    return words, dropped, editable, _list(language, ("groups",))


def _languages(language: str) -> tuple[str, ...]:
    if language.startswith(ANY):
        return tuple(code for code in _DATA if not code.startswith("_"))
    return (language,) if language in _DATA else ()


def _known(word: str) -> bool:
    from moderation.engine.multilingual.encoder import whole_word
    return whole_word(word)


def _repair(token: str, languages: tuple[str, ...]) -> str:
    """One token read as the hate word it hides (itself when none fits)."""
    low = token.casefold()
    if any(ch.isdigit() or ch in "@$" for ch in low) and any(ch.isalpha() for ch in low):
        for candidate in (low.translate(_LEET), low.translate(_LEET_L).translate(_LEET)):
            if candidate.isalpha() and any(candidate in _vocabulary(code)[0] for code in languages):
                return candidate
        return token
    if not low.isalpha() or len(low) < SHORTEST or any(low in _vocabulary(code)[0] for code in languages) \
            or _known(token):
        return token
    for code in languages:  # an edit inside the word, never of its first letter ("enger" is no swapped slur)
        _, dropped, editable, _ = _vocabulary(code)
        swaps = (low[:i] + low[i + 1] + low[i] + low[i + 2:] for i in range(1, len(low) - 1)) \
            if len(low) >= SHORTEST_SWAPPED else ()
        found = next((w for w in swaps if w in editable), None) or dropped.get(low)
        if found is None and len(low) > SHORTEST_ADDED:
            found = next((w for w in (low[:i] + low[i + 1:] for i in range(1, len(low))) if w in editable), None)
        if found is not None:
            return found
    for cut in range(3, len(low) - 2):  # "odiolosgitanos" is no word: "odiolos" + "gitanos"
        left, right = low[:cut], low[cut:]
        for code in languages:
            groups = _vocabulary(code)[3]
            if code not in COMPOUNDING and ((right in groups and _known(left)) or (left in groups and _known(right))):
                return f"{token[:cut]} {token[cut:]}"
    return token


def _joined(spaced: re.Match, languages: tuple[str, ...]) -> str:
    """Spaced-out letters as one word when that word is a hate word (else as they were)."""
    word = spaced.group().replace(" ", "")
    return word if any(_repair(word, languages).casefold() in _vocabulary(code)[0] for code in languages) \
        else spaced.group()


@bytes_cache(1024 * 1024)
def normalised(sentence: str, language: str | None) -> str:
    """`sentence` with its obfuscated hate words undone (unchanged when `language` has no vocabulary here)."""
    languages = _languages(language) if language else ()
    if not languages:
        return sentence
    text = _SPACED.sub(lambda m: _joined(m, languages), sentence)
    return _TOKEN.sub(lambda m: _repair(m.group(), languages), text)
