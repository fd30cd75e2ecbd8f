"""Shapes added for issue 26 (dev sentences written for them): a jab before the point, mock praise for a plan, a
question wrapped in a jab at the reader. Each rewrite is offered only if it passes the whole gate."""

import pytest

from tests.engine.rewrite.drafts import rewrites


@pytest.mark.parametrize("draft, rewrite", [
    ("Stop whining, the new crossing saved two lives this year.", "The new crossing saved two lives this year."),
    pytest.param("Keep whining, the new crossing saved two lives this year.",
                 "The new crossing saved two lives this year.", marks=pytest.mark.xfail(strict=True, reason="no card: the model reads this jab under the tone card threshold (issue 25, precision first), so no rewrite is offered; a tone model learned from real sarcasm (item 3) is what would bring it back")),
    ("Typical, the gritters skipped our road again.", "The gritters skipped our road again."),
    pytest.param("Brilliant idea, geniuses, moving the bus station out of town.",
                 "I don't think moving the bus station out of town is a good idea.",
                 marks=pytest.mark.xfail(strict=True, reason="no card: the model reads this jab under the tone card threshold (issue 25, precision first), so no rewrite is offered; a tone model learned from real sarcasm (item 3) is what would bring it back")),
    ("Do you people even know when the bins are collected?", "Do you know when the bins are collected?"),
])
def test_the_point_is_kept_without_the_jab(draft, rewrite):
    assert rewrites(draft) == {rewrite}


@pytest.mark.parametrize("draft, rewrite", [
    ("Anyone who defends the ring road plan is nuts.", "I don't think the ring road plan is a good idea."),
    pytest.param("The bin inspector is a petty little tyrant who fined my neighbour twice.",
                 "The bin inspector fined my neighbour twice.", marks=pytest.mark.xfail(strict=True, reason="no card: the model reads this jab under the tone card threshold (issue 25, precision first), so no rewrite is offered; a tone model learned from real sarcasm (item 3) is what would bring it back")),
])
def test_more_jabs_with_the_point_kept(draft, rewrite):
    assert rewrites(draft) == {rewrite}


def test_a_silenced_topic_is_weighed_two_ways():
    """"X matters less" can read as a dismissal of X, so "I think that matters more than X" is offered beside it."""
    assert rewrites("Quit whining about the fountain, the square needs new benches.") == {
        "The square needs new benches; the fountain matters less.",
        "The square needs new benches; I think that matters more than the fountain."}
