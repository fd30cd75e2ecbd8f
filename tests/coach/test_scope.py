"""Dismissals and undo/redo belong to one draft (issue 26 items 3 and 4); the verdict counts what is shown."""

from coach.check import CheckOutcome
from coach.drafting import (accept, current_findings, dismiss, dismissed_count, redo, restore_dismissed, set_draft,
                            undo, writer_text)
from coach.findings import Finding
from coach.scope import is_new_draft
from coach.state import init_state
from coach.verdict import verdict_of
from moderation.schemas.findings import CommentScore
from moderation.schemas.megacall import MegaCallResult

FIRST = "The lane is fine, but you clowns cheering the council on are wrong about parking."
OTHER = "Buses were late all week and you clowns at the depot never answer the phone."


def _checked(state: dict, draft: str, findings: list[Finding]) -> None:
    """As a check does: the draft as the writer left it, and its findings numbered."""
    writer_text(state, draft)
    numbered = [Finding(f.kind, f.quote, f.explanation, f.rewrite, start=draft.find(f.quote),
                        end=draft.find(f.quote) + len(f.quote), number=n) for n, f in enumerate(findings)]
    score = CommentScore(appears_low_effort=False, overall_score=3, toxicity_score=0.5, toxicity_explanation="")
    state["last_result"] = CheckOutcome(draft, MegaCallResult(comment_score=score), numbered)


def _state() -> dict:
    state: dict = {}
    init_state(state)
    return state


def test_a_revision_is_the_same_draft_and_a_replacement_is_another():
    assert not is_new_draft(FIRST, FIRST.replace("wrong", "mistaken"))
    assert not is_new_draft(FIRST, FIRST + " Thanks for reading.")
    assert is_new_draft(FIRST, OTHER)
    assert is_new_draft(FIRST, "") and is_new_draft("", FIRST)
    assert not is_new_draft("", "")


def test_a_dismissal_does_not_leak_into_a_different_draft_and_can_be_restored():
    state = _state()
    _checked(state, FIRST, [Finding("objectionable", "clowns", "An insult.")])
    dismiss(state, 0)
    assert current_findings(state) == [] and dismissed_count(state) == 1
    # Re-checking the same draft, revised a little, keeps the dismissal.
    _checked(state, FIRST + " Thanks.", [Finding("objectionable", "clowns", "An insult.")])
    assert current_findings(state) == []
    restore_dismissed(state)
    assert [f.quote for f in current_findings(state)] == ["clowns"] and dismissed_count(state) == 0
    dismiss(state, 0)
    # A different draft with the same words: its finding is shown and counted.
    _checked(state, OTHER, [Finding("objectionable", "clowns", "An insult.")])
    shown = current_findings(state)
    assert [f.quote for f in shown] == ["clowns"]
    assert verdict_of(state["last_result"].result, shown).text == "Needs changes: 1 objectionable phrase"


def test_the_verdict_counts_only_the_findings_shown():
    state = _state()
    _checked(state, FIRST, [Finding("objectionable", "clowns", "x"), Finding("tone", "wrong about parking", "y")])
    dismiss(state, 0)
    verdict = verdict_of(state["last_result"].result, current_findings(state))
    assert verdict.text == "Needs changes: 1 negative-tone phrase"


def test_undo_and_redo_stay_in_one_draft_and_never_lose_typed_text():
    state = _state()
    _checked(state, FIRST, [Finding("objectionable", "you clowns", "x", rewrite="you")])
    accept(state, 0)
    accepted = state["draft"]
    assert "clowns" not in accepted
    writer_text(state, accepted + " Typed after.")
    assert undo(state) and state["draft"] == FIRST
    assert redo(state) and state["draft"] == accepted + " Typed after."  # the typing came back with Redo
    assert not redo(state)
    assert undo(state) and state["draft"] == FIRST and not undo(state)
    # A new draft: Undo cannot bring back the old one, whatever happened before.
    redo(state)
    writer_text(state, OTHER)
    assert not state["undo_stack"] and not undo(state) and state["draft"] == OTHER
    assert not redo(state)


def test_a_draft_loaded_by_the_coach_starts_clean():
    state = _state()
    _checked(state, FIRST, [Finding("objectionable", "clowns", "x", rewrite="people")])
    accept(state, 0)
    dismiss(state, 0)
    set_draft(state, OTHER, new=True)
    assert state["undo_stack"] == [] and state["dismissed"] == [] and state["redo_stack"] == []
