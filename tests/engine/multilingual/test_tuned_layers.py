"""The fine-tuned top layers of the multilingual encoder (issue 39): a float delta by the packed tensors' names read
by the same graph in place of the package's 4-bit weights; the training module mirrors that graph."""


import numpy as np
import pytest

from moderation.engine.multilingual import encoder
from moderation.engine.multilingual.onnx_encoder import OnnxE5
from moderation.engine.multilingual.packed import PackedModel, dequantised

TEXTS = ["Der Gemeinderat hat die Brücke gestern gesperrt.", "Ces conseillers sont des abrutis.",
         "Gracias por el artículo, me pareció muy útil."]


def _package() -> PackedModel:
    return PackedModel(encoder.weights_path())


def _cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a * b).sum(1) / np.linalg.norm(a, axis=1) / np.linalg.norm(b, axis=1)


def _package_layer(model: PackedModel, index: int) -> dict[str, np.ndarray]:
    columns = {"fo": model.sizes.feed_forward}
    delta = {}
    for name in ("q", "k", "v", "ao", "fi", "fo"):
        delta[f"l{index}.{name}.w"] = dequantised(model.blocks(f"l{index}.{name}.w", columns.get(name, 384)))
        delta[f"l{index}.{name}.b"] = model.floats(f"l{index}.{name}.b").copy()
    return delta


def test_a_delta_holding_the_packages_own_weights_reads_as_the_package():
    model = _package()
    path = encoder.weights_path()
    base = OnnxE5(path).means(TEXTS)[0]
    same = OnnxE5(path, _package_layer(model, 11)).means(TEXTS)[0]
    assert _cosines(base, same).min() > 0.999  # float weights with float activations against 4-bit with int8 ones


def test_the_shipped_delta_is_in_force_when_present():
    if not encoder.TUNED.exists():
        assert encoder.fingerprint() == "base" and encoder.tuned_layers() == {}
        return
    tuned = encoder.tuned_layers()
    assert tuned and all(name.startswith("l") for name in tuned) and encoder.fingerprint() != "base"
    base = OnnxE5(encoder.weights_path()).means(TEXTS)[0]
    assert _cosines(base, encoder.means(TEXTS)[0]).max() < 0.9999  # the runtime reads the tuned layers


def test_the_training_module_mirrors_the_runtime_graph():
    torch = pytest.importorskip("torch")  # training requirements only
    from moderation.engine.training.multilingual import tune

    model = _package()
    states = tune.lower_states(model, TEXTS)
    top = tune._top(model, tune.FIRST, 7, (np.zeros((7, 384), np.float32), np.zeros(7, np.float32)))
    with torch.no_grad():
        means = []
        for s in states:
            x, mask = torch.tensor(s.astype(np.float32))[None], torch.ones(1, len(s))
            for layer in top.layers:
                x = layer(x, mask)
            means.append(x.mean(1)[0].numpy())
    reference = OnnxE5(encoder.weights_path()).means(TEXTS)[0]
    assert _cosines(np.array(means), reference).min() > 0.999
