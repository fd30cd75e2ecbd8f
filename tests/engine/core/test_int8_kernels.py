"""The int8 kernel is chosen per CPU (core/kernels.py): signed weights only where they give the shipped graph's
outputs bit for bit, confirmed on probe texts at start-up; an operator can force either kind."""

import numpy as np
import pytest

from moderation.engine.core import kernels
from moderation.engine.core.embedder import QUANTISED_PATH, Embedder, base_model_path

TEXTS = ["You are a pathetic idiot.", "The council approved the new footbridge over the river.",
         "no " * 100, "ZZZZ QQQQ ###### 8888888 ŋŋŋ"]


def _encoded(monkeypatch, setting: str) -> tuple[Embedder, object]:
    monkeypatch.setenv("MODERATION_INT8_WEIGHTS", setting)
    embedder = Embedder()
    return embedder, embedder.encode(TEXTS)


@pytest.mark.skipif(not kernels.has_dot_product(), reason="this CPU has no int8 dot-product instructions (VNNI)")
def test_signed_weights_are_chosen_here_and_give_the_same_outputs_bit_for_bit(monkeypatch):
    signed, fast = _encoded(monkeypatch, "auto")
    unsigned, exact = _encoded(monkeypatch, "unsigned")
    assert signed.signed and not unsigned.signed
    assert np.array_equal(fast.vectors, exact.vectors)
    if exact.logits is not None:
        assert np.array_equal(fast.logits, exact.logits)
    if exact.tone is not None:
        assert np.array_equal(fast.tone, exact.tone)


def test_without_dot_product_instructions_the_weights_stay_unsigned(monkeypatch):
    monkeypatch.setattr(kernels, "has_dot_product", lambda: False)
    monkeypatch.setenv("MODERATION_INT8_WEIGHTS", "auto")
    assert not Embedder().signed


def test_a_probe_that_disagrees_keeps_the_unsigned_weights(monkeypatch):
    # As on a CPU whose u8 × s8 kernel saturates: the probe texts come out different, so the shipped kind stays.
    monkeypatch.setattr(kernels, "has_dot_product", lambda: True)
    monkeypatch.setattr(kernels, "agree", lambda *_: False)
    monkeypatch.setenv("MODERATION_INT8_WEIGHTS", "auto")
    assert not Embedder().signed


def test_the_operator_forces_a_kind_and_a_wrong_setting_is_refused(monkeypatch):
    monkeypatch.setenv("MODERATION_INT8_WEIGHTS", "unsigned")
    assert not Embedder().signed
    monkeypatch.setenv("MODERATION_INT8_WEIGHTS", "signed")
    assert Embedder().signed
    monkeypatch.setenv("MODERATION_INT8_WEIGHTS", "fastest")
    with pytest.raises(ValueError, match="auto, unsigned or signed"):
        Embedder()


def test_a_float_graph_has_nothing_to_sign(monkeypatch):
    monkeypatch.setenv("MODERATION_INT8_WEIGHTS", "signed")
    assert QUANTISED_PATH.exists()
    assert not Embedder(grafted=False, base_path=base_model_path()).signed
