"""A danger a thing poses is no attack: "Smoking will kill you", "Lack of lifeguards could kill a child", "Those stairs
will break your neck one day". A verb of harm whose subject is a thing, an activity or a condition warns; it threatens
no one. Read from the parse, only in a sentence with such a verb (the parse costs about a millisecond)."""

import re

from moderation.engine.core.parse import LONG, Word, words
from moderation.engine.toxicity.lexicon import entries
from moderation.engine.toxicity.derogation import thing_subject

_HARMS = frozenset(entries("harms_of_things"))
HARM = re.compile(rf"\b(?:{'|'.join(sorted(_HARMS, key=len, reverse=True))})\b", re.IGNORECASE)
_WIELDED = frozenset(entries("weapons")) | frozenset(entries("wielded_things"))
_WRITERS = frozenset({"my", "our", "mine", "ours"})
_SUBJECTS = ("nsubj", "csubj")
_GOING = frozenset({"going", "gon", "gonna"})  # "is going to kill": the subject is the head's
_REFLEXIVES = frozenset({"yourself", "yourselves", "himself", "herself", "themselves", "themself", "myself", "ourselves",
                         "yaself", "yaselves", "urself"})
_BODY = frozenset(entries("harmed_body_parts"))


def harms_by_things(sentence: str, sure: bool = False) -> list[tuple[int, int]]:
    """The spans of the verbs of harm in `sentence` whose doer is a thing, an activity or a condition (`sure`: not a
    bare capitalised word opening the sentence, which may be a name: "Bill will kill you")."""
    if len(sentence) > LONG or not HARM.search(sentence):
        return []  # a real sentence is shorter: an unsplit run of thousands of words is not read for this
    parsed = words(sentence)
    return [(w.idx, w.idx + len(w.text)) for w in parsed
            if w.text.lower() in _HARMS and w.tag in ("VB", "VBZ", "VBP", "VBG") and _thing_does(parsed, w, sure)]


def _subjects(parsed: tuple[Word, ...], verb: Word) -> list[Word]:
    """The verb's subjects, or those of "going" in "is going to kill"."""
    for _ in range(3):
        found = [w for w in parsed if w.head == verb.i and w.dep in _SUBJECTS and w.i != verb.i]
        # A hyphenated word's pieces may each be read as a subject ("e", "-", "scooters"): its last piece is the noun.
        found = [w for w in found if not w.punct and not (w.i + 1 < len(parsed) and parsed[w.i + 1].text == "-")]
        head = parsed[verb.head]
        if found or verb.dep != "xcomp" or head.text.lower() not in _GOING:
            return found
        verb = head
    return []


def _thing_does(parsed: tuple[Word, ...], verb: Word, sure: bool) -> bool:
    objects = [w for w in parsed if w.head == verb.i and w.dep == "dobj"]
    if any(w.text.lower() in _REFLEXIVES for w in objects):
        return False  # "kill yourself" is said to a person
    if verb.text.lower().startswith("break") and not any(w.text.lower() in _BODY for w in objects):
        return False  # "break into", "break the news": only a broken neck or leg is harm
    subjects = _subjects(parsed, verb)
    return bool(subjects) and _agrees(parsed, verb, subjects) and all(_a_thing_subject(parsed, w, sure)
                                                                        for w in subjects)


def _agrees(parsed: tuple[Word, ...], verb: Word, subjects: list[Word]) -> bool:
    """Whether the verb's form fits its subject, as a statement's does: a bare verb or a participle after an
    auxiliary, the present in its number. Otherwise the parse read a command or a run-on as a statement ("… the
    outside kill a commie")."""
    if verb.tag in ("VB", "VBG"):
        return any(w.head == verb.i and w.dep == "aux" for w in parsed) or any(w.dep == "csubj" for w in subjects)
    plural = any(w.tag == "NNS" for w in subjects)
    return plural if verb.tag == "VBP" else not plural


def _a_thing_subject(parsed: tuple[Word, ...], subject: Word, sure: bool) -> bool:
    if not thing_subject(subject) or subject.text.lower() in _WIELDED:
        return False  # a pronoun, a name, a person, a group, a weapon
    if subject.dep == "csubj" or subject.tag == "VBG":
        return True  # "Closing the pool will kill the town centre", "Speeding kills"
    children = [w for w in parsed if w.head == subject.i]
    if len(subject.text) < 3 or any(w.dep == "compound" and w.tag == "PRP" or w.text in ("I", "i") for w in children):
        return False  # a letter ("I d kill her")
    if any(w.dep == "poss" and w.text.lower() in _WRITERS for w in children):
        return False  # "my dog will kill you": the writer's
    if any(w.dep == "conj" and not thing_subject(w) for w in children):
        return False  # "the lads and I"
    if subject.text[:1].isupper():
        # A capitalised common noun opening the sentence ("Mould in these flats …", "Smoking will …"), unless sure
        # is asked for: the tagger reads some names as common nouns ("Trump"); a proper noun is never a thing.
        return not sure and subject.i == 0
    return True
