"""Hate said of a group read by rules in the multilingual judge's languages (word lists in data/hate.json;
benchmarks/CHOICES.md, "Hate said of a group, and obfuscated words, read in other languages").

A rule reads: a slur; a group named for who it is given a degrading predicate ("X are vermin", "why are X so …",
"X are nothing but …"); the writer hating the group or the group making them sick; a call to throw the group out,
or that it does not deserve to live; a threat the threat rules read in a sentence that names a group. Not when
negated, reported, heard, condemned, named as a prejudice or quoted, nor a slur the writer says of themselves; there,
the model's reading of hate is held under the flag, as the threat rules hold a threat the sentence contradicts."""

import re

from moderation.engine.core.cache import bytes_cache
from moderation.engine.core.datafile import read_json
from moderation.engine.multilingual.insults import insult_words
from moderation.engine.multilingual.threats import ANY, negation, whole_words
from moderation.engine.multilingual.threats import reading as threat_reading

_DATA = read_json(__file__, "hate.json")
RAISED = 0.9  # a sentence's IDENTITY_ATTACK when a rule reads hate of a group in it
HELD = 0.45  # the most IDENTITY_ATTACK keeps in a sentence that names a group only to report, negate or condemn
NEGATION_REACH = 20  # characters before a hate verb a negator reaches back
_LANGUAGES = tuple(code for code in _DATA if not code.startswith("_"))
_QUOTES = "\"“”«»„‟"


def _words(language: str, name: str) -> str:
    return "|".join(re.escape(w) if name in ("groups", "slurs", "degrading") else w for w in _DATA[language][name])


def _frames(language: str) -> dict[str, re.Pattern]:
    """The shapes that say hate of a group."""
    group, copula = rf"(?<!\w)(?:{_words(language, 'groups')})(?!\w)", rf"(?:{_words(language, 'copula')}|{_words(language, 'only')})"
    degrading = rf"(?<!\w)(?:{_words(language, 'degrading')}|{insult_words(language).pattern})(?!\w)"
    word = r"[^\s.;:!?]{1,30}"
    shapes = {
        "predicate": rf"{group}(?:\s+{word}){{0,5}}?[\s,]+(?:\w+\s+)?{copula}(?!\w)(?:\s+{word}){{0,3}}?\s+{degrading}",
        "question": rf"(?<!\w){copula}\s+(?:{word}\s+){{0,2}}?{group}(?:\s+{word}){{0,3}}?\s+{degrading}",
        "hate": rf"(?<!\w)(?:{_words(language, 'hate')})(?!\w)(?:\s+{word}){{0,3}}?\s+{group}",
        "feelings": rf"{group}(?:\s+{word}){{0,4}}?\s+(?:{_words(language, 'feelings')})(?!\w)",
        "out": rf"(?:^|[;:!?¡¿,—–(]\s*)(?:{_words(language, 'out')})\s+(?:{word}\s+){{0,2}}?{group}",
        "exclusion": rf"{group}(?:\s+{word}){{0,6}}?\s+(?:{_words(language, 'exclusion')})(?!\w)"
                     rf"|(?<!\w)(?:{_words(language, 'exclusion')})(?:\s+{word}){{0,3}}?\s+{group}",
    }
    return {name: re.compile(shape, re.IGNORECASE) for name, shape in shapes.items()}


_FRAMES = {language: _frames(language) for language in _LANGUAGES}
_LISTS = {(language, name): whole_words(_DATA[language][name] if name not in ("groups", "slurs") else
                                        [re.escape(w) for w in _DATA[language][name]])
          for language in _LANGUAGES for name in ("groups", "slurs", "reported", "only", "self")}


def _quoted(sentence: str, start: int) -> bool:
    """Whether `start` is inside quotation marks (an odd number of them before it)."""
    return sum(sentence[:start].count(mark) for mark in _QUOTES) % 2 == 1


def _before(sentence: str, start: int) -> str:
    """The few words of the clause before `start`."""
    return re.split(r"[,.!?;:]", sentence[max(0, start - NEGATION_REACH):start])[-1]


def _negated(sentence: str, found: re.Match, language: str, name: str) -> bool:
    """A negator inside a predicate (not one of "nothing but"), or just before a predicate's group ("no creo que los
    …"), a hate verb or a slur."""
    if name in ("predicate", "question"):
        inside = _LISTS[(language, "only")].sub(lambda m: " " * len(m.group()), found.group())
        if negation(language).search(inside) is not None:
            return True
    if name in ("predicate", "question", "hate", "slur"):
        return negation(language).search(_before(sentence, found.start())) is not None
    return False


def _own(sentence: str, slur: re.Match, language: str) -> bool:
    """A slur the writer says of themselves ("soy …"): reclaimed, not an attack."""
    return _LISTS[(language, "self")].search(_before(sentence, slur.start())) is not None


def _one(sentence: str, language: str) -> str:
    if _LISTS[(language, "reported")].search(sentence):
        return ""
    slur = _LISTS[(language, "slurs")].search(sentence)
    if slur is not None and not _quoted(sentence, slur.start()) and not _negated(sentence, slur, language, "slur") \
            and not _own(sentence, slur, language):
        return "slur"
    if not _LISTS[(language, "groups")].search(sentence):
        return ""
    for name, frame in _FRAMES[language].items():
        for found in frame.finditer(sentence):
            if not _quoted(sentence, found.start()) and not _negated(sentence, found, language, name):
                return name
    return "threat" if threat_reading(sentence, language) else ""


def _counter(sentence: str, language: str) -> bool:
    """Whether the sentence names a group only to report, hear, name as a prejudice, negate or quote what is said of
    it (and no rule reads hate in it)."""
    named = _LISTS[(language, "groups")].search(sentence) or _LISTS[(language, "slurs")].search(sentence)
    if named is None or _one(sentence, language):
        return False
    if _LISTS[(language, "reported")].search(sentence) or _quoted(sentence, named.start()):
        return True
    return any(_quoted(sentence, found.start()) or _negated(sentence, found, language, name)
               for name, frame in _FRAMES[language].items() for found in frame.finditer(sentence))


@bytes_cache(1024 * 1024)
def counter_speech(sentence: str, language: str | None) -> bool:
    """Whether a model's reading of hate in `sentence` is contradicted by it (see `_counter`); with `language`
    uncertain(…) only the likeliest language's reading holds one, as for threats."""
    if language is not None and language.startswith(ANY):
        language = language[len(ANY):]
    return language in _FRAMES and _counter(sentence, language)


@bytes_cache(1024 * 1024)
def reading(sentence: str, language: str | None) -> str:
    """Which shape reads hate of a group in `sentence` ("" when none does, or the language has no rules); with
    `language` uncertain(…) every language's shapes, but slurs only in the likeliest language (a slur of one
    language can be a plain word of another)."""
    if language is None:
        return ""
    if language.startswith(ANY):
        likeliest = language[len(ANY):]
        found = _one(sentence, likeliest) if likeliest in _FRAMES else ""
        return found or next((f for code in _LANGUAGES if code != likeliest
                              if (f := _one(sentence, code)) and f != "slur"), "")
    return _one(sentence, language) if language in _FRAMES else ""
