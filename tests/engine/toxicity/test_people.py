"""One reading of whom a threat is aimed at (toxicity/people.py): a hyphenated person word and a doer in "-ers" are
people in every family that reads a person; a thing in "-ers" is not. Sentences written for these tests."""

import pytest

from moderation.engine.toxicity.people import noun, people_in
from tests.engine.toxicity.test_threat_readings import _threats

AIMED = [
    "Those fly-tippers should be shot.",  # the passive call: a hyphenated doer
    "Shoot the fly-tippers.",  # the command
    "Those anti-vaxxers should be hanged.",
    "That deputy-mayor deserves a bullet.",  # the deserving: a hyphenated role
    "I know where the dog-walkers live.",  # intimidation of a third person
    "The voters deserve a bullet.",
]
NOT_AIMED = [
    "The papers need a good kicking from the editor.",  # things in "-ers": never the person a threat aims at
    "The corners deserve a good hiding from the sun.",
    "Those numbers deserve a bullet point each.",
    "Those posters should be burned.",
    "Hang the streamers over the door.",
    "The leftovers should be binned.",
    "Kill the damn teacher training scheme.",  # a person word before another noun only modifies it
    "Someone should take the voter registration drive out for good.",
]


@pytest.mark.parametrize("text, aimed", [(t, True) for t in AIMED] + [(t, False) for t in NOT_AIMED])
def test_a_threat_is_read_only_where_it_names_a_person(text, aimed):
    assert bool(_threats(text)) is aimed, (text, _threats(text))


def test_a_verb_in_ers_is_no_person_and_a_hyphenated_doer_is_one():
    text = "the old man recovers while the fly-tippers wait"
    assert [m.group() for m in people_in(text)] == ["man", "fly-tippers"]


def test_families_that_leave_roles_or_bodies_out_say_so():
    import re

    assert re.fullmatch(noun(), "cabinet") and not re.fullmatch(noun(bodies=False), "cabinet")
    assert re.fullmatch(noun(), "mayor") and not re.fullmatch(noun(roles=False), "mayor")
    assert not re.fullmatch(noun(), "papers") and re.fullmatch(noun(), "car-thieves")
