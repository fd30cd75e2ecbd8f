"""The writer's weapon or attack dog as the doer of the writer's violence is a threat ("My gun will kill you"), and
a few idioms of bodily harm are read for every subject; the same subjects with things, animals, dangers and idioms
are not (toxicity/threats.py `_OWNED_DOER`, lexicon `wielded_things`, `attack_animals`, `harm_idioms`;
benchmarks/CHOICES.md, "The writer's weapon or dog as the doer of harm"). My own sentences, not the set's."""

import pytest

from moderation import engine
from moderation.engine.toxicity.rules import sentence_analysis
from moderation.schemas.findings import ModerationCategory

THREATS = [
    "My gun will kill you.",
    "My pistol is going to shoot you dead.",
    "Our rottweiler will maul your kids.",
    "My dogs will rip him to pieces.",
    "My shotgun will blow your head off.",
    "My fists will break every bone you have.",
    "My sword will cut you down.",
    "I will put a hole in you.",
    "My knife will open you up.",
    "My dog will chew your face off.",
]
NOT_THREATS = [
    "My dog will tear the cushion to pieces.",
    "My fists are sore from the gym.",
    "Our club is going to destroy you on Saturday.",
    "My bat will destroy your bowlers tomorrow.",
    "The surgeon will open you up tomorrow.",
    "This course will open you up to new ideas.",
    "I'll put a hole in the wall for the cable.",
]


def _threat_hits(text: str) -> list[str]:
    return [text[h.start:h.end] for h in sentence_analysis(text).hits if h.kind == "threat"]


@pytest.mark.parametrize("text", THREATS)
def test_the_writers_weapon_or_dog_doing_harm_is_a_threat_card(text):
    assert _threat_hits(text), text
    score = engine.score_comment(text, None)
    assert any(p.category is ModerationCategory.THREAT for p in score.objectionable_phrases), text
    assert score.overall_score <= 2


@pytest.mark.parametrize("text", NOT_THREATS)
def test_the_same_subjects_and_idioms_said_of_things_are_no_threat(text):
    assert not _threat_hits(text), text
