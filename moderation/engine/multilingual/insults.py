"""Insults read by rules in the multilingual judge's languages, and an insult not taken for an attack on who people
are (word lists in data/insults.json; benchmarks/CHOICES.md, "Insults read by rules in other languages").

An insult word counts only said of a person: a predicate of the reader or of a person ("the councillor is a …"), a
vocative between punctuation, an exclamation or a crowd of them ("what a bunch of …"), a noun after "is a", an
appositive ("the mayor, a …"), "that … of a minister", "these … have closed". Not when negated, said of the writer,
reported ("called him a …") or literal (a circus, a farm, a film). Where a sentence has such a hit and names no
group of people for who they are, the model's IDENTITY_ATTACK is held under the flag: an insult at councillors is
not an attack on their origin or religion."""

import re

from moderation.engine.core.cache import bytes_cache
from moderation.engine.core.datafile import read_json
from moderation.engine.multilingual.threats import ANY, whole_words

_DATA = read_json(__file__, "insults.json")
RAISED = 0.9  # a sentence's INSULT when a rule reads an insult at a person in it
HELD = 0.45  # the most IDENTITY_ATTACK keeps in a sentence that insults a person and names no group
NEGATION_REACH = 20  # characters before a frame a negator reaches back
NAMING_REACH = 40  # characters before an insult word a verb of calling names reaches back


# A vocative takes no article: ", un idiota." after a verb is a predicate said of someone, often of the writer.
_ARTICLES = r"(?:un[oae]?|une|ein(?:e|en)?|um|uma|el|la|le|les|los|las|der|die|das|den|o|a|os|as|il|lo|i|gli)"


# "is a(n) …": an insult noun after an indefinite article is said of its subject whatever the subject is called ("the
# hospital's director is an incompetent"); a bare adjective needs a person subject ("this law is stupid" is of a law).
_INDEFINITE = r"(?:un[oae]?|une|unos|unas|des|ein(?:e|en)?|um|uma|uns|umas|dei|degli|delle)"


def _any(language: str, name: str) -> str:
    return "|".join(_DATA[language][name])


def _frames(language: str) -> dict[str, re.Pattern]:
    """The shapes that say an insult of a person, each ending on the insult word."""
    insult, person = _any(language, "insults"), _any(language, "persons")
    lead, crowd = _any(language, "vocative_lead"), _any(language, "crowd")
    of = r"(?:de|del|d['’]|von|vom|do|da|dos|das|dello|della|di)"
    shapes = {
        "you": rf"(?<!\w)(?:{_any(language, 'copula_you')})\s+(?:\S{{1,30}}\s+){{0,3}}?(?:{insult})(?!\w)",
        # The subject may be set apart by a comma ("ce conseil, c'est de la vermine").
        "predicate": rf"(?<!\w)(?:{person}),?(?:\s+\S{{1,30}}){{0,5}}?\s+(?:{_any(language, 'copula')})\s+"
                     rf"(?:\S{{1,30}}\s+){{0,3}}?(?:{insult})(?!\w)",
        "vocative": rf"(?:^|[,;:!?¡¿—–(])\s*+(?:(?:{lead})\s+)?(?:(?!{_ARTICLES}\s)\S{{1,30}}\s+)?(?:{insult})"
                    rf"\s*(?=[,.;:!?…)]|$)",
        "exclamation": rf"(?<!\w)(?:{_any(language, 'exclamation')})\s+(?:(?:{crowd})\s+(?:d(?:e|i|['’])\s*)?)?"
                       rf"(?:\S{{1,30}}\s+)?(?:{insult})(?!\w)",
        "crowd": rf"(?<!\w)(?:{crowd})\s+(?:d(?:e|i|['’])\s*)?(?:\S{{1,30}}\s+)?(?:{insult})(?!\w)",
        "a_noun": rf"(?<!\w)(?:{_any(language, 'copula')})\s+(?:\S{{1,30}}\s+)?{_INDEFINITE}\s+(?:\S{{1,30}}\s+)?(?:{insult})(?!\w)",
        "appositive": rf"\w\s*,\s*{_INDEFINITE}\s+(?:\S{{1,30}}\s+)?(?:{insult})(?!\w)",
        "of": rf"(?<!\w)(?:{_any(language, 'demonstrative')})\s+(?:\S{{1,30}}\s+)?(?:{insult})\s+{of}\s",
        "subject": rf"(?<!\w)(?:{_any(language, 'demonstrative')})\s+(?:\S{{1,30}}\s+)?(?:{insult})"
                   rf"(?=\s+(?:{_any(language, 'subject_next')})(?!\w))",
    }
    return {name: re.compile(shape, re.IGNORECASE) for name, shape in shapes.items()}


_FRAMES = {language: _frames(language) for language in _DATA}
_LISTS = {(language, name): whole_words(_DATA[language][name]) for language in _DATA
          for name in ("insults", "negation", "only", "naming", "literal", "identity", "self")}


def _refused(text: str, found: re.Match, language: str) -> bool:
    """A frame's hit that is negated (not by a negator that says "only": "vous n'êtes que …"), reported, said of the
    writer or literal."""
    start, end = found.start(), found.end()
    negated = any(not _LISTS[(language, "only")].match(text, negator.start())
                  for negator in _LISTS[(language, "negation")].finditer(text, max(0, start - NEGATION_REACH), end))
    words = list(_LISTS[(language, "insults")].finditer(text, start, end))
    last = words[-1].start() if words else start
    named = _LISTS[(language, "naming")].search(text[max(0, last - NAMING_REACH):last])
    own = _LISTS[(language, "self")].match(text, _skip_space(text, found.end(), language))
    return bool(negated or named or own or _LISTS[(language, "literal")].search(text))


def _skip_space(text: str, at: int, language: str) -> int:
    """Where the word after `at` starts, past spaces and a "que" / "che" ("qué tonto que soy")."""
    after = re.compile(r"\s+(?:(?:que|che)\s+)?").match(text, at)
    return after.end() if after else at


# A comment the detector leans to English without confidence is read by every language's rules to decide whether
# it is undetermined (engine.detect_language), then again by the judge that reads it: the second reading is a lookup.
@bytes_cache(1024 * 1024)
def reading(sentence: str, language: str) -> str:
    """Which shape reads an insult at a person in `sentence` ("" when none does, or the language has no rules; with
    `language` ANY or uncertain(…), any language's)."""
    if language is not None and language.startswith(ANY):
        return next((found for code in _FRAMES if (found := reading(sentence, code))), "")
    if language not in _FRAMES or not _LISTS[(language, "insults")].search(sentence):
        return ""
    for name, frame in _FRAMES[language].items():
        for found in frame.finditer(sentence):
            if not _refused(sentence, found, language):
                return name
    return ""


def names_a_group(sentence: str, language: str) -> bool:
    """Whether the sentence names a group of people for who they are (origin, religion, gender, sexuality …)."""
    if language is not None and language.startswith(ANY):
        return any(names_a_group(sentence, code) for code in _FRAMES)
    return language in _FRAMES and _LISTS[(language, "identity")].search(sentence) is not None
