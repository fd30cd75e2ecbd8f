"""The learning curve of the fine-tuned multilingual layers (issue 39): `python -m
moderation.engine.training.multilingual.curve [fractions]`. For each share of the train rows, the top layers and
their own heads are trained from the package's weights (tune.py), and the TOXICITY AUC on each real source's
validation part is measured as the runtime reads a comment (the highest over its sentences and whole). Nothing is
written to the models folder; the shipped heads are refitted by train.py, so these AUCs are the curve's, not the
benchmark's."""

import sys

import numpy as np
from sklearn.metrics import roc_auc_score

from moderation.engine.multilingual.encoder import weights_path
from moderation.engine.multilingual.judge import comment_parts, comment_vectors
from moderation.engine.multilingual.onnx_encoder import OnnxE5
from moderation.engine.training.common import data_dir
from moderation.engine.training.multilingual import tune
from moderation.engine.training.multilingual.data import ATTRIBUTES, training_table
from moderation.engine.training.multilingual.train import REAL_SOURCES, SOURCE_WEIGHTS


def validation_auc(encoder: OnnxE5, heads: tuple[np.ndarray, np.ndarray], texts: list[str],
                   labels: np.ndarray) -> float:
    """TOXICITY AUC of the comments as the runtime reads them, with these heads."""
    column = ATTRIBUTES.index("TOXICITY")
    scores = []
    for text in texts:
        parts = [p.text for p in comment_parts(text)]
        vectors = comment_vectors(*encoder.means(parts))
        scores.append(float((vectors @ heads[0][column] + heads[1][column]).max()))
    return float(roc_auc_score(labels, scores))


def main(fractions: list[float]) -> None:
    table = training_table(data_dir())
    texts, labels, weights = tune.training_rows(table, ATTRIBUTES, SOURCE_WEIGHTS)
    model = tune.packed_model()
    states = tune.lower_states(model, texts)
    held = table[table["validation"] & table["source"].isin(REAL_SOURCES) & table["TOXICITY"].notna()]
    for fraction in fractions:
        top = tune.train(states, labels, weights, model, fraction)
        heads = (top.heads.weight.detach().numpy(), top.heads.bias.detach().numpy())
        encoder = OnnxE5(weights_path(), top.delta())
        row = []
        for source, group in held.groupby("source"):
            auc = validation_auc(encoder, heads, group["text"].tolist(), group["TOXICITY"].to_numpy(float) >= 0.5)
            row.append(f"{source} {auc:.3f}")
        print(f"CURVE {fraction:.2f} of {len(texts)} train rows: validation TOXICITY AUC " + ", ".join(row), flush=True)


if __name__ == "__main__":
    main([float(f) for f in (sys.argv[1:] or ["0.25", "0.5", "1"])])
