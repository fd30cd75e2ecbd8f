"""What the coach shows for a draft (no article): its cards, their rewrites, the fallacies it names."""

from moderation import engine
from moderation.engine.commentscore.judge import detect
from moderation.engine.core.analysis import analyse


def cards(draft: str) -> list:
    """Every card: objectionable phrases, tone phrases, fallacies."""
    result = engine.score_comment(draft, None)
    return [*result.objectionable_phrases, *result.negative_tone_phrases, *result.logical_fallacies]


def findings(text: str) -> list:
    """Every finding, shown as a card or held back under its kind's card threshold (a suggestion must have none)."""
    found = detect(analyse(text))
    return [*found.objectionable, *found.tone, *found.fallacies]


def rewrites(draft: str) -> set[str]:
    """The rewrites offered on the cards: every alternative (issue 26: up to three per sentence), the first too."""
    return {text for c in cards(draft) for text in [c.suggested_rewrite, *c.suggested_rewrites]} - {None, ""}


def fallacy_names(draft: str) -> list[str]:
    """The names of the fallacies found."""
    return [f.fallacy_name for f in engine.score_comment(draft, None).logical_fallacies]
