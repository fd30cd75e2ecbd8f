"""UI-free editor logic: offsets for the browser, accept exactly the quoted span, undo, dismiss, overlaps, verdict."""

from coach.check import CheckOutcome
from coach.drafting import accept, current_findings, dismiss, editor_items, from_utf16, set_draft, undo, utf16_offset
from coach.findings import Finding, findings_of
from coach.plain import plain
from coach.state import init_state
from coach.verdict import verdict_of
from moderation.schemas.checks import (
    BannedTopicsResult, CommentRelevanceResult, OnTopicResult, SpamDetectionResult,
)
from moderation.schemas.findings import CommentScore
from moderation.schemas.megacall import MegaCallResult

DRAFT = "Nice 😀 plan. You clown, you clown. Everyone knows it fails."


def _state(findings: list[Finding], result: MegaCallResult | None = None) -> dict:
    state: dict = {}
    init_state(state)
    state["draft"] = DRAFT
    state["last_result"] = CheckOutcome(DRAFT, result or MegaCallResult(), findings)
    return state


def _score(overall: int) -> CommentScore:
    return CommentScore(appears_low_effort=False, overall_score=overall, toxicity_score=0.1, toxicity_explanation="")


def test_utf16_offsets_round_trip():
    at = DRAFT.index("plan")
    assert utf16_offset(DRAFT, at) == at + 1  # the emoji is two UTF-16 code units
    assert from_utf16(DRAFT, utf16_offset(DRAFT, at)) == at


def test_accept_replaces_the_occurrence_the_editor_points_at_and_undo_restores():
    second = DRAFT.index("you clown")
    state = _state([Finding("objectionable", "You clown", "An insult.", rewrite="I disagree", start=14, end=23)])
    accept(state, 0, (second, second + len("you clown")))
    assert state["draft"] == "Nice 😀 plan. You clown, I disagree. Everyone knows it fails."
    assert state["draft_version"] == 1
    assert undo(state) and state["draft"] == DRAFT and state["draft_version"] == 2
    assert not undo(state)


def test_findings_follow_the_words_as_the_draft_is_edited_and_dismiss_hides_them():
    clown = DRAFT.index("You clown")
    state = _state([Finding("objectionable", "You clown", "x", start=clown, end=clown + 9),
                    Finding("fallacy", "Everyone knows", "y", start=DRAFT.index("Everyone"), end=DRAFT.index(" it"))])
    set_draft(state, "Well. " + DRAFT)
    moved = current_findings(state)
    assert [state["draft"][f.start:f.end] for f in moved] == ["You clown", "Everyone knows"]
    dismiss(state, 0)
    assert [f.kind for f in current_findings(state)] == ["fallacy"]


def test_overlapping_findings_all_reach_the_editor():
    sentence = "Everyone knows it fails."
    start = DRAFT.index(sentence)
    state = _state([Finding("banned", sentence, "a", start=start, end=start + len(sentence)),
                    Finding("fallacy", "Everyone knows", "b", start=start, end=start + 14)])
    items = editor_items(DRAFT, current_findings(state), can_rewrite=True)
    assert {i["kind"] for i in items} == {"banned", "fallacy"}
    assert items[0]["start"] == items[1]["start"] == utf16_offset(DRAFT, start)


def test_verdict_never_praises_a_failing_draft():
    spam = SpamDetectionResult(is_spam=True, confidence=1.0, reasoning="Spam: links (0 of 64 bits differ).")
    result = MegaCallResult(comment_score=_score(5), spam_check=spam)
    verdict = verdict_of(result, findings_of(DRAFT, result))
    assert verdict.state == "changes" and "reads as spam" in verdict.text
    off = CommentRelevanceResult(
        on_topic=OnTopicResult(reasoning="Off topic (similarity 0.05).", on_topic=False, confidence=0.9),
        banned_topics=BannedTopicsResult(reasoning="", banned_topics=[], quantity_on_banned_topics=0.0, confidence=1.0))
    result = MegaCallResult(comment_score=_score(5), relevance_check=off)
    assert verdict_of(result, findings_of(DRAFT, result)).text == "Needs changes: off-topic"
    good = MegaCallResult(comment_score=_score(5))
    assert verdict_of(good, []).state == "ready"
    hostile = _score(3).model_copy(update={"toxicity_score": 0.45})  # what would raise it can be named
    assert verdict_of(MegaCallResult(comment_score=hostile), []).state == "improve"
    # with nothing to name, a 3/5 is not called "could be better" (issue 41 item 6)
    assert verdict_of(MegaCallResult(comment_score=_score(3)), []).state == "ready"


def test_plain_copy_drops_internal_figures():
    assert plain("Spam: repeats a comment (0 of 64 bits differ).") == "Spam: repeats a comment."
    assert plain("Off topic (similarity 0.05).") == "Off topic."
    assert plain("I said (1) is fine") == "I said (1) is fine"
