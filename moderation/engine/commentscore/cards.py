"""Precision first: which findings are shown as cards (confidence at or above their kind's threshold) and which are held back."""

import json
from functools import lru_cache
from pathlib import Path

from moderation.engine.commentscore.tone_model import MODEL_KIND
from moderation.engine.core.types import Issue
from moderation.schemas.findings import ModerationCategory

THRESHOLDS = Path(__file__).resolve().parent / "data" / "card_thresholds.json"
# A threat or an attack on a group is always shown: a coach must never call one "Ready to post".
ALWAYS_SHOWN = frozenset({ModerationCategory.THREAT, ModerationCategory.IDENTITY_ATTACK})
KINDS = ("tone", "fallacy", "objectionable", "low_effort")


@lru_cache(maxsize=1)
def thresholds() -> dict[str, float]:
    """Each kind's threshold, from the file the chooser wrote (training/commentscore/train.py)."""
    return {kind: float(value) for kind, value in json.loads(THRESHOLDS.read_text())["thresholds"].items()}


def by_threshold(issue: Issue) -> bool:
    """Whether a threshold can hold the finding back: a probability from a model (the tone model's sentences, the
    fallacy gate's, the toxicity judge's phrases), not a precise cue or phrase pattern, nor a threat or hate."""
    if issue.category in ALWAYS_SHOWN:
        return False
    if issue.category is ModerationCategory.LOGICAL_FALLACY:
        return "cue" not in issue.slots
    if issue.category is ModerationCategory.DISMISSIVE_TONE:
        return issue.label == MODEL_KIND
    return True


def shown(kind: str, issue: Issue) -> bool:
    """Whether `issue` (of `kind`: tone, fallacy or objectionable) is confident enough to be a card."""
    return not by_threshold(issue) or issue.score >= thresholds()[kind]


def split(kind: str, issues: list[Issue]) -> tuple[list[Issue], list[Issue]]:
    """(cards, held back) of one kind's findings, each in the given order."""
    cards: list[Issue] = []
    held: list[Issue] = []
    for issue in issues:
        (cards if shown(kind, issue) else held).append(issue)
    return cards, held
