"""A contest's verbs in a sentence about a contest, and rotting in prison, are no threat; "kill" after a match and
violence outside a contest still are (toxicity/threats.py, `not_violence`)."""

import pytest

from moderation.engine.toxicity.rules import sentence_analysis


def _threats(text: str) -> list[str]:
    return [text[h.start:h.end] for h in sentence_analysis(text).hits if h.kind == "threat"]


@pytest.mark.parametrize("text", [
    "We're going to destroy them on Saturday, 3-0 easy.",
    "We'll crush them at the polls in May.",
    "Our lads will thrash them in the derby.",
    "He deserves to rot in prison for what he did.",
    "I hope they rot in jail, every one of them.",
])
def test_a_contest_or_a_punishment_is_no_threat(text):
    assert not _threats(text)


@pytest.mark.parametrize("text", [
    "We're going to kill them on Saturday.",  # "kill" is never a contest's verb
    "I'll stab you after the match.",
    "Let's destroy them all, the filthy rats.",  # no contest named
    "After the game I'm going to find you.",  # intimidation stays
])
def test_violence_stays_a_threat(text):
    assert _threats(text)


@pytest.mark.parametrize("text", [
    "It's game over for them: let's destroy them all.",  # "game over" names no contest
    "After the match I'll beat the living daylights out of you.",  # an assault, whatever the occasion
])
def test_an_idiom_or_an_assault_is_no_contest(text):
    assert _threats(text)
