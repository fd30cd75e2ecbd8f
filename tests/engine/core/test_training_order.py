"""`make train` order: the encoder before everything, the tone model after the toxicity graft it reads."""

from moderation.engine import training
from moderation.engine.training.__main__ import training_order
from moderation.engine.training.common import selected_modules


def test_the_encoder_comes_first_and_tone_after_toxicity():
    order = training_order(selected_modules(training, "", [], packages=True))
    assert order[0] == "encoder"
    assert order.index("tone") > order.index("toxicity")
    assert set(order) >= {"dogwhistles", "fallacies", "spam"}
