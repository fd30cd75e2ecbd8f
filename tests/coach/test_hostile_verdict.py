"""A draft the engine reads as hostile overall (toxicity ≥ 0.5) is never "Ready to post", even with no card shown
or every card dismissed (issue 38 item 5)."""

from coach.findings import Finding
from coach.verdict import verdict_of
from moderation.schemas.findings import CommentScore
from moderation.schemas.megacall import MegaCallResult


def _result(toxicity: float) -> MegaCallResult:
    return MegaCallResult(comment_score=CommentScore(appears_low_effort=False, overall_score=4,
                                                     toxicity_score=toxicity, toxicity_explanation=""))


def test_hostile_overall_needs_changes_with_no_card():
    verdict = verdict_of(_result(0.54), [])
    assert verdict.state == "changes" and "hostile" in verdict.text


def test_hostile_overall_needs_changes_after_every_card_is_dismissed():
    dismissed = [Finding("objectionable", "idiots", "x")]
    assert verdict_of(_result(0.7), [], dismissed).state == "changes"


def test_a_calm_draft_is_still_ready():
    assert verdict_of(_result(0.2), []).state == "ready"
