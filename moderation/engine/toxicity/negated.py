"""Put-downs the sentence denies: "Our librarians aren't idiots", "Nobody on the committee is a fool", "She's no idiot".
An insult word that a negated clause says its subject is puts no one down; a negated command ("don't be stupid"), a
vocative or an appositive ("… you idiot") still does. Read from the parse, only for a sentence's insult words."""

import re

from moderation.engine.core.parse import LONG, Word, words
from moderation.engine.toxicity.lexicon import insult_spans
from moderation.engine.toxicity.people import compiled as person_words

_SAID_OF = ("attr", "acomp")
_NOBODY = frozenset({"nobody", "noone", "none", "neither"})
_WRITER_OR_NOBODY = _NOBODY | {"i", "we"}
_NEGATORS = frozenset({"not", "n't", "never", "no"})
_NEGATOR = re.compile(r"n't\b|\b(?:not|never|no|nobody|none|noone|neither|ain)\b", re.IGNORECASE)
_DENYING = ("ccomp",)  # "nobody thinks [the volunteers are stupid]"
# Words beside a negator that make it no denial: "not only", "not just", "ever not", "not even".
_NOT_A_DENIAL = frozenset({"only", "just", "merely", "ever", "even", "simply"})


def denied(sentence: str, spans: list[tuple[int, int]]) -> list[bool]:
    """For each insult word at `spans` in `sentence`, whether the sentence denies it."""
    return [clause is not None for clause in _denials(sentence, spans)[1]]


def held(sentence: str, spans: list[tuple[int, int]]) -> bool:
    """Whether the sentence denies every insult word at `spans` of someone the lists know — a pronoun, a name, a
    person word, nobody ("Our librarians aren't idiots"): only then is the whole sentence held low; a denial of
    anything else ("… hoes can't be …") leaves the model's reading."""
    parsed, clauses = _denials(sentence, spans)
    return bool(spans) and all(clause is not None and _of_someone(parsed, clause) for clause in clauses)


def _denials(sentence: str, spans: list[tuple[int, int]]) -> tuple[tuple[Word, ...], list[Word | None]]:
    if len(sentence) > LONG or not spans or not _NEGATOR.search(sentence):
        return (), [None] * len(spans)  # a denial needs a negator: most sentences are not parsed
    parsed = words(sentence)
    return parsed, [_denied(parsed, start, end) for start, end in spans]


def _of_someone(parsed: tuple[Word, ...], clause: Word) -> bool:
    subjects = [w for w in parsed if w.head == clause.i and w.dep in ("nsubj", "nsubjpass")]
    return any(w.tag in ("PRP", "NNP", "NNPS") or w.text.lower() in _NOBODY or w.text.lower() == "one"
               or person_words().fullmatch(w.text.lower()) for w in subjects)


def _denied(parsed: tuple[Word, ...], start: int, end: int) -> Word | None:
    """The clause that denies the insult word at [start, end), or None."""
    word = next((w for w in reversed(parsed) if start <= w.idx < end and not w.punct), None)
    if word is None:
        return None
    while word.dep in ("conj", "amod", "compound") and word.head != word.i:
        word = parsed[word.head]  # "a liar and a fool", "a complete moron"
    if word.dep not in _SAID_OF or word.head == word.i or word.tag not in ("JJ", "NN", "NNS"):
        return None  # a capitalised shout or a word the parse took for a verb is no predicate it can deny
    if word.tag == "NN" and not any(w.head == word.i and w.dep in ("det", "poss") for w in parsed):
        return None  # a bare noun after the predicate is someone called it: "I'm not fake, bitch"
    if any(w.text.lower() in ("like", "unlike") and w.i > word.i for w in parsed):
        return None  # "I'm not a loser like you"
    clause = parsed[word.head]
    if any(w.head == word.i and w.dep == "det" and w.text.lower() == "no" for w in parsed):
        return clause if _a_statement(parsed, clause) else None  # "she's no idiot"
    if _negated(parsed, clause):
        return clause
    # One clause up, a denial by the writer or by nobody: "I never said you were an idiot", "nobody thinks … stupid".
    if clause.dep in _DENYING and clause.head != clause.i and not parsed[-1].text.endswith("?"):
        upper = parsed[clause.head]
        subjects = [w for w in parsed if w.head == upper.i and w.dep == "nsubj"]
        return clause if any(w.text.lower() in _WRITER_OR_NOBODY for w in subjects) and _negated(parsed, upper) else None
    return None


def _a_statement(parsed: tuple[Word, ...], verb: Word) -> bool:
    """The clause states something of a subject: a finite verb (or a modal's) with a subject that is no @-handle, and
    no condition ("if they were not …", "whether or not she is …")."""
    children = [w for w in parsed if w.head == verb.i]
    subjects = [w for w in children if w.dep in ("nsubj", "nsubjpass") and not w.text.startswith("@")]
    finite = verb.tag in ("VBZ", "VBP", "VBD") or any(w.dep == "aux" and w.tag == "MD" for w in children)
    conditional = any(w.dep == "mark" and w.text.lower() in ("if", "unless", "whether") for w in children)
    return bool(subjects) and finite and not conditional


def _negated(parsed: tuple[Word, ...], verb: Word) -> bool:
    """A statement's negation on `verb` or its subject ("is not", "nobody is", "no councillor is"); a command
    ("don't be stupid"), a condition, "not only" or "ever not" is none."""
    if not _a_statement(parsed, verb):
        return False
    children = [w for w in parsed if w.head == verb.i]
    subjects = [w for w in children if w.dep in ("nsubj", "nsubjpass")]
    if any(_called_names(w.text) for w in subjects):
        return False  # "hoes can't be …": the subject is itself a put-down, no one is defended
    if any(w.text.lower() in _NOBODY or w.text.lower() == "one" and _no_before(parsed, w) for w in subjects):
        return True  # "nobody on the committee is …", "no one here is …"
    if any(any(c.head == s.i and c.dep == "det" and c.text.lower() == "no" for c in parsed) for s in subjects):
        return True  # "no councillor is …"
    first = min(w.i for w in subjects)
    negators = [w for w in children if (w.dep == "neg" and w.text.lower() in _NEGATORS
                                        or w.dep == "advmod" and w.text.lower() == "never") and w.i > first]
    return any(not (w.i + 1 < len(parsed) and parsed[w.i + 1].text.lower() in _NOT_A_DENIAL)
               and not (w.i > 0 and parsed[w.i - 1].text.lower() in _NOT_A_DENIAL) for w in negators)


def _called_names(word: str) -> bool:
    return bool(insult_spans(word))


def _no_before(parsed: tuple[Word, ...], word: Word) -> bool:
    return word.i > 0 and parsed[word.i - 1].text.lower() == "no"
