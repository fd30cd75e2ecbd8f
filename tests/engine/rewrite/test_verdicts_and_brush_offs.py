"""Round 3 of issue 26 (sentences written for these tests): drafts that got no card now get one, and the suggestion
says the complaint plainly, keeps the point and reads as one sentence."""

import pytest

from moderation.engine.rewrite.keep import lost
from tests.engine.rewrite.drafts import rewrites


@pytest.mark.parametrize("draft, rewrite", [
    # A contempt word said of a body that acts: the plain word for the same complaint in its place.
    ("The licensing board is useless and should be replaced.", "The licensing board is failing and should be replaced."),
    ("The library trustees are lazy and the roof still leaks.", "The library trustees are slow to act and the roof still leaks."),
    # An animal's name called between the subject and what it did: what it did is the point.
    ("The site manager is a parasite who charged us twice for parking.", "The site manager charged us twice for parking."),
    # "what sort of <name>" asks who does it.
    ("What sort of moron closes the only lift in the station?", "Who closes the only lift in the station?"),
    # Brush-offs before the point, in forms the earlier cues did not hold.
    ("Quit moaning, the lido reopened in May.", "The lido reopened in May."),
    ("What a shambles, the car park on Dean Street still has no lights.", "The car park on Dean Street still has no lights."),
])
def test_the_complaint_is_said_plainly(draft, rewrite):
    assert rewrite in rewrites(draft)


def test_only_people_of_a_name_would():
    offered = rewrites("Only total halfwits would trust the new ticket machines.")
    assert offered and all("halfwit" not in r and "ticket machines" in r for r in offered)


def test_the_reader_asked_without_the_doubt():
    assert "Did you look at the bus timetable for Sundays?" in rewrites("Did you even look at the bus timetable for Sundays?")


def test_the_topic_of_a_brush_off_stays():
    # "Stop whining about X, Y" weighs Y against X: "Y." alone drops half the point.
    offered = rewrites("Stop whining about the parking, the market needs the space.")
    assert "The market needs the space." not in offered
    assert all("parking" in r for r in offered)


def test_a_name_in_its_possessive_is_kept():
    assert lost("This silly trust cut the hours at St Anne's library.", "The trust cut the hours at St Anne's library.",
                ("silly",)) == []


def test_a_contempt_word_before_a_noun_simply_goes():
    # "what kind of clueless council" keeps its noun: only a name is replaced by "who" ("Who council closes …" is broken).
    offered = rewrites("What kind of clueless council closes the only library on a Saturday?")
    assert offered and not any(r.startswith("Who council") for r in offered)


def test_a_bare_jab_is_dropped_not_restated():
    assert not any(r.startswith("Disappointing") for r in rewrites("Pathetic, the lift at the station broke again."))


# Broken suggestions found reading blind set 7 after round 3 (all older than the round); sentences written for them.
def test_a_contempt_word_used_as_a_noun_leaves_no_stub():
    assert not any("kind of to" in r or "kind of misguided to" in r
                   for r in rewrites("It takes a special kind of stupid to close the pool in July."))


def test_an_attributive_contempt_word_keeps_its_article():
    offered = rewrites("The captain is a pathetic puppet of the sponsors and never speaks up.")
    assert not any(" is misguided puppet" in r for r in offered)


def test_a_phrase_cut_mid_clause_is_not_replaced():
    offered = rewrites("Read a book sometime, the canal was built in 1790.")
    assert not any(r.startswith(("Here is what I found sometime", "Sometime")) for r in offered)


def test_a_jab_at_the_end_is_not_turned_into_a_spliced_clause():
    offered = rewrites("The club sold the ground to a developer and called it progress, pathetic.")
    assert not any(r.endswith(", I disagree.") for r in offered)
