"""Words spelt out to slip past a filter, read as the words they spell before the multilingual judge reads a sentence:
spaced or dotted letters ("i d i o t a", "p.a.y.a.s.o") and digits or symbols for letters ("m4t4r", "1d10ts").

Letters in a run are joined whatever they spell (a last letter in another case is a word of its own). Digits are read
as letters only in a token with two letters or more, when that gives a word of four letters or more that the encoder
knows whole or the insult and threat lists hold, and the token as written is neither: times, bus lines, rooms and
codes ("20h30", "U6", "B2") stay as written. Known to misread, harmlessly: ordinals and names with a digit ("3ten",
"SAT1") and runs of Portuguese chat's one-letter words ("o q é") (benchmarks/CHOICES.md, "Words spelt out to slip past
a filter", round 1). The judge's spans and quotes stay the writer's sentence."""

import re
from functools import lru_cache

from moderation.engine.core.datafile import read_json
from moderation.engine.multilingual.threats import whole_words

# Three or more single letters, each joined to the next by the same one space, dot, hyphen, asterisk or underscore.
_SPACED = re.compile(r"(?<![^\W\d_])([^\W\d_])(?P<sep>[ .\-*_])[^\W\d_](?:(?P=sep)[^\W\d_])+(?![^\W\d_])")
_TOKEN = re.compile(r"[^\s.,;:!?¡¿()\"“”«»…]+")
_LETTER_FOR = {"0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"}
_ONE = ("i", "l")  # "1" reads as either
_MIN_LETTERS = 2  # letters a token needs beside its digits to be read as a word ("m4t4r"; not "3B", "U6")
_MIN_WORD = 4  # the shortest word digits may spell ("eB" from "3B" is a piece of the vocabulary)


@lru_cache(maxsize=1)
def _listed() -> re.Pattern:
    """Every language's insult words and violent words (regex fragments) as one pattern a whole word must match."""
    fragments = [fragment for source, names in (("insults.json", ("insults",)), ("threats.json", ("violence",)))
                 for language, lists in read_json(__file__, source).items() if isinstance(lists, dict)
                 for name in names for fragment in lists.get(name, [])]
    return whole_words(fragments)


def _word(text: str) -> bool:
    from moderation.engine.multilingual.encoder import is_word
    return is_word(text) or bool(_listed().fullmatch(text))


def _unleet(token: str) -> str:
    """The word a token of letters and digits spells, or the token when it spells none."""
    if sum(ch.isalpha() for ch in token) < _MIN_LETTERS or not any(ch in _LETTER_FOR or ch == "1" for ch in token):
        return token  # "3B", "10h30": one letter among digits spells no word
    plain = "".join(_LETTER_FOR.get(ch, ch) for ch in token)
    words = [word for word in dict.fromkeys(plain.replace("1", one) for one in _ONE)
             if word.isalpha() and len(word) >= _MIN_WORD]
    if not words or _word(token):
        return token
    return next((word for word in words if _word(word)), token)


def _join(run: re.Match) -> str:
    """A run of spaced letters as one word; a last letter in another case is a word of its own ("G R A C I A S a
    todos": "a" is the next word)."""
    letters = run.group(0).split(run["sep"])
    if len(letters) > 3 and letters[-1].islower() != letters[-2].islower():
        return "".join(letters[:-1]) + run["sep"] + letters[-1]
    return "".join(letters)


@lru_cache(maxsize=4096)
def readable(sentence: str) -> str:
    """`sentence` with its spelt-out words read as words (unchanged when it has none)."""
    joined = _SPACED.sub(_join, sentence)
    if not any(ch.isdigit() or ch in "@$" for ch in joined):
        return joined
    return _TOKEN.sub(lambda m: _unleet(m.group(0)), joined)
