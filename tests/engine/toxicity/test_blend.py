"""The fine-tuned logits mix with the heads per attribute family: hate (IDENTITY_ATTACK, THREAT) and the rest."""

import json
from types import SimpleNamespace

import numpy as np

from moderation.engine.toxicity import blend as blend_module
from moderation.engine.toxicity.blend import Blend

NAMES = ("TOXICITY", "IDENTITY_ATTACK", "INSULT", "THREAT")


def _analysis(logits: np.ndarray, tokens: list[int]):
    return SimpleNamespace(sentence_logits=logits, encoded=SimpleNamespace(tokens=np.array(tokens)))


def test_hate_weight_moves_only_the_hate_columns() -> None:
    heads = np.full((1, 4), 0.2)
    analysis = _analysis(np.zeros((1, 4)), [5])  # fine-tuned probability 0.5 everywhere
    out = Blend(weight=0.0, hate_weight=1.0).sentences(heads, analysis, NAMES)[0]
    assert np.allclose(out, [0.2, 0.5, 0.2, 0.5])
    out = Blend(weight=0.5, hate_weight=0.0).sentences(heads, analysis, NAMES)[0]
    assert np.allclose(out, [0.35, 0.2, 0.35, 0.2])


def test_zero_weights_leave_the_heads_untouched_and_inactive() -> None:
    heads = np.full((2, 4), 0.3)
    blend = Blend(0.0, True, 0.0)
    assert not blend.active and blend.sentences(heads, _analysis(np.ones((2, 4)), [3, 4]), NAMES) is heads
    assert Blend(0.0, True, 0.25).active and Blend(0.5).hate == 0.5


def test_whole_comment_logits_are_token_weighted() -> None:
    heads = np.zeros(4)
    logits = np.array([[2.0, 0, 0, 0], [-2.0, 0, 0, 0]])
    out = Blend(weight=1.0).whole(heads, _analysis(logits, [3, 1]), NAMES)
    assert np.isclose(out[0], 1 / (1 + np.exp(-1.0)))


def test_the_committed_choice_loads_with_its_hate_weight(tmp_path) -> None:
    path = tmp_path / "blend.json"
    path.write_text(json.dumps({"weight": 0.25, "hate_weight": 0.75, "rules": True}))
    assert blend_module.load(path).key() == (0.75, 0.25, True)
    path.write_text(json.dumps({"weight": 0.5, "rules": False}))  # older files: one weight for every column
    assert blend_module.load(path).key() == (0.5, 0.5, False)
