"""Knowing where a third person lives, said where they can read it, is intimidation (toxicity/targets.py)."""

import pytest

from moderation.engine.toxicity.rules import sentence_analysis


def _threats(text: str) -> list[str]:
    return [text[h.start:h.end] for h in sentence_analysis(text).hits if h.kind == "threat"]


@pytest.mark.parametrize("text", [
    "I know where Hollis lives, and I'm not the only one who's angry.",
    "We know where the editor lives.",
    "Keep writing this rubbish, I know exactly where he lives.",
    "I found out where that councillor sleeps at night.",
    "We know where Jane Porter lives.",
])
def test_knowing_where_someone_else_lives_is_intimidation(text):
    assert _threats(text)


@pytest.mark.parametrize("text", [
    "I know where my grandmother lives, it's two streets away.",
    "We know where our neighbours live and we look out for them.",
    "Do you know where he lives? I owe him a parcel.",
    "I don't know where she lives.",
    "I know where the new library is.",
    "I know where most of the students live: in the halls by the station.",
    "I know where everyone lives in this village, it's that small.",
    "We know where the problem lives: in the budget.",
])
def test_directions_relatives_and_questions_are_not(text):
    assert not _threats(text)
