"""Rewrites read as a user: mock praise before a statement of what is wrong keeps the statement (not a doubt that
it "will help"), "only an idiot would <do> their X" becomes what the writer would not do with their own X, and
"a greedy parasite" said of someone is name-calling."""

import pytest

from tests.engine.rewrite.drafts import rewrites as _rewrites


@pytest.mark.parametrize("draft, rewrite", [
    ("Oh brilliant, another fare rise and the lift at the station still isn't fixed.",
     "Another fare rise and the lift at the station still isn't fixed."),
    ("Oh wonderful, more potholes and the council has no budget left.",
     "More potholes and the council has no budget left."),
])
def test_mock_praise_before_a_statement_keeps_the_statement(draft, rewrite):
    assert _rewrites(draft) == {rewrite}


@pytest.mark.parametrize("draft, rewrite", [
    ("Oh brilliant, another timetable that cuts the last bus home.", "I think this timetable cuts the last bus home."),
    ("Oh great, more parking rules which punished the night shift.",
     "I think these parking rules punished the night shift."),
])
def test_mock_praise_before_a_thing_said_to_be_wrong_says_it_plainly(draft, rewrite):
    assert _rewrites(draft) == {rewrite}


def test_mock_praise_before_a_plan_still_doubts_it():
    assert _rewrites("Oh great, another review of the bus timetable.") == {
        "I doubt another review of the bus timetable will help."}


@pytest.mark.parametrize("draft, rewrite", [
    ("Only an idiot would put their savings into a scheme like that.",
     "I would not put my savings into a scheme like that."),
])
def test_the_generic_persons_things_become_the_writers(draft, rewrite):
    assert _rewrites(draft) == {rewrite}


def test_a_parasite_with_a_verdict_is_name_calling():
    draft = "The letting agent is a greedy parasite who never returns the deposit."
    assert _rewrites(draft) == {"The letting agent never returns the deposit."}


def test_a_literal_parasite_is_not():
    assert _rewrites("A parasite in the pond has killed most of the frogs.") == set()


@pytest.mark.parametrize("draft, rewrite", [
    ("Only idiots would sign a ten-year phone contract.", "I would not sign a ten-year phone contract."),
])
def test_only_people_called_names_in_the_plural_becomes_what_the_writer_would_not_do(draft, rewrite):
    rewrites = _rewrites(draft)
    assert rewrite in rewrites
    assert not any(r.startswith("Only would") for r in rewrites)
