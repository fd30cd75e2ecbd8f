"""A fallacy card quotes a premise and a conclusion from the comment; a question or a bare statement has neither."""

import pytest

from moderation.engine.fallacies.argument import premise_and_conclusion


def _parts(text: str, cue: str = "", ground: str = "", claim: str = ""):
    found = premise_and_conclusion(text, 0, len(text), cue, ground, claim)
    return found and tuple(text[a:b] for a, b in found)


@pytest.mark.parametrize("text, premise, conclusion", [
    ("The caretaker parks badly, so his view on the hedge is worthless.", "The caretaker parks badly",
     "his view on the hedge is worthless"),
    ("The ferry timetable must be wrong because the harbour master drafted it.", "the harbour master drafted it",
     "The ferry timetable must be wrong"),
    ("If the café gets a terrace, then every pavement in town will vanish.", "the café gets a terrace",
     "every pavement in town will vanish"),
    ("Most of my neighbours like the mural, which means it deserves the prize.", "Most of my neighbours like the mural",
     "it deserves the prize"),
])
def test_a_connective_gives_both_sides(text, premise, conclusion):
    assert _parts(text) == (premise, conclusion)


@pytest.mark.parametrize("text", [
    "So why was the allotment waiting list closed?",  # a question asserts nothing
    "The pool reopens on the ninth of March.",  # a plain fact takes no step
    "Is it true, since the meeting ran late, that the vote moved?",
])
def test_no_argument_without_a_stated_step(text):
    assert _parts(text) is None


def test_a_cue_backs_the_claim_beside_it():
    text = "Everybody agrees the night market is the best thing on the street."
    assert _parts(text, cue=text, claim="the night market is the best thing on the street") == (
        "Everybody agrees", "the night market is the best thing on the street")


def test_a_cue_may_ask_its_question():
    text = "What about the fountain they forgot to fix last spring?"
    assert _parts(text, cue="What about") == ("What about", "the fountain they forgot to fix last spring")


@pytest.mark.parametrize("text, kept", [
    ("So why did the library stop lending tools?", False),
    ("The mayor cycles to work, so the bike lane plan is obviously biased.", True),
])
def test_a_gate_finding_is_kept_only_with_its_premise_and_conclusion(monkeypatch, text, kept):
    from moderation.engine.core.analysis import Analysis
    from moderation.engine.core.types import Issue
    from moderation.engine.fallacies import judge
    from moderation.schemas.findings import ModerationCategory

    gate = Issue(0, len(text), text, ModerationCategory.LOGICAL_FALLACY, "ad hominem", 2, 0.95)
    monkeypatch.setattr(judge, "cue_issues", lambda analysis: [])
    monkeypatch.setattr(judge, "model_issues", lambda analysis, skip, sensitive=False: [gate])
    found = judge.fallacy_issues(Analysis(text))
    assert bool(found) == kept
    if kept:
        assert found[0].slots["premise"] == "The mayor cycles to work"
        assert found[0].slots["conclusion"] == "the bike lane plan is obviously biased"
