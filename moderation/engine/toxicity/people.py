"""Whom a threat is aimed at: one reading of a person for every threat family (word lists in models/lexicon.json).

A person noun is a word of the lexicon's person words, words of contempt for a person ("moron", "traitor"), public
roles or bodies of people, with or without a hyphenated
prefix ("the fly-tippers", "the deputy-mayor"), or a plural in "-ers" that names a doer ("voters") and is not one of
the lexicon's things in "-ers" ("papers", "corners"). The slot a threat aims at is a pronoun, "the lot of them", or a
determiner and up to two words before a person noun. A family may leave roles or bodies out on purpose: roles are not
looked for after an active verb (a report, "they killed the president"), and a body of people takes only violence to
bodies (threats.passive_at_person).
"""

import re
from collections.abc import Iterator
from functools import lru_cache

from moderation.engine.core.parse import Word, words
from moderation.engine.toxicity.lexicon import lexicon
from moderation.engine.toxicity.vocabulary import listed

PERSON_WORDS = frozenset(lexicon()["threat_persons"])
_PRONOUNS = frozenset({"you", "your", "yours", "ya", "u", "him", "her", "them", "they", "he", "she", "everyone",
                       "everybody", "anyone", "anybody", "someone", "somebody"})
BODY_PARTS = (r"(?:necks?|throats?|skulls?|faces?|heads?|legs?|arms?|bones?|jaws?|noses?|knees?|kneecaps?|teeth|tooth|"
              r"ribs?|eyes?|mouths?|backs?|balls|stomachs?|guts?|hands?|fingers?|ass|arse|tits|cunt|pussy|hair|shins?|"
              r"ankles?|wrists?|elbows?|chest|lips?|ears?|spine|belly|brains?|heart|toes?|feet|foot|dick|cock|throat)")
_BODY_PART = re.compile(BODY_PARTS)


@lru_cache(maxsize=None)
def noun(persons: bool = True, roles: bool = True, bodies: bool = True, doers: bool = True) -> str:
    """A regex fragment for one person noun, whole (whether the lexicon's person words, public roles, bodies of people
    and plurals in "-ers" count)."""
    lists = "|".join(listed(name) for name, wanted in (("threat_persons", persons), ("contempt_nouns", persons),
                                                       ("public_roles", roles), ("bodies_of_people", bodies)) if wanted)
    doer = rf"|(?!(?:[\w-]+-)?{listed('things_in_ers')}(?![\w-]))[\w-]+ers" if doers else ""
    return rf"(?:(?:[a-z]+-)?(?:{lists}){doer})(?![\w-])"


@lru_cache(maxsize=None)
def compiled(persons: bool = True, roles: bool = True, bodies: bool = True, doers: bool = True) -> re.Pattern:
    """`noun(...)` compiled, starting at a word's start."""
    return re.compile(rf"(?<![\w-]){noun(persons, roles, bodies, doers)}")


@lru_cache(maxsize=1)
def slot() -> str:
    """A regex fragment for the person a euphemism, a deserving or a command names: a pronoun, "the lot of them", or
    a determiner and up to two words before a person noun ("that planning officer", "every litter-lout")."""
    return (r"(?:him|her|them|you|u|ya|(?:the|all)\s++lot\s++of\s++(?:them|you|'em)"
            r"|(?:all|each|every\s++(?:last\s++|single\s++)?one)\s++of\s++(?:them|you|(?:those|these|the)\s++[\w-]+)"
            r"|(?:the|that|this|those|these|your|their|our|his|her|every|each)\s++(?:[\w-]+\s++){0,2}?"
            rf"{noun()})")


def people_in(text: str, start: int = 0, end: int | None = None) -> Iterator[re.Match]:
    """The person words (not roles or bodies) in `text[start:end]`, lazily: a word from the list, or a plural in
    "-ers" the parse reads as a noun ("voters", not "recovers")."""
    stop = len(text) if end is None else end
    return (found for found in compiled(roles=False, bodies=False).finditer(text, start, stop) if _a_noun(text, found))


def _a_noun(text: str, found: re.Match) -> bool:
    """A person word from the list, or a word the parse tags a noun (its last part, when hyphenated); neither when
    it only modifies the noun after it ("the boy scouts")."""
    last = found.group().split("-")[-1]
    if last in _PRONOUNS:
        return True  # a pronoun modifies nothing: no parse needed
    word = _word_at(text, found.end() - len(last))
    if word is not None and word.dep == "compound" and word.head > word.i:
        return False
    return last in PERSON_WORDS or word is None or word.tag.startswith("NN")


@lru_cache(maxsize=64)
def _positions(text: str) -> dict[int, Word]:
    """The parse's words by the character where each starts."""
    return {w.idx: w for w in words(text)}


def _word_at(text: str, at: int) -> Word | None:
    return _positions(text).get(at)


def heads_its_phrase(text: str, start: int, end: int) -> bool:
    """Whether the last person noun in `text[start:end]` heads its phrase: not where the parse reads it as a compound
    before another noun ("shoot the teacher training scheme" aims at a scheme), nor a possessive "her" before a noun
    that is no part of her body ("hit her wall"). True when the span has no person noun."""
    found = list(compiled().finditer(text, start, end))
    if not found:
        return True
    last = found[-1]
    at = last.end() - len(last.group().split("-")[-1])
    parsed = words(text)
    word = _word_at(text, at)
    if word is None:
        return True
    owned = parsed[word.head]
    if word.dep == "poss" and owned.tag.startswith("NN"):  # "hit her wall" aims at a wall; "punch her face", "shoot
        name = owned.text.lower()                          # her mum" at her, or at a person of hers
        return bool(_BODY_PART.fullmatch(name)) or name in PERSON_WORDS or bool(compiled().fullmatch(name))
    return not (word.dep == "compound" and word.head > word.i)
