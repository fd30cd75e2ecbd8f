"""Violence said of a person in a relative clause describes what happened to them: no threat. The same words aimed at
a person are still a threat (toxicity/threats.py, `described`)."""

import pytest

from moderation import engine
from moderation.engine.toxicity.rules import sentence_analysis
from moderation.schemas.findings import ModerationCategory


def _threat_hits(text: str) -> list[str]:
    return [text[h.start:h.end] for h in sentence_analysis(text).hits if h.kind == "threat"]


DESCRIBED = [
    "I hope the woman who was stabbed gets justice.",
    "I hope the man who was shot last night pulls through.",
    "I hope everyone who was hurt recovers soon.",
    "Praying for the family of the boy who got hit by that van.",
    "I hope the girl that was attacked on the towpath is doing better.",
    "I really hope the officer who was beaten up makes a full recovery.",
    "I wish the kids who were injured in the fire a speedy recovery.",
    "I hope the pensioner robbed and beaten outside the bank gets some support.",
    "We hope the driver who was killed is remembered for his kindness.",
    "I hope the lad who got stabbed outside the chippy is okay.",
    "I hope the people who were hurt get proper compensation from the council.",
    "My thoughts are with the teacher who was assaulted, I hope she recovers.",
]

AIMED = [
    "I hope the man who did this gets stabbed.",
    "I hope the judge who let him off gets shot.",
    "The thugs who did this should be hanged.",
    "I hope whoever robbed her gets beaten to a pulp.",
    "I will kill the idiot who keyed my car.",
    "I hope the councillors who voted for this get murdered.",
]


@pytest.mark.parametrize("text", DESCRIBED)
def test_violence_that_describes_a_person_is_no_threat(text):
    assert not _threat_hits(text)


@pytest.mark.parametrize("text", AIMED)
def test_the_same_words_aimed_at_a_person_are_a_threat(text):
    assert _threat_hits(text)


@pytest.mark.parametrize("text", DESCRIBED[:3])
def test_a_wish_of_recovery_gets_no_threat_card(text):
    found = engine.score_comment(text, None)
    assert not [p for p in found.objectionable_phrases if p.category is ModerationCategory.THREAT]


def test_a_wish_of_violence_keeps_its_card():
    found = engine.score_comment(AIMED[0], None)
    assert [p for p in found.objectionable_phrases if p.category is ModerationCategory.THREAT]
