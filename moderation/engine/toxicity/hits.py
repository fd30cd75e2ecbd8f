"""A rule hit: the span of a sentence a rule fired on, what kind of harm, how strong, at whom and why."""

from dataclasses import dataclass

from moderation.engine.toxicity.normalise import Normalised


@dataclass(frozen=True)
class RuleHit:
    """One rule match: source offsets into the sentence, kind, strength, group targeted (or ''), why, and whether it is
    damped because quoted or reported (scope.py)."""

    start: int
    end: int
    kind: str
    score: float
    group: str
    reason: str
    reported: bool = False


def hit(norm: Normalised, start: int, end: int, kind: str, score: float, group: str, reason: str,
        reported: bool = False) -> RuleHit:
    """A hit mapped back to source offsets."""
    src_start, src_end = norm.source_span(start, end)
    return RuleHit(src_start, src_end, kind, score, group, reason, reported)
