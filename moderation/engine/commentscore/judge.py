"""The coach's feedback: fallacies, objectionable phrases, negative tone, low effort, the 1–5 score and toxicity.

Detectors give internal `Issue`s; the rubric and the site's tolerances (score.py) turn them into the
CommentScore. A rule-based rewrite is offered only when it verifiably helps: the comment with the
sentence rewritten is assessed again and must have fewer findings and no more toxicity (strictly less
for an objectionable phrase).
"""

from dataclasses import dataclass, field, replace

from moderation.engine import fallacies, relevance, toxicity
from moderation.engine.commentscore import cards, effort, score, tone_model
from moderation.engine.commentscore.languages import OTHER_READING
from moderation.engine.commentscore.explain import explain_objectionable, explain_tone, explain_toxicity
from moderation.engine.commentscore.objectionable import objectionable_issues
from moderation.engine.commentscore.tone import contempt_for_things, tone_issues
from moderation.engine.core.analysis import Analysis, analyse
from moderation.engine.core.types import ArticleContext
from moderation.engine.fallacies import DISPLAY_NAME, explain_fallacy, fallacy_issues
from moderation.engine.commentscore.rewrites import sentence_of, sentence_rewrites
from moderation.engine.rewrite import Issue, Rewriter
from moderation.schemas.findings import (CommentScore, LogicalFallacy, ModerationCategory, ModerationTolerances,
                                         NegativeTonePhrase, ObjectionablePhrase, ToleranceLevel)

_LOW_EFFORT_HINT = 0.35  # below appears_low_effort's 0.5: a minor low-effort finding
_SUBSTANTIVE = 0.3  # a low-effort probability under this (about nine content words or more) earns the substance point


@dataclass
class Assessment:
    """Everything detected in one comment, before the site's tolerances are applied."""

    objectionable: list[Issue]
    tone: list[Issue]
    fallacies: list[Issue]
    toxicity: float
    low_effort_probability: float
    held: list[Issue] = field(default_factory=list)  # under their kind's card threshold: no card, no effect on the score
    low_effort_threshold: float = 0.5

    @property
    def low_effort(self) -> bool:
        return self.low_effort_probability >= self.low_effort_threshold

    def problem_count(self) -> int:
        return len(self.objectionable) + len(self.tone) + len(self.fallacies) + int(self.low_effort)


def assess(analysis: Analysis, reply_to: str | None = None, sensitive_fallacies: bool = False) -> Assessment:
    """Every finding confident enough to be a card (cards.py); the others are held back."""
    return gated(detect(analysis, reply_to, sensitive_fallacies))


def gated(found: Assessment) -> Assessment:
    """The findings at or above their kind's card threshold; the rest moved to `held`."""
    objectionable, held_objectionable = cards.split("objectionable", found.objectionable)
    tone, held_tone = cards.split("tone", found.tone)
    fallacies, held_fallacies = cards.split("fallacy", found.fallacies)
    return Assessment(objectionable, tone, fallacies, found.toxicity, found.low_effort_probability,
                      held_objectionable + held_tone + held_fallacies, cards.thresholds()["low_effort"])


def detect(analysis: Analysis, reply_to: str | None = None, sensitive_fallacies: bool = False) -> Assessment:
    """Run every detector once over the shared analysis (every finding, before the card thresholds)."""
    objectionable, contempt = contempt_for_things(analysis, objectionable_issues(analysis))
    # A phrase already reported as objectionable is not reported again as tone.
    # A whole sentence flagged for its tone is left to an objectionable phrase inside it.
    found = tone_issues(analysis)
    # Contempt for a thing that a tone phrase already quotes ("just dumb") is that phrase's finding.
    contempt = [c for c in contempt if not any(t.label == "dismissive" and c.start < t.end and t.start < c.end
                                               for t in found)]
    tone = sorted(contempt + [t for t in found if not any(
        (o.start <= t.start and t.end <= o.end) or (t.label != "dismissive" and t.start <= o.start < t.end)
        for o in objectionable + contempt)], key=lambda t: t.start)
    empty = effort.low_effort_probability(analysis, reply_to)
    # A comment that says nothing ("Came here to say this.") makes no argument, so it has no fallacy to point at.
    fallacies = [] if empty >= 0.5 else fallacy_issues(analysis, sensitive_fallacies, objectionable + tone)
    return Assessment(_first_of_each(objectionable), _first_of_each(tone), _first_of_each(fallacies),
                      toxicity.toxicity(analysis), empty)


def _first_of_each(issues: list[Issue]) -> list[Issue]:
    """One finding per repeated quote: the coach shows the first place it occurs."""
    seen: set[tuple[str, str]] = set()
    out = []
    for issue in issues:
        key = (issue.quote.lower(), issue.label)
        if key not in seen:
            seen.add(key)
            out.append(issue)
    return out


def _off_topic(analysis: Analysis, article: ArticleContext | None, reply_to: str | None) -> bool:
    if article is None:
        return False
    verdict = relevance.check_relevance(analysis, article, [], reply_to, []).on_topic
    return not verdict.on_topic and verdict.confidence >= 0.5


def _severities(found: Assessment) -> dict[ModerationCategory, list[int]]:
    out: dict[ModerationCategory, list[int]] = {}
    for issue in found.objectionable + found.tone + found.fallacies:
        out.setdefault(issue.category, []).append(issue.severity)
    if found.low_effort_probability >= _LOW_EFFORT_HINT:
        out.setdefault(ModerationCategory.LOW_EFFORT, []).append(2 if found.low_effort else 1)
    return out


def _with_second_reading(found: Assessment, also: tuple[float, list[Issue]] | None) -> Assessment:
    """`found` with a second reading's findings on sentences none of its own findings touch, and the higher
    toxicity of the two."""
    if also is None:
        return found
    toxicity, issues = also
    mine = found.objectionable + found.tone + found.fallacies
    added = [i for i in issues if not any(o.start < i.end and i.start < o.end for o in mine)]
    return replace(found, objectionable=sorted(found.objectionable + added, key=lambda i: i.start),
                   toxicity=max(found.toxicity, toxicity))


def score_comment(analysis: Analysis, article: ArticleContext | None, reply_to: str | None,
                  tolerances: ModerationTolerances, rewriter: Rewriter | None = None, generative=None,
                  also: tuple[float, list[Issue]] | None = None) -> CommentScore:
    """The CommentScore of a comment under the site's tolerances (`generative`: an optional backend whose
    rewrites are tried first and verified like the offline ones; `also`: a second reading of a comment of no
    certain language, its toxicity and findings, each kept where no English finding covers its sentence)."""
    english = assess(analysis, reply_to, tolerances.logical_fallacy is ToleranceLevel.ZERO_TOLERANCE)
    found = _with_second_reading(english, also)
    inputs = score.RubricInputs(
        toxicity=found.toxicity,
        objectionable_severities=tuple(i.severity for i in found.objectionable),
        fallacy_severities=tuple(i.severity for i in found.fallacies),
        tone_severities=tuple(i.severity for i in found.tone),
        low_effort=found.low_effort,
        off_topic=_off_topic(analysis, article, reply_to),
        substantive=found.low_effort_probability < _SUBSTANTIVE,
    )
    quality = score.quality_score(inputs)
    health = score.health(quality, _severities(found), tolerances, found.toxicity)

    def kept(issue: Issue) -> bool:
        return score.keeps_finding(getattr(tolerances, issue.category.value), issue.severity)

    # Rewrites mend what the English reading found; a sentence only the second reading flags gets none.
    verified = sentence_rewrites(analysis, english, lambda again: assess(again, reply_to), rewriter, generative)

    given: set[int] = set()

    def rewrite(issue: Issue) -> dict:
        """The sentence's rewrites, on the first card of that sentence only (never two cards with one text);
        `suggested_rewrite` is the first of `suggested_rewrites`, for clients that read one."""
        sentence = sentence_of(analysis, issue)
        if issue.label == OTHER_READING or sentence is None or sentence.start in given or sentence.start not in verified:
            return {"suggested_rewrite": "", "rewrite_replaces": ""}
        given.add(sentence.start)
        suggestions, replaces, explanation = verified[sentence.start]
        out = {"suggested_rewrite": suggestions[0], "suggested_rewrites": list(suggestions), "rewrite_replaces": replaces}
        return out | ({"explanation": explanation} if explanation else {})

    objectionable = [ObjectionablePhrase(quoted_objectionable_phrase=i.quote, category=i.category, severity=i.severity,
                                         **({"explanation": explain_objectionable(i, analysis.text)} | rewrite(i)))
                     for i in found.objectionable if kept(i)]
    tone = [NegativeTonePhrase(quoted_negative_tone_phrase=i.quote, category=i.category, severity=i.severity,
                               **({"explanation": explain_tone(i)} | rewrite(i)))
            for i in found.tone if kept(i)]
    fallacies = [LogicalFallacy(fallacy_name=DISPLAY_NAME.get(i.label, i.label), quoted_logical_fallacy_example=i.quote,
                                severity=i.severity, **({"explanation": explain_fallacy(i)} | rewrite(i)))
                 for i in found.fallacies if kept(i)]
    return CommentScore(
        logical_fallacies=fallacies, objectionable_phrases=objectionable, negative_tone_phrases=tone,
        appears_low_effort=found.low_effort, overall_score=health.overall_score,
        toxicity_score=round(min(1.0, max(0.0, found.toxicity)), 4),
        toxicity_explanation=explain_toxicity(found.toxicity, found.objectionable),
        exceeds_tolerance=health.exceeds_tolerance, tolerances=tolerances,
        health_score=health.health_score, health_items=health.items,
    )


def warm_up() -> None:
    """Load the fallacy, toxicity and tone models and the parser the rewrites read, and embed the content-free
    prototypes."""
    from moderation.engine.core import parse
    parse.warm_up()
    fallacies.warm_up()
    toxicity.warm_up()
    tone_model.warm_up()
    effort.content_free_by_meaning(analyse("Warm-up."))
