"""A danger a thing poses is no attack ("Smoking will kill you"): set aside and held low, while the writer's, a
weapon's, a person's or a group's harm keeps its reading (benchmarks/CHOICES.md, "A danger a thing poses")."""

import pytest

from moderation.engine import toxicity
from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity.dangers import harms_by_things
from moderation.engine.toxicity.reasons import SET_ASIDE
from moderation.engine.toxicity.rules import sentence_analysis

WARNINGS = [
    "Smoking will kill you.",
    "Lack of lifeguards could kill a child.",
    "Those potholes on Station Road will kill someone one day.",
    "That junction is going to kill a cyclist sooner or later.",
    "The heat will kill you if you stay out there.",
    "Closing the pool will kill the town centre.",
    "Those stairs will break your neck one day.",
    "If we lose the appeal, the legal bill is going to hurt everyone.",
]
NOT_WARNINGS = [
    "My dog will kill you.",  # the writer's
    "The bullet will kill you.",  # a weapon
    "Bill will kill you if you talk.",  # a name
    "Kill yourself.",  # a command
    "I will break your neck.",
    "The thugs will break your neck.",  # people
    "That idiot traffic warden will kill someone.",  # an insult in it
    "Foreigners will destroy this country.",  # a group
    "The burglars will break into your house.",
    "Drugs killed my brother.",  # a report in the past: nothing to set aside
]


@pytest.mark.parametrize("text", WARNINGS)
def test_a_danger_a_thing_poses_is_set_aside_and_held_low(text):
    assert harms_by_things(text)
    rules = sentence_analysis(text)
    assert SET_ASIDE["danger"] in rules.cancelled
    assert not any(h.kind in ("threat", "insult", "identity_attack") for h in rules.hits)
    analysis = Analysis(text)
    assert toxicity.toxicity(analysis) <= 0.3
    assert toxicity.scores(analysis).comment("THREAT") <= 0.3
    assert not [p for p in toxicity.offending_phrases(analysis) if p.kind in ("threat", "harassment", "insult")]


@pytest.mark.parametrize("text", NOT_WARNINGS)
def test_harm_by_a_person_a_weapon_or_the_writer_is_not_set_aside(text):
    assert SET_ASIDE["danger"] not in sentence_analysis(text).cancelled


@pytest.mark.parametrize("text", ["I will break your neck.", "The thugs will break your neck.",
                                  "Foreigners will destroy this country.", "That idiot traffic warden will kill someone."])
def test_their_readings_are_kept(text):
    assert any(h.kind in ("threat", "insult", "identity_attack") for h in sentence_analysis(text).hits)


def test_a_capitalised_opener_is_not_sure_enough_to_drop_a_threat():
    # "Trump" is tagged as a common noun: it may hold a sentence low, never set a threat rule's hit aside.
    assert harms_by_things("Smoking will kill you.", sure=True) == []
    assert harms_by_things("Those stairs will break your neck one day.", sure=True)


def test_a_hyphenated_subject_is_read_as_its_last_piece():
    assert harms_by_things("Those e-bikes on the towpath will hurt a child one day.")
