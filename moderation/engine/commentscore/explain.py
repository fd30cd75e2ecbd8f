"""Explanations for objectionable and negative-tone phrases, and the educational toxicity explanation."""

import re

from moderation.engine.core.datafile import read_json
from moderation.engine.core.types import Issue
from moderation.engine.rewrite.verify import INSULT_NOUN
from moderation.engine.toxicity.judge import WHOLE_SENTENCE
from moderation.schemas.findings import ModerationCategory

_EXPLANATIONS = read_json(__file__, "explanations.json")
_CATEGORIES = {ModerationCategory(name): entry for name, entry in _EXPLANATIONS["categories"].items()}
_SAY = _EXPLANATIONS["sentences"]
# From here a comment with no card "reads as hostile overall"; from 0.5 it "may" (the coach's verdict reads the same
# two levels: coach/verdict.py).
_SURE_HOSTILE = 0.8
_WHY = {category: entry["why"] for category, entry in _CATEGORIES.items()}
_FIX = {category: entry["fix"] for category, entry in _CATEGORIES.items()}
_LABEL = {category: entry["label"] for category, entry in _CATEGORIES.items()}


def _cited(quote: str) -> str:
    """The quote as cited in a sentence: without stray spaces or a trailing comma."""
    return quote.strip().rstrip(",;:").strip()


# Nouns for people: an insult word before one of these is said of a person ("this stupid man"), before any other
# noun of a thing ("this stupid lane"). (A word set and a suffix test, not a pattern: nothing to backtrack over.)
_PEOPLE = frozenset("people person persons man men woman women guy guys folk folks idiot idiots moron morons fool fools "
                    "councillor councillors mayor driver drivers cyclist cyclists voter voters resident residents kid "
                    "kids children official officials politician politicians".split())


def _is_person(noun: str) -> bool:
    noun = noun.lower()
    return noun in _PEOPLE or noun.endswith(("ers", "ists", "ians"))


_NOT_NOUNS = frozenset("would will can could should must is are was were who that which and or but if to of in on at "
                       "for with by from as than".split())


def _said_of_a_thing(issue: Issue, text: str) -> bool:
    """An insult adjective between a determiner and a noun for a thing: "this stupid lane", "a dumb plan"."""
    if (issue.category is not ModerationCategory.INSULT or not text or " " in issue.quote.strip()
            or re.fullmatch(INSULT_NOUN, issue.quote.strip(), re.I)):  # "an idiot would …" names a person
        return False
    before, after = text[max(0, issue.start - 40):issue.start], text[issue.end:issue.end + 60]  # the words around it
    noun = re.match(r"\s+([A-Za-z]{1,40})", after)
    return bool(re.search(r"\b(?:this|that|the|a|an|your|their|his|her|our|these|those)\s+$", before, re.I)
                and noun and not _is_person(noun.group(1)) and noun.group(1).lower() not in _NOT_NOUNS)


def explain_objectionable(issue: Issue, text: str = "") -> str:
    """Why this phrase is objectionable and what to do instead, naming the phrase (`text`: the comment, to tell a
    word said of a thing from one said of a person)."""
    if "read_in" in issue.slots:  # read in another language: its reading says why (commentscore/languages.py)
        return issue.slots["read_in"]
    reason = issue.slots.get("reason", "").strip().rstrip(".")
    quote = _cited(issue.quote)
    if reason == WHOLE_SENTENCE:  # the toxicity judge flagged the sentence, not a word in it
        return _SAY["hostile_whole"].format(quote=quote)
    if _said_of_a_thing(issue, text):
        return _SAY["said_of_a_thing"].format(quote=quote)
    detail = _SAY["detail"].format(reason=reason) if reason and _adds(reason, _WHY[issue.category]) else ""
    return _SAY["objectionable"].format(quote=quote, why=_WHY[issue.category], detail=detail,
                                        fix=_FIX[issue.category])


_FILLER = frozenset("a an the of to at on in for by with and or its it is are this that".split())


def _adds(reason: str, said: str) -> bool:
    """Whether `reason` says something `said` does not ("a put-down of a person" beside "a put-down aimed at a
    person" only repeats it): a content word of it whose stem is not in `said`."""
    stems = {w[:5] for w in re.findall(r"[a-z]+", said.lower())}
    return any(w[:5] not in stems for w in re.findall(r"[a-z]+", reason.lower()) if w not in _FILLER)


def explain_tone(issue: Issue) -> str:
    """Why this phrase may hurt the conversation and a warmer way to say it."""
    return _SAY["tone"].format(quote=_cited(issue.quote), move=issue.slots.get("move", _SAY["tone_move_unknown"]))


def explain_toxicity(score: float, issues: list[Issue]) -> str:
    """An educational summary: which phrases make the comment read as toxic and why, or that none do."""
    if not issues:
        if score >= _SURE_HOSTILE:
            return _SAY["toxicity_hostile"].format(score=score)
        if score >= 0.5:
            return _SAY["toxicity_may_be_hostile"].format(score=score)
        if score >= 0.25:
            return _SAY["toxicity_mostly_civil"].format(score=score)
        return _SAY["toxicity_none"]
    parts = [_SAY["toxicity_phrase"].format(quote=i.quote, label=_LABEL[i.category]) for i in issues[:4]]
    more = _SAY["toxicity_more"].format(count=len(issues) - 4) if len(issues) > 4 else ""
    kinds = sorted({i.category for i in issues}, key=lambda c: list(_WHY).index(c))
    why = "; ".join(_SAY["toxicity_why"].format(label=_LABEL[c], why=_WHY[c]) for c in kinds[:2])
    return _SAY["toxicity_phrases"].format(score=score, phrases=", ".join(parts), more=more, why=why)
