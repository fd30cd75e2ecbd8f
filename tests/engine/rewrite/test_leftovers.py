"""Breaks that showed once every candidate was verified, not only the first that passed (issue 26); sentences
written for these tests."""

import pytest

from moderation.engine.rewrite.grammar import grammar_problems
from moderation.engine.rewrite.keep import lost
from moderation.engine.rewrite.leftovers import leftovers


@pytest.mark.parametrize("broken", [
    "Those cancelled the school bus again.", "I don't think She has been fair with us.",
    "Who moved the bins, so the street is a mess.", "The stadium, and the car park should open earlier.",
    "I don't think the agents have been honest with us who keep the fees.", "I disagree of a plan.",
    "The stand is open and whatever, what you think.", "What a excuse for a timetable.",
    "If you think the fares will fall, than you look.", "Are, or can you not read the fixture list?",
    "Another pothole season on the high street.",
])
def test_broken_alternatives_are_refused(broken):
    assert grammar_problems(broken), broken


@pytest.mark.parametrize("fine", [
    "They cancelled the school bus again.", "Who moved the bins?", "A one-off fee is fair.",
    "Another pothole appeared on the high street.", "Those of us who live here know the road.",
])
def test_their_mended_forms_pass(fine):
    assert not grammar_problems(fine), fine


def test_a_determiner_left_where_the_insult_was_is_refused_but_one_standing_for_people_is_not():
    assert leftovers("We stopped trusting these clowns last year.", "We stopped trusting these last year.")
    assert not leftovers("We stopped trusting these clowns last year.", "We stopped trusting them last year.")
    assert not leftovers("Those clowns at the depot lost my bin.", "Those at the depot lost my bin.")
    assert not leftovers("The useless timetable changed.", "The timetable changed.")


def test_a_cut_that_takes_the_subject_is_refused_but_one_at_a_clause_boundary_is_not():
    assert leftovers("You muppets sold the pitch to a developer.", "Sold the pitch to a developer.")
    assert not leftovers("Wake up, you muppets, the pitch was sold.", "The pitch was sold.")
    assert not leftovers("The chairman is a clown and the pitch was sold.", "The pitch was sold.")


def test_a_fallacy_rewrite_that_keeps_its_sweep_is_refused():
    original = "Everyone knows referees always favour the big clubs."
    assert leftovers(original, "I think referees always favour the big clubs.", ("ad populum",))
    assert not leftovers(original, "I think referees often favour the big clubs.", ("ad populum",))


def test_calling_someone_a_crook_is_not_softened_into_another_verdict():
    assert "drops the claim of dishonesty" in lost("The chairman is a crook.", "The chairman is misguided.")
    assert not lost("The chairman is a crook.", "I don't think the chairman has been honest with us.")
