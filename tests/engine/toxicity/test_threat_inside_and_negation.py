"""Violence wished on a place with people inside it; a wish on a person joined to others; "nobody" negates a wish
(toxicity/threats.py, targets.py)."""

import pytest

from moderation.engine.toxicity.rules import sentence_analysis


def _threats(text: str) -> list[str]:
    return [text[h.start:h.end] for h in sentence_analysis(text).hits if h.kind == "threat"]


@pytest.mark.parametrize("text", [
    "I hope someone torches the council offices with the mayor still inside.",
    "Someone should firebomb that office while they're all in there.",
    "I hope the team bus crashes with every one of them on board.",
    "Let's burn the town hall down with Hollis inside.",
    "I hope her and her whole rotten family get murdered.",
    "I hope you and everyone you love get stabbed.",
])
def test_violence_on_people_inside_a_place_or_joined_by_and_is_a_threat(text):
    assert _threats(text)


@pytest.mark.parametrize("text", [
    "The old mill burned down with nobody inside, thank goodness.",
    "They torched the warehouse last night with two guards still inside, awful news.",  # a report
    "I hope the new stadium gets built with the fans in mind.",
    "Let's blow up the budget meeting with some real questions.",
    "I hope they win and nobody gets hurt.",
    "I hope the march goes ahead and none of the kids get hurt.",
    "I hope the fire crews get there in time, with three families still inside.",
    "We should smash the record this year with the whole club on board.",
])
def test_look_alikes_are_not(text):
    assert not _threats(text)
