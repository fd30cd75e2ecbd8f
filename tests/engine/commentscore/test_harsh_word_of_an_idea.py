"""A harsh word said of a study, plan or claim is criticism, not name-calling; said of a person it stays an insult
(commentscore/objectionable.py, toxicity/targets.py)."""

import pytest

from moderation import engine
from moderation.schemas.findings import ModerationCategory


def _insults(text: str) -> list[str]:
    found = engine.score_comment(text, None)
    return [p.quoted_objectionable_phrase for p in found.objectionable_phrases if p.category is ModerationCategory.INSULT]


@pytest.mark.parametrize("text", [
    "Vaccines don't cause autism, the study was fraud.",
    "The report is bogus and the minister knows it.",
    "That whole scheme is a scam from start to finish.",
])
def test_a_harsh_word_of_an_idea_is_no_insult(text):
    assert not _insults(text)


@pytest.mark.parametrize("text, insult", [
    ("You are a fraud.", "a fraud"),
    ("The mayor is a fraud and the plan is a scam.", "a fraud"),  # the person's word stays, the plan's goes
    ("The report is a joke and the people who wrote it are idiots.", "idiots"),
])
def test_the_same_word_of_a_person_stays_an_insult(text, insult):
    assert insult in _insults(text)
