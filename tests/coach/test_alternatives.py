"""Several suggestions on one card (issue 26): each previewed with its word changes, each accepted as exactly its
text in one undo step; sentences written for these tests."""

import pytest

from coach.check import CheckOutcome
from coach.diff import changes_html, word_changes
from coach.drafting import accept, current_findings, editor_items, undo
from coach.findings import Finding, findings_of
from coach.state import init_state
from moderation.schemas.findings import CommentScore, ObjectionablePhrase
from moderation.schemas.megacall import MegaCallResult

SENTENCE = "This daft ticket machine ate my coins twice."
DRAFT = "Parking on Quay Street is a mess. " + SENTENCE
CHOICES = ("This ticket machine ate my coins twice.", "This faulty ticket machine ate my coins twice.",
           "I think this ticket machine ate my coins twice.")


def _result(alternatives: list[str]) -> MegaCallResult:
    phrase = ObjectionablePhrase(quoted_objectionable_phrase="daft", explanation="A put-down.",
                                 suggested_rewrite=alternatives[0] if alternatives else "",
                                 suggested_rewrites=alternatives, rewrite_replaces=SENTENCE)
    score = CommentScore(objectionable_phrases=[phrase], appears_low_effort=False, overall_score=3,
                         toxicity_score=0.3, toxicity_explanation="")
    return MegaCallResult(comment_score=score)


def _state(result: MegaCallResult) -> dict:
    state: dict = {}
    init_state(state)
    state["draft"] = DRAFT
    state["last_result"] = CheckOutcome(DRAFT, result, findings_of(DRAFT, result))
    return state


def test_the_card_carries_every_suggestion_first_the_single_one():
    (finding,) = findings_of(DRAFT, _result(list(CHOICES)))
    assert finding.rewrite == CHOICES[0] and finding.choices == CHOICES


def test_an_older_service_with_one_suggestion_still_gives_one_choice():
    result = _result([])
    result.comment_score.objectionable_phrases[0].suggested_rewrite = CHOICES[1]
    (finding,) = findings_of(DRAFT, result)
    assert finding.choices == (CHOICES[1],)


@pytest.mark.parametrize("choice", [0, 1, 2])
def test_accepting_a_suggestion_applies_exactly_its_text_in_one_undo_step(choice):
    state = _state(_result(list(CHOICES)))
    accept(state, 0, choice=choice)
    assert state["draft"] == "Parking on Quay Street is a mess. " + CHOICES[choice]
    assert undo(state) and state["draft"] == DRAFT
    assert not undo(state)


def test_a_choice_no_longer_offered_is_refused():
    state = _state(_result(list(CHOICES[:2])))
    with pytest.raises(ValueError):
        accept(state, 0, choice=2)
    assert state["draft"] == DRAFT


def test_the_editor_gets_each_suggestion_with_its_word_changes():
    state = _state(_result(list(CHOICES)))
    (item,) = editor_items(DRAFT, current_findings(state), can_rewrite=True)
    assert [a["text"] for a in item["alternatives"]] == list(CHOICES)
    assert item["alternatives"][0]["changes"] == [["same", "This"], ["del", " daft"],
                                                  ["same", " ticket machine ate my coins twice."]]
    assert ["ins", "faulty"] in item["alternatives"][1]["changes"]


def test_changes_rebuild_both_texts_and_the_html_strikes_and_highlights():
    for before, after in [(SENTENCE, text) for text in CHOICES] + [("", "New."), ("Old words.", "")]:
        changes = word_changes(before, after)
        assert "".join(t for k, t in changes if k != "del") == after
        assert "".join(t for k, t in changes if k != "ins") == before
    html = changes_html("Fix the <b>pier</b> now, idiots.", "Fix the <b>pier</b> now.")
    assert "<del" in html and "idiots" in html and "<b>" not in html
