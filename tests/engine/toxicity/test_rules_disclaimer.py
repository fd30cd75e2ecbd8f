"""The rule for a disclaimer of prejudice ("I'm not racist, but …") before a claim about a group."""

import pytest

from moderation import engine
from moderation.engine.toxicity.rules import sentence_analysis


def _disclaimers(text: str) -> list:
    return [h for h in sentence_analysis(text).hits if h.reason.startswith("disclaims prejudice")]


@pytest.mark.parametrize("text, group", [
    ("I'm not racist but these people don't share our values.", "people of another race or origin"),
    ("Im not being sexist, but women can't park.", "women"),
    ("I am not homophobic... but gay couples shouldn't adopt.", "gay couples"),
    ("I'm not a bigot, but those people never integrate.", "a group of people"),
])
def test_disclaimer_before_a_group_is_an_identity_attack(text, group):
    hits = _disclaimers(text)
    assert [h.kind for h in hits] == ["identity_attack"]
    assert hits[0].group.lower() == group
    assert text[hits[0].start:hits[0].end].lower().startswith(("i'm not", "im not", "i am not"))


@pytest.mark.parametrize("text", [
    "I'm not racist, but I do think the new estate needs more parking.",  # points at no group
    "I'm not sexist, but the referee got that call wrong.",
    "He said 'I'm not racist but' and then went on about immigrants.",  # the disclaimer is reported
    "She opened with I'm not racist but these people, and the room went quiet.",
    "I'm not racist and I think these people deserve a fair hearing.",  # no "but": no generalisation announced
])
def test_no_finding_without_a_group_or_when_reported(text):
    assert _disclaimers(text) == []


def test_the_coach_reports_it_as_an_objectionable_phrase():
    text = "I'm not racist but these people don't share our values."
    result = engine.score_comment(text, None)
    assert [p.quoted_objectionable_phrase for p in result.objectionable_phrases] == [text.rstrip(".")]
    assert result.overall_score <= 2
