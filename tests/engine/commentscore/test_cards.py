"""Precision first: a model's finding under its kind's threshold is held back (no card, no lower score); rules,
threats and hate are always shown."""

import pytest

from moderation.engine.commentscore import cards, judge
from moderation.engine.commentscore.tone_model import MODEL_KIND
from moderation.engine.core.types import Issue
from moderation.schemas.findings import ModerationCategory, ModerationTolerances

TEXT = "The new bins arrive on Friday and the old ones go to the depot."


@pytest.fixture
def strict_thresholds(monkeypatch):
    """Every kind's threshold at 0.8."""
    monkeypatch.setattr(cards, "thresholds", lambda: {kind: 0.8 for kind in cards.KINDS})


def _issue(category: ModerationCategory, label: str, score: float, **slots: str) -> Issue:
    return Issue(0, 13, TEXT[:13], category, label, 2, score, slots)


def test_the_file_has_a_threshold_for_every_kind():
    assert set(cards.thresholds()) == set(cards.KINDS)
    assert cards.thresholds()["low_effort"] >= 0.5


def test_a_model_finding_under_the_threshold_is_held(strict_thresholds):
    low = _issue(ModerationCategory.DISMISSIVE_TONE, MODEL_KIND, 0.79)
    high = _issue(ModerationCategory.DISMISSIVE_TONE, MODEL_KIND, 0.81)
    assert cards.split("tone", [low, high]) == ([high], [low])


def test_a_cue_or_pattern_is_not_held(strict_thresholds):
    assert cards.shown("tone", _issue(ModerationCategory.DISMISSIVE_TONE, "sarcasm", 0.1, cue="what a surprise"))
    assert cards.shown("fallacy", _issue(ModerationCategory.LOGICAL_FALLACY, "ad populum", 0.1, cue="everyone knows"))
    assert not cards.shown("fallacy", _issue(ModerationCategory.LOGICAL_FALLACY, "ad populum", 0.5))


@pytest.mark.parametrize("category", [ModerationCategory.THREAT, ModerationCategory.IDENTITY_ATTACK])
def test_threats_and_hate_are_always_cards(strict_thresholds, category):
    assert cards.shown("objectionable", _issue(category, category.value, 0.05))
    assert not cards.shown("objectionable", _issue(ModerationCategory.PROFANITY, "profanity", 0.05))


def test_a_held_finding_neither_makes_a_card_nor_lowers_the_score(strict_thresholds, monkeypatch):
    held = judge.Assessment([], [_issue(ModerationCategory.DISMISSIVE_TONE, MODEL_KIND, 0.79)],
                            [_issue(ModerationCategory.LOGICAL_FALLACY, "ad hominem", 0.7)], 0.01, 0.1)
    monkeypatch.setattr(judge, "detect", lambda *args, **kwargs: held)
    result = judge.score_comment(judge.analyse(TEXT), None, None, ModerationTolerances())
    assert not result.negative_tone_phrases and not result.logical_fallacies
    assert result.overall_score == 5
    assert len(judge.assess(judge.analyse(TEXT)).held) == 2


def test_a_held_finding_is_not_one_a_rewrite_could_reveal(strict_thresholds, monkeypatch):
    from moderation.engine.commentscore import rewrites

    def tone(analysis, score):
        return [_issue(ModerationCategory.DISMISSIVE_TONE, MODEL_KIND, score)]

    nothing = judge.Assessment([], [], [], 0.0, 0.1)
    sentence = judge.analyse(TEXT).sentences[0]
    monkeypatch.setattr(rewrites, "fallacy_issues", lambda analysis: [])
    for score, severity in ((0.79, 0), (0.81, 2)):
        monkeypatch.setattr(rewrites, "tone_issues", lambda analysis, s=score: tone(analysis, s))
        assert rewrites.HiddenFindings(judge.analyse(TEXT)).severity(sentence, nothing) == severity
