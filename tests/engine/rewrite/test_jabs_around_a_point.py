"""Shapes added for issue 26 (dev sentences written for them): a jab before the point, mock praise for a plan, a
question wrapped in a jab at the reader. Each rewrite is offered only if it passes the whole gate."""

import pytest

from tests.engine.rewrite.drafts import rewrites


@pytest.mark.parametrize("draft, rewrite", [
    ("Stop whining, the new crossing saved two lives this year.", "The new crossing saved two lives this year."),
    # A brush-off cue in any form of the verb (round 3 of issue 26: "keep whining" is a card again).
    ("Keep whining, the new crossing saved two lives this year.", "The new crossing saved two lives this year."),
    ("Typical, the gritters skipped our road again.", "The gritters skipped our road again."),
    # The people behind the plan called "geniuses" between commas: mock praise, a card again (round 3).
    ("Brilliant idea, geniuses, moving the bus station out of town.",
     "I don't think moving the bus station out of town is a good idea."),
    ("Do you people even know when the bins are collected?", "Do you know when the bins are collected?"),
])
def test_the_point_is_kept_without_the_jab(draft, rewrite):
    assert rewrites(draft) == {rewrite}


@pytest.mark.parametrize("draft, rewrite", [
    ("Anyone who defends the ring road plan is nuts.", "I don't think the ring road plan is a good idea."),
    # "petty little" heaped on a name of a person (round 3: "tyrant" is a name-calling noun).
    ("The bin inspector is a petty little tyrant who fined my neighbour twice.", "The bin inspector fined my neighbour twice."),
])
def test_more_jabs_with_the_point_kept(draft, rewrite):
    assert rewrites(draft) == {rewrite}


def test_a_silenced_topic_is_weighed_two_ways():
    """"X matters less" can read as a dismissal of X, so "I think that matters more than X" is offered beside it."""
    assert rewrites("Quit whining about the fountain, the square needs new benches.") == {
        "The square needs new benches; the fountain matters less.",
        "The square needs new benches; I think that matters more than the fountain."}
