"""Install a fine-tuning run for the runtime: export its int8 graph (export.py) as core/models/encoder.onnx and
choose each head's calibration as the runtime reads a comment (every sentence scored, the highest counts), on train
rows only: THREAT's bar is the highest of the logits that flag 2% of civil Wikipedia train comments, 2% of abusive
EDOS and Jigsaw train comments that threaten no one and 5% of the written near-miss training sentences, read so; its
slope comes from a logistic fit of the real train threats (EDOS, Jigsaw) and their non-threats against (logit − bar).

`python -m moderation.engine.training.finetune.install RUN_DIR`
"""

import json
import shutil
import sys
import tempfile
from pathlib import Path

import numpy as np

from moderation.engine.training.finetune import data as fd
from moderation.engine.training.finetune.measures import CIVIL, CIVIL_FLAGS
from moderation.engine.training.sentences_io import read_tsv

CALIBRATED = ("THREAT",)
NEAR_MISS_FLAGS = 0.05  # share of the written near-miss training sentences a threat bar may flag (issue 38's limit)


def runtime_logits(embedder, texts: list[str]) -> np.ndarray:
    """Each comment's highest head logits over its sentences, as the runtime reads them: through the runtime's own
    `embedder` over the installed graph (its tokenizer without the file's padding, its kernel choice and scales)."""
    from moderation.engine.core.text import sentences

    parts = [[s.text for s in sentences(text)] or [text] for text in texts]
    heads = embedder.encode([p for each in parts for p in each], logits=True).heads
    bounds = np.cumsum([0] + [len(each) for each in parts])
    return np.array([heads[bounds[i]:bounds[i + 1]].max(axis=0) for i in range(len(texts))])


def calibrate(graph: Path, frame) -> dict:
    """{"names", and per calibrated head {"bar", "slope"}} from train rows read as the runtime reads them."""
    from sklearn.linear_model import LogisticRegression

    import pandas as pd

    from moderation.engine.core.embedder import Embedder
    from moderation.engine.training.common import data_dir

    wiki = pd.read_csv(data_dir() / "perspective" / "wikipedia_scored_sample.csv")
    civil_text = set(wiki[wiki["TOXICITY@6"] < CIVIL]["comment_text"].astype(str))
    train = frame[frame["split"] == "train"]
    civil = train[(train["source"] == "wikipedia") & train["text"].isin(civil_text)]["text"].tolist()
    labelled = train[train["source"].isin(["edos", "jigsaw"]) & train["THREAT"].notna()]
    rng = np.random.default_rng(1234)
    negatives = labelled[labelled["THREAT"] < 0.5]
    negatives = negatives.iloc[rng.permutation(len(negatives))[:1500]]
    positives = labelled[labelled["THREAT"] >= 0.5]
    abusive = labelled[(labelled["THREAT"] < 0.5) & (labelled["TOXICITY"] >= 0.5)]  # abuse that threatens no one
    abusive = abusive.iloc[rng.permutation(len(abusive))[:1500]]["text"].tolist()
    chosen: dict = {"names": list(fd.HEADS), "chosen_on": "train rows, read per sentence as the runtime reads them"}
    near_misses = [r["text"] for r in read_tsv(fd.WRITTEN_THREATS) if r["label"] != "threat"]  # idioms, sport, ...
    embedder = Embedder(grafted=True, graft_path=graph)  # loaded once, as the runtime loads it
    civil_logits = runtime_logits(embedder, civil)
    abusive_logits = runtime_logits(embedder, abusive)
    near_logits = runtime_logits(embedder, near_misses)
    fit_texts = positives["text"].tolist() + negatives["text"].tolist()
    fit_logits = runtime_logits(embedder, fit_texts)
    truth = np.r_[np.ones(len(positives)), np.zeros(len(negatives))]
    for name in CALIBRATED:
        column = fd.HEADS.index(name)
        # The highest of the bars that flag CIVIL_FLAGS of civil comments, CIVIL_FLAGS of abuse that threatens no one
        # and NEAR_MISS_FLAGS of the written near-miss sentences (idioms, sport, cooking, reported violence): a bar
        # set on civil text alone calls abuse and violent idioms threats (benchmarks/CHOICES.md, issue 38 round 3).
        bar = max(float(np.quantile(civil_logits[:, column], 1 - CIVIL_FLAGS)),
                  float(np.quantile(abusive_logits[:, column], 1 - CIVIL_FLAGS)),
                  float(np.quantile(near_logits[:, column], 1 - NEAR_MISS_FLAGS)))
        model = LogisticRegression(fit_intercept=False).fit((fit_logits[:, column] - bar)[:, None], truth)
        slope = max(float(model.coef_[0, 0]), 0.25)
        caught = float((fit_logits[truth == 1, column] >= bar).mean())
        chosen[name] = {"bar": round(bar, 5), "slope": round(slope, 5), "civil_train_comments": len(civil),
                        "abusive_non_threat_train_comments": len(abusive), "near_miss_train_sentences": len(near_misses),
                        "train_threats_caught_at_bar": round(caught, 4)}
    return chosen


def install(run_dir: Path) -> None:
    """Export `run_dir`'s model, calibrate it, and put both where the runtime reads them."""
    import torch

    from moderation.engine.core.embedder import GRAFTED_PATH
    from moderation.engine.toxicity.tuned import CALIBRATION_PATH
    from moderation.engine.training.common import SEED, data_dir
    from moderation.engine.training.finetune.export import runtime_graph, to_onnx
    from moderation.engine.training.finetune.model import GRAFT_OUTPUTS, build

    model = build(2, distilled=GRAFT_OUTPUTS)
    model.load_state_dict(torch.load(run_dir / "model.pt"))
    scale = np.load(run_dir / "graft_scale.npz")
    with tempfile.TemporaryDirectory() as folder:
        float_path, graph = Path(folder) / "float.onnx", Path(folder) / "encoder.onnx"
        to_onnx(model, float_path, (scale["mean"], scale["scale"]))
        runtime_graph(float_path, graph)
        chosen = calibrate(graph, fd.table(data_dir(), SEED))
        shutil.copyfile(graph, GRAFTED_PATH)
    CALIBRATION_PATH.write_text(json.dumps(chosen, indent=1) + "\n")
    print(json.dumps(chosen, indent=1))


if __name__ == "__main__":
    install(Path(sys.argv[1]))
