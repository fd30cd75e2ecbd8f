"""Smoothing factors for the multilingual encoder's int8 graph (multilingual/graph.py), from real comments.

A few of e5's channels carry much larger values than the rest, so one int8 scale per token leaves the others
coarse. Each linear layer's input channel k is divided by s_k and its weight's column k multiplied by it — the same
product — with s_k = max|x_k|^α / max|w_k|^(1 − α), α = 0.5 (SmoothQuant: Xiao et al., 2023), so the input's range
is shared with the weight, which is quantised per output row. max|x_k| is read from the float graph on sentences of
the real sources' train parts; the factors ship as models/smoothing.npz (float16, by weight name).

`python -m moderation.engine.training.multilingual.smooth` (also run by `training multilingual` after the layers are
tuned).
"""

import sys
from pathlib import Path

import numpy as np
import pandas as pd

ALPHA = 0.5
PER_SOURCE = 150  # comments per real source, train parts only
SOURCES = (("multilingual/germeval2018_de.csv", "text"), ("multilingual/toldbr_pt.csv", "text"),
           ("multilingual/mlma_fr.csv", "tweet"))
_LINEARS = {"q": "hidden", "k": "hidden", "v": "hidden", "ao": "hidden", "fi": "hidden", "fo": "feed_forward"}


def calibration_sentences(data_dir: Path) -> list[str]:
    """The sentences of PER_SOURCE train-part comments of each real source (fixed seed), as the runtime segments
    them."""
    from moderation.engine.core.splits import is_validation
    from moderation.engine.core.text import sentences
    from moderation.engine.training.common import SEED

    found: list[str] = []
    for path, column in SOURCES:
        texts = [str(t) for t in pd.read_csv(data_dir / path)[column].dropna() if not is_validation(str(t))]
        picked = pd.Series(texts).sample(min(PER_SOURCE, len(texts)), random_state=SEED).tolist()
        found += [s.text for text in picked for s in sentences(text)]
    return found


def factors(texts: list[str], alpha: float = ALPHA) -> dict[str, np.ndarray]:
    """s_k per input channel of every linear layer, by weight name, from the float graph's inputs over `texts`."""
    import onnxruntime as ort

    from moderation.engine.multilingual.encoder import tuned_layers, weights_path
    from moderation.engine.multilingual.graph import build, linear_weight
    from moderation.engine.multilingual.onnx_encoder import OnnxE5

    reader = OnnxE5(weights_path())  # the runtime's tokenizer and token embeddings
    model, tuned = reader._model, tuned_layers()
    session = ort.InferenceSession(build(model, tuned, calibrate=True), providers=["CPUExecutionProvider"])
    names = [o.name for o in session.get_outputs()][1:]
    ranges = {name: None for name in names}
    for text in texts:
        outputs = session.run(names, {"embeddings": reader.embedded(reader.ids(text)[:reader._window])})
        for name, values in zip(names, outputs, strict=True):
            top = np.abs(values).max(axis=0)
            ranges[name] = top if ranges[name] is None else np.maximum(ranges[name], top)
    sizes, out = model.sizes, {}
    for name, top in ranges.items():
        layer, kind = name.split(".")[:2]
        rows = sizes.feed_forward if kind == "fi" else sizes.hidden
        columns = sizes.feed_forward if kind == "fo" else sizes.hidden
        weight, _ = linear_weight(model, tuned, name, name[:-1] + "b", rows, columns)
        spread = np.maximum(np.abs(weight).max(axis=0), 1e-5)
        out[name] = np.clip(np.maximum(top, 1e-5) ** alpha / spread ** (1 - alpha), 1e-2, 1e2).astype(np.float32)
    return out


def write(data_dir: Path) -> Path:
    """Compute the factors on the calibration sentences and write models/smoothing.npz; the encoder reloads."""
    from moderation.engine.multilingual import encoder

    found = factors(calibration_sentences(data_dir))
    encoder.SMOOTHING.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(encoder.SMOOTHING, **{name: value.astype(np.float16) for name, value in found.items()})
    encoder.reload()
    print(f"wrote {encoder.SMOOTHING} ({len(found)} layers)")
    return encoder.SMOOTHING


if __name__ == "__main__":
    from moderation.engine.training.common import data_dir as default_data_dir

    write(Path(sys.argv[1]) if len(sys.argv) > 1 else default_data_dir())
