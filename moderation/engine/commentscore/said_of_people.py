"""Contempt said of a person, read by meaning (issue 41): the phrases a sentence says of someone are found in its
dependency parse — the complement of "to be" whose subject is a person ("the health minister is a spineless
weasel who …"), a phrase set beside a person's noun ("the moderators, power-tripping losers who …") — and each is
re-read alone by the toxicity judge as said to a person ("You are a spineless weasel."). Read inside its sentence
the judge misses third-person contempt (0.08 for that sentence); read alone, the phrase says what it is. At or over
the bar the phrase is an insult finding. A phrase that names a group people belong to is never read this way
(hate is the identity judge's), nor one the writer says of themselves. Data: data/said_of_people.json.
"""

from moderation.engine.core.datafile import read_json
from moderation.engine.core.embedder import probing
from moderation.engine.core.parse import parse
from moderation.engine.toxicity.lexicon import identity_words, mild_swearing, word_regex

_DATA = read_json(__file__, "said_of_people.json")
GATE: float = _DATA["gate"]
BAR: float = _DATA["bar"]
_FRAME: str = _DATA["frame"]
_PRONOUNS = frozenset(_DATA["pronouns"])
_BE = frozenset(_DATA["be"])
_PEOPLE = frozenset(read_json(__file__, "person_verdicts.json")["people"])
# What a phrase said of someone keeps: its words, not the clauses hung on it ("who hid the figures").
_CLAUSES = frozenset({"relcl", "acl", "advcl", "ccomp", "xcomp", "punct", "mark", "appos", "parataxis", "dep",
                      "nsubj", "nsubjpass", "aux", "auxpass", "cc", "conj", "prep"})
_PHRASE_TAGS = ("NN", "JJ")  # a noun or an adjective heads what is said of someone


def _is_person(subject) -> bool:
    """A pronoun for someone other than the writer, or a noun for people or a body that acts (its head or a
    compound before it: "Councillor Patel", "the property manager")."""
    if subject.lower_ in _PRONOUNS:
        return True
    words = [subject] + [c for c in subject.children if c.dep_ == "compound"]
    return subject.tag_.startswith("NN") and any(w.lower_ in _PEOPLE for w in words)


def _phrase(token):
    """The tokens of what `token` heads, without its clauses: a contiguous span of the parse."""
    kept = [token]
    stack = [token]
    while stack:
        for child in stack.pop().children:
            if child.dep_ not in _CLAUSES and not (child.dep_ == "prep" and child.i < token.i):
                kept.append(child)
                stack.append(child)
    first, last = min(t.i for t in kept), max(t.i for t in kept)
    return token.doc[first:last + 1]


def _said_of_people(doc) -> list:
    """Spans of the phrases the sentence says of a person."""
    found = []
    for token in doc:
        if not token.tag_.startswith(_PHRASE_TAGS):
            continue
        if token.dep_ in ("attr", "acomp") and token.head.lower_ in _BE:
            subjects = [c for c in token.head.children if c.dep_ in ("nsubj", "nsubjpass")]
            if subjects and _is_person(subjects[0]):
                found.append(_phrase(token))
        elif token.dep_ == "appos" and token.tag_.startswith("NN") and _is_person(token.head):
            found.append(_phrase(token))
    return found


def contempt_spans(sentence: str, toxicity: float, without: tuple[tuple[int, int], ...] = ()) -> list[tuple[int, int, float]]:
    """(start, end, INSULT probability) in `sentence` of each phrase said of a person that reads as contempt when
    said to one; none when the sentence's toxicity is under the gate (the parse is not read). The phrase is read
    without its swear words ("a bloody genius" is read "a genius") and without the spans `without` (findings the
    caller already has in it)."""
    if toxicity < GATE:
        return []
    from moderation.engine.core.analysis import Analysis
    from moderation.engine.toxicity import judge
    out = []
    groups = identity_words()
    for span in _said_of_people(parse(sentence)):
        if any(token.lower_ in groups for token in span):
            continue  # "He is gay" is no insult, whatever "You are gay." reads as (0.66); hate is the identity judge's
        start, end = span.start_char, span.end_char
        swearing = word_regex("profanity")  # a swear word is its own finding, or accepted: not what is read here
        words = " ".join(t.text for t in span if not any(a <= t.idx < b for a, b in without)
                         and not swearing.fullmatch(t.lower_) and t.lower_ not in mild_swearing())
        if not words:
            continue
        with probing():
            read = judge.scores(Analysis(_FRAME.format(phrase=words)))
        if any(rules.group_mentioned for rules in read.rules):
            continue  # a group named in more words than one ("white people")
        score = read.comment("INSULT")
        if score >= BAR:
            out.append((start, end, round(score, 3)))
    return out
