"""Objectionable phrases: the toxicity judge's offending phrases as categorised, graded findings."""

from bisect import bisect_left, insort

from moderation.engine import toxicity
from moderation.engine.toxicity.lexicon import insult_spans, is_mild_swearing, names_called
from moderation.engine.toxicity.negated import denied
from moderation.engine.toxicity.targets import criticises_idea, idea_spans
from moderation.engine.commentscore.verdicts import verdict_spans
from moderation.engine.rewrite.clauses import name_calling_spans
from moderation.engine.core.text import said_of_oneself
from moderation.engine.core.types import Issue
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.types import Phrase
from moderation.schemas.findings import ModerationCategory

CATEGORY_OF_KIND = {
    "threat": ModerationCategory.THREAT,
    "identity_attack": ModerationCategory.IDENTITY_ATTACK,
    "sexual": ModerationCategory.SEXUAL_CONTENT,
    "sexual_content": ModerationCategory.SEXUAL_CONTENT,
    "harassment": ModerationCategory.HARASSMENT,
    "insult": ModerationCategory.INSULT,
    "profanity": ModerationCategory.PROFANITY,
}
# The worst a phrase of each kind can be: swearing, insults and hostility short of a threat are never extreme.
_MAX_SEVERITY = {ModerationCategory.PROFANITY: 3, ModerationCategory.INSULT: 3, ModerationCategory.SEXUAL_CONTENT: 3,
                 ModerationCategory.HARASSMENT: 3, ModerationCategory.THREAT: 4, ModerationCategory.IDENTITY_ATTACK: 4}


def severity_of(category: ModerationCategory, score: float, text: str = "") -> int:
    """1 minor (< 0.5), 2 clear (< 0.8), 3 severe (< 0.93), 4 extreme — capped per category."""
    level = 1 if score < 0.5 else 2 if score < 0.8 else 3 if score < 0.93 else 4
    if category is ModerationCategory.PROFANITY:
        # The judge gives bare swear words a flat score; the word itself says how strong it is.
        level = 1 if is_mild_swearing(text) else max(level, 2)  # mild swearing a site accepts; the rest is clear
    if category in (ModerationCategory.THREAT, ModerationCategory.IDENTITY_ATTACK) and score >= 0.5:
        level = max(level, 3)  # a clear threat or identity attack is at least severe
    return min(level, _MAX_SEVERITY[category])


def to_issue(phrase: Phrase) -> Issue | None:
    """The finding for one offending phrase (None for kinds that are not objectionable phrases)."""
    category = CATEGORY_OF_KIND.get(phrase.kind)
    if category is None:
        return None
    return Issue(phrase.start, phrase.end, phrase.text, category, phrase.kind, severity_of(category, phrase.score, phrase.text),
                 phrase.score, {"reason": phrase.reason})


def objectionable_issues(analysis: Analysis) -> list[Issue]:
    """Objectionable phrases found by the toxicity judge, in text order, overlaps resolved by score."""
    issues = [issue for phrase in toxicity.offending_phrases(analysis) if (issue := to_issue(phrase))]
    issues += _insults_the_judge_left(analysis, issues)
    return _without_overlaps(sorted(issues, key=lambda i: (-i.severity, -i.score, i.start)))


def _without_overlaps(ranked: list[Issue]) -> list[Issue]:
    """Each issue in rank order unless it overlaps one kept before it, in text order. The kept spans are disjoint,
    so only the last one starting before an issue's end can overlap it: one bisection per issue, not a comparison
    with every kept one (a comment of 1,250 threats was a million comparisons)."""
    spans: list[tuple[int, int]] = []  # (start, end) of the kept issues, sorted
    kept: list[Issue] = []
    for issue in ranked:
        at = bisect_left(spans, (issue.end,)) - 1
        if at >= 0 and spans[at][1] > issue.start and spans[at][0] < issue.end:
            continue
        insort(spans, (issue.start, issue.end))
        kept.append(issue)
    return sorted(kept, key=lambda i: i.start)


_HOSTILE_SENTENCE = 0.5  # the toxicity judge's sentence score above which an insult word in it is reported
_NAME_CALLING_SCORE = 0.5  # calling someone names is a clear finding even where the judge scores the sentence low


def _insults_the_judge_left(analysis: Analysis, found: list[Issue]) -> list[Issue]:
    """Insults in sentences the judge gives no phrase for: the insult words of a sentence it scores as hostile ("The
    mayor is a moron."), else insult nouns said of someone ("The board are a bunch of clowns who …"), where its model
    is weak on third-person name-calling. Either is a put-down the coach should point at."""
    out = []
    starts = sorted(i.start for i in found)
    for sentence, score in zip(analysis.sentences, toxicity.sentence_scores(analysis)):
        first = bisect_left(starts, sentence.start)
        if first < len(starts) and starts[first] < sentence.end:
            continue  # the judge found a phrase in this sentence
        spans = insult_spans(sentence.text) if score >= _HOSTILE_SENTENCE else []
        reason = "a put-down of a person"
        if not spans:
            called = name_calling_spans(sentence.text)
            # The lexicon's name-calling nouns add the names the phrase shapes above do not know ("crybabies").
            called += [(a, b) for a, b in names_called(sentence.text) if not any(a < d and c < b for c, d in called)]
            # Contempt words said of people ("the committee is useless", "clueless management"): the same put-down.
            called += [(a, b) for a, b in verdict_spans(sentence.text) if not any(a < d and c < b for c, d in called)]
            spans, score, reason = sorted(called), max(score, _NAME_CALLING_SCORE), "name-calling"
        spans = [span for span, no in zip(spans, denied(sentence.text, spans)) if not no]  # "nobody here is a fool"
        lowered = sentence.text.lower()
        ideas = idea_spans(lowered) if criticises_idea(lowered) else []
        for start, end in spans:
            if said_of_oneself(sentence.text[:start]):
                continue  # "I felt stupid for not reading it" puts no one else down
            if any(a <= start and end == b for a, b in ideas):
                continue  # "the study was fraud": said of an idea, as the toxicity rules read it
            start, end = sentence.start + start, sentence.start + end
            out.append(Issue(start, end, analysis.text[start:end], ModerationCategory.INSULT, "insult",
                             severity_of(ModerationCategory.INSULT, score), score, {"reason": reason}))
    return out
