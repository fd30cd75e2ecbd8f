"""The 1–5 quality rubric and the site's tolerances: which findings are kept, health items, health score.

Quality rubric (a pure function of the problems found, monotone: removing a problem never lowers it):
  start at 5 when the comment has substance, 4 when it is short but not empty;
  caps: low effort → 2; off topic (article known) → 2; toxicity ≥ 0.4 → 3, ≥ 0.65 → 2, ≥ 0.85 → 1;
        any objectionable phrase → 3, a severe one (severity ≥ 3) → 2, an extreme one → 1;
  deductions: 1 per clear (severity ≥ 2) logical fallacy, at most 2; 1 for any clear negative tone.
Tolerances (the public client's semantics): for a problem category the item score is 5 when nothing
was found, else 5 − worst severity (minor 4, clear 3, severe 2, extreme 1); a level accepts scores at or
above its minimum (PERMISSIVE 2, RELAXED 3, STANDARD 4, STRICT and ZERO_TOLERANCE 5; OFF leaves the item
out). Findings the level accepts are removed from the answer. Quality minimum: PERMISSIVE and RELAXED 2,
STANDARD 3, STRICT 4, ZERO_TOLERANCE 5. health_score = geometric mean of the quality score and the worst
problem item's score (either left out when off); overall_score = health_score rounded.
"""

import math
from collections.abc import Iterable
from dataclasses import dataclass

from moderation.schemas.findings import HealthItemScore, ModerationCategory, ModerationTolerances, ToleranceLevel

_CATEGORY_MINIMUM = {ToleranceLevel.PERMISSIVE: 2, ToleranceLevel.RELAXED: 3, ToleranceLevel.STANDARD: 4,
                     ToleranceLevel.STRICT: 5, ToleranceLevel.ZERO_TOLERANCE: 5}
_QUALITY_MINIMUM = {ToleranceLevel.PERMISSIVE: 2, ToleranceLevel.RELAXED: 2, ToleranceLevel.STANDARD: 3,
                    ToleranceLevel.STRICT: 4, ToleranceLevel.ZERO_TOLERANCE: 5}
QUALITY_ITEM = "quality"
SEVERE_TOXICITY = 0.9  # a comment this toxic exceeds any tolerance


@dataclass(frozen=True)
class RubricInputs:
    """What the quality rubric looks at; every field but `substantive` is a problem (more is worse)."""

    toxicity: float = 0.0
    objectionable_severities: tuple[int, ...] = ()
    fallacy_severities: tuple[int, ...] = ()
    tone_severities: tuple[int, ...] = ()
    low_effort: bool = False
    off_topic: bool = False
    substantive: bool = True


def quality_score(inputs: RubricInputs) -> int:
    """The 1–5 quality score of the rubric in the module docstring."""
    score = 5 if inputs.substantive else 4
    score -= min(2, sum(1 for s in inputs.fallacy_severities if s >= 2))
    score -= 1 if any(s >= 2 for s in inputs.tone_severities) else 0
    caps = [5]
    if inputs.low_effort:
        caps.append(2)
    if inputs.off_topic:
        caps.append(2)
    if inputs.toxicity >= 0.85:
        caps.append(1)
    elif inputs.toxicity >= 0.65:
        caps.append(2)
    elif inputs.toxicity >= 0.4:
        caps.append(3)
    if inputs.objectionable_severities:
        worst = max(inputs.objectionable_severities)
        caps.append(1 if worst >= 4 else 2 if worst == 3 else 3)
    return max(1, min([score, *caps]))


def category_item_score(severities: Iterable[int]) -> int:
    """5 when nothing was found, else 5 minus the worst finding's severity."""
    worst = max(severities, default=0)
    return 5 - worst if worst else 5


def category_minimum(level: ToleranceLevel) -> int:
    """The lowest item score the level accepts (raises for OFF, which is not assessed)."""
    if level is ToleranceLevel.OFF:
        raise ValueError("an OFF item is not assessed and has no minimum")
    return _CATEGORY_MINIMUM[level]


def keeps_finding(level: ToleranceLevel, severity: int) -> bool:
    """Whether a finding of this severity is reported under the level (accepted findings are removed)."""
    return level is not ToleranceLevel.OFF and 5 - severity < _CATEGORY_MINIMUM[level]


@dataclass(frozen=True)
class Health:
    """The health items, the health score and whether the comment exceeds the site's tolerance."""

    items: dict[str, HealthItemScore]
    health_score: float | None
    overall_score: int
    exceeds_tolerance: bool


def health(quality: int, severities_by_category: dict[ModerationCategory, list[int]],
           tolerances: ModerationTolerances, toxicity: float) -> Health:
    """Score each item that is not off, combine the quality and worst problem item, decide exceeds_tolerance."""
    items: dict[str, HealthItemScore] = {}
    problem_scores: list[int] = []
    for category in ModerationCategory:
        level = getattr(tolerances, category.value)
        if level is ToleranceLevel.OFF:
            continue
        score = category_item_score(severities_by_category.get(category, []))
        minimum = category_minimum(level)
        items[category.value] = HealthItemScore(score=score, minimum=minimum, is_acceptable=score >= minimum)
        problem_scores.append(score)
    parts: list[int] = []
    if tolerances.quality is not ToleranceLevel.OFF:
        minimum = _QUALITY_MINIMUM[tolerances.quality]
        items[QUALITY_ITEM] = HealthItemScore(score=quality, minimum=minimum, is_acceptable=quality >= minimum)
        parts.append(quality)
    if problem_scores:
        parts.append(min(problem_scores))
    health_score = math.prod(parts) ** (1 / len(parts)) if parts else None
    # With every item off the comment health is undefined; the overall score then falls back to quality.
    overall = int(math.floor(health_score + 0.5)) if health_score is not None else quality
    exceeds = any(not item.is_acceptable for item in items.values()) or toxicity >= SEVERE_TOXICITY
    return Health(items, None if health_score is None else round(health_score, 3), overall, exceeds)
