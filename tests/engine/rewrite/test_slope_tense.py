"""A slippery slope's suggestion hedges every step of the chain alike (issue 41 item 4): "I worry that they could X
and Y could Z", never "could X … and Y will Z"."""

import re

import pytest

from moderation import engine


@pytest.mark.parametrize("text", [
    "If the council closes one pool, next they will sell the parks and the kids will have nowhere to go.",
    "If we allow one bike lane, next they will ban cars from the whole town and every shop will close.",
])
def test_every_step_of_a_hedged_chain_is_hedged(text):
    slopes = [f for f in engine.score_comment(text, None).logical_fallacies if f.fallacy_name == "slippery slope"]
    offered = [s for f in slopes for s in f.suggested_rewrites]
    assert offered, slopes
    for suggestion in offered:
        assert "could" in suggestion and not re.search(r"\bwill\b|'ll\b", suggestion), suggestion


def test_a_noun_will_is_not_a_future_tense():
    from moderation.engine.rewrite.fallacy_shapes import _FUTURE
    assert _FUTURE.sub(" could", "they will ban it against the will of the town") == \
        "they could ban it against the will of the town"
