"""Whom a threat is aimed at: one reading of a person for every threat family (word lists in models/lexicon.json).

A person noun is a word of the lexicon's person words (`threat_persons`, `person_nouns`, `swear_words_for_people`,
and the common person nouns of WordNet, `wordnet_person_nouns`),
public roles or bodies of people, with or without a hyphenated prefix ("the fly-tippers", "the deputy-mayor"), or a
plural in "-ers" or "-ists" that names a doer ("voters", "lobbyists") and is not one of the lexicon's things in "-ers"
or "-ists" ("papers", "corners", "wrists", "playlists"). The slot a threat aims at is a pronoun, "the lot of them",
or a determiner and up to two words before a person noun. A family may leave roles or bodies out on purpose: roles
are not looked for after an active verb (a report, "they killed the president"), and a body of people takes only
violence to bodies (threats.passive_at_person).
"""

import re
from functools import lru_cache

from moderation.engine.core import regex_store
from moderation.engine.core.datafile import word_trie
from moderation.engine.core.parse import Word, word_near, words
from moderation.engine.toxicity.lexicon import entries, lexicon
from moderation.engine.toxicity.vocabulary import listed

# The swear words that name a person ("that scumbag", "this asshole") are person words too.
PERSON_WORDS = frozenset(lexicon()["threat_persons"]) | frozenset(lexicon()["person_nouns"]) | frozenset(
    entries("swear_words_for_people")) | frozenset(entries("wordnet_person_nouns"))
# Where a named person stands in a parse when a sentence is aimed at them: its subject or object, set off as a
# vocative or an apposition ("Go away, Dave"), or what it is said to be; not inside a place or a time ("in Leeds").
_PERSON_ROLES = frozenset({"nsubj", "nsubjpass", "dobj", "npadvmod", "intj", "appos", "dep", "attr", "ROOT"})


@lru_cache(maxsize=None)
def noun(persons: bool = True, roles: bool = True, bodies: bool = True, doers: bool = True,
         wordnet: bool = True) -> str:
    """A regex fragment for one person noun, whole (whether the lexicon's person words, public roles, bodies of people,
    plurals in "-ers" and "-ists" and, with the person words, WordNet's person nouns count)."""
    lists = "|".join(listed(name) for name, wanted in (("threat_persons", persons), ("person_nouns", persons),
                                                       ("swear_words_for_people", persons), ("public_roles", roles),
                                                       ("bodies_of_people", bodies)) if wanted)
    if persons and wordnet:  # a thousand words from WordNet, factored so that each position tries a few branches
        lists += f"|(?:{word_trie(entries('wordnet_person_nouns'))})"
    doer = (rf"|(?!(?:[\w-]+-)?{listed('things_in_ers')}(?![\w-]))[\w-]+ers"
            rf"|(?!(?:[\w-]+-)?{listed('things_in_ists')}(?![\w-]))[\w-]+ists" if doers else "")
    return rf"(?:(?:[a-z]+-)?(?:{lists}){doer})(?![\w-])"


@lru_cache(maxsize=None)
def compiled(persons: bool = True, roles: bool = True, bodies: bool = True, doers: bool = True) -> re.Pattern:
    """`noun(...)` compiled, starting at a word's start."""
    return regex_store.compile(rf"(?<![\w-]){noun(persons, roles, bodies, doers)}")


# Where a person noun starts that is a plural ("politicians", "men", "police"): a word's start (never inside a
# hyphenated run, which would be read again from each of its parts) and a lookahead.
_PLURAL = r"(?<![\w-])(?=[\w-]*(?:s|men|people|children|police|folk)(?![\w-]))"
_WORD_BEFORE = r"(?:[\w-]+\s++)??"


@lru_cache(maxsize=None)
def plural(bodies: bool = True, word_before: bool = False, wordnet: bool = True) -> str:
    """A regex fragment for one plural person noun with no determiner ("politicians"); with `word_before`, one word
    may stand before it ("estate agents", "traffic wardens")."""
    return (_WORD_BEFORE if word_before else "") + _PLURAL + noun(bodies=bodies, wordnet=wordnet)


@lru_cache(maxsize=None)
def slot(wordnet: bool = True) -> str:
    """A regex fragment for the person a euphemism, a deserving or a command names: a pronoun, "the lot of them", a
    determiner and up to two words before a person noun ("that planning officer", "every litter-lout", "my boss"), or
    "all (the) …" before a plural one ("all the bankers", "all politicians"). Without `wordnet`, WordNet's person nouns
    are left out: a family that repeats the slot in every idiom would compile dozens of copies of them (seconds at
    start-up), and its idioms take the hand-written person words only."""
    return (r"(?:him|her|them|you|u|ya|(?:the|all)\s++lot\s++of\s++(?:them|you|'em)"
            r"|(?:all|each|every\s++(?:last\s++|single\s++)?one)\s++of\s++(?:them|you|(?:those|these|the)\s++[\w-]+)"
            r"|(?:the|that|this|those|these|your|their|our|his|her|my|every|each)\s++(?:[\w-]+\s++){0,2}?"
            rf"{noun(wordnet=wordnet)}|all\s++(?:(?:the|those|these|your|their|our|his|her|my)\s++)?"
            rf"{plural(word_before=True, wordnet=wordnet)})")


@lru_cache(maxsize=1)
def bare_plural() -> str:
    """People named by a plural with no determiner ("politicians", "estate agents") where a clause starts or the
    writer gives their own view ("I think politicians …"; not "some idiot thinking cops …"), with one word before the
    plural ("tax collectors"). A family puts it right before its modal or verb, never anywhere in the sentence."""
    return (r"(?:(?<=^)|(?<=[,;:] )|(?<=\bthat )|(?<=\band )|(?<=\bbut )|(?<=\bso )|(?<=\bi think )"
            rf"|(?<=\bi reckon )|(?<=\bi say )|(?<=\bi believe )){plural(word_before=True)}")


def subject() -> str:
    """The person who suffers, deserves or is harmed as a clause's subject: a subject pronoun or `slot()`'s person."""
    return rf"(?:he|she|they|you|u|ya|{slot()})"


def people_in(text: str, start: int = 0, end: int | None = None, roles: bool = False) -> list[re.Match]:
    """The person words in `text[start:end]` (with `roles`, public roles and bodies of people too): a word from the
    lists, or a plural in "-ers" or "-ists" the parse reads as a noun ("voters", not "recovers")."""
    stop = len(text) if end is None else end
    words_of = compiled() if roles else compiled(roles=False, bodies=False)
    return [found for found in words_of.finditer(text, start, stop) if _a_noun(text, found)]


def _a_noun(text: str, found: re.Match) -> bool:
    """A person word from the list, or a word the parse tags a noun (its last part, when hyphenated)."""
    if found.group().split("-")[-1] in PERSON_WORDS:
        return True
    word = _parsed_word(text, found)
    return word is None or word.tag.startswith("NN")


def heads_its_phrase(text: str, start: int, end: int) -> bool:
    """Whether the last person noun in `text[start:end]` heads its phrase: not where the parse reads it as a compound
    before another noun ("shoot the teacher training scheme" aims at a scheme). True when the span has no person noun
    (a pronoun)."""
    found = list(compiled().finditer(text, start, end))
    word = _parsed_word(text, found[-1]) if found else None
    return word is None or not (word.dep == "compound" and word.head > word.i)


def _parsed_word(text: str, found: re.Match) -> Word | None:
    """The parse's word for a person noun found in `text` (its last part, when hyphenated)."""
    return word_near(text, found.end() - len(found.group().split("-")[-1]))


def said_of_someone(sentence: str, not_names: tuple[re.Pattern, ...] = ()) -> bool:
    """Whether a sentence is aimed at someone besides the writer, as the parse reads it: a name or person word as its
    subject, object, vocative or attribute ("Fuller is …", "…, Dave"; never a word `not_names` matches whole, such as
    a swear word the tagger calls a name), or a command to the reader (a bare verb at its root with no subject: "Get a
    life"). Pronouns ("you", "he") are the caller's cheaper test, read before this one."""
    parse = words(sentence)
    starts = {found.start() for found in people_in(sentence)}
    for word in parse:
        named = word.idx in starts or word.tag in ("NNP", "NNPS") and not any(
            pattern.fullmatch(word.text.lower()) for pattern in not_names)
        if named and word.dep in _PERSON_ROLES:
            return True
        if word.dep == "ROOT" and word.tag == "VB" and not any(
                w.head == word.i and w.dep in ("nsubj", "nsubjpass", "expl", "aux") for w in parse):
            return True
    return False
