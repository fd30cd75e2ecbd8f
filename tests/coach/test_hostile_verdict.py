"""A draft the engine reads as hostile overall (toxicity ≥ 0.5) is never "Ready to post", even with no card shown
or every card dismissed (issue 38 item 5)."""

from coach.findings import Finding
from coach.verdict import verdict_of
from moderation.schemas.findings import CommentScore
from moderation.schemas.megacall import MegaCallResult


def _result(toxicity: float) -> MegaCallResult:
    return MegaCallResult(comment_score=CommentScore(appears_low_effort=False, overall_score=4,
                                                     toxicity_score=toxicity, toxicity_explanation=""))


def test_hostile_overall_needs_changes_with_no_card_when_the_engine_is_sure():
    verdict = verdict_of(_result(0.84), [])
    assert verdict.state == "changes" and "reads as hostile overall" in verdict.text


def test_a_draft_that_may_read_as_hostile_could_be_better_and_is_never_ready():
    """Between 0.5 and 0.8 about half the real comments with no card are labelled toxic: not "needs changes", never
    "ready" (benchmarks/CHOICES.md)."""
    for toxicity in (0.5, 0.54, 0.79):
        verdict = verdict_of(_result(toxicity), [])
        assert verdict.state == "improve" and "may read as hostile" in verdict.text, toxicity
        assert "Ready" not in verdict.text


def test_hostile_overall_is_never_ready_after_every_card_is_dismissed():
    dismissed = [Finding("objectionable", "idiots", "x")]
    assert verdict_of(_result(0.7), [], dismissed).state == "improve"
    assert verdict_of(_result(0.9), [], dismissed).state == "changes"


def test_a_threat_card_still_needs_changes_at_any_toxicity():
    threat = [Finding("objectionable", "should be shot", "Reads as a threat.")]
    for toxicity in (0.1, 0.6, 0.9):
        assert verdict_of(_result(toxicity), threat).state == "changes"


def test_a_calm_draft_is_still_ready():
    assert verdict_of(_result(0.2), []).state == "ready"
