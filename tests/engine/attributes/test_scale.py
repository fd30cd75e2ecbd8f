"""The external API's scale (attributes/scale.py): a committed monotone map per compat attribute from 0 to 1, applied
to summaries and span scores alike; the native checks keep the engine's own values."""

import numpy as np
import pytest

from moderation import engine
from moderation.engine.attributes import scale

SIX = ("TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT")


@pytest.mark.parametrize("name", SIX)
def test_each_production_attribute_has_a_monotone_map_of_the_unit_interval(name):
    xs, ys = scale.SCALE.knots[name]
    assert xs[0] == 0.0 and ys[0] == 0.0 and xs[-1] == 1.0 and ys[-1] == 1.0
    assert np.all(np.diff(xs) > 0) and np.all(np.diff(ys) >= 0)
    grid = np.linspace(0, 1, 101)
    assert np.all(np.diff([scale.SCALE(name, v) for v in grid]) >= 0)  # ranking never changes


def test_an_attribute_without_a_map_keeps_its_value():
    assert scale.Scale()("TOXICITY", 0.37) == 0.37
    assert scale.SCALE("NOT_AN_ATTRIBUTE", 0.37) == 0.37


def test_summary_and_spans_are_mapped_alike_and_raw_restores_the_engine_values():
    text = "The bus was late again. You are a stupid idiot."
    mapped = engine.score_attributes(text, list(SIX), spans=True)
    with scale.raw():
        own = engine.score_attributes(text, list(SIX), spans=True)
    assert engine.score_attributes(text, ["INSULT"])["INSULT"].score == mapped["INSULT"].score  # raw() restored
    moved = 0
    for name in SIX:
        assert mapped[name].score == pytest.approx(scale.SCALE(name, own[name].score), abs=1e-4)
        for (start, end, value), (start0, end0, value0) in zip(mapped[name].spans, own[name].spans):
            assert (start, end) == (start0, end0) and value == pytest.approx(scale.SCALE(name, value0), abs=1e-4)
        moved += mapped[name].score != own[name].score
    assert moved >= 3  # the map is in force, not the identity
