"""Train the tone model: sarcasm, dismissal, condescension and passive aggression vs civil sentences.

A logistic regression over the shared MiniLM sentence embeddings, trained on the train half (by template
hash) of the project's own tone set (tone/sentences.py) plus civil argued opinions written for the project.
The threshold is set on out-of-fold train probabilities (folds split by template) so that at most ~5% of civil train sentences fire;
the validation half is only measured. Writes models/tone.npz (weights, bias, threshold) and prints figures.
"""

from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold, cross_val_predict

from moderation.engine.training.fallacies.civil_arguments import HANDWRITTEN, generated
from moderation.engine.training.common import SEED, embed_cached
from moderation.engine.training.generated import split_of
from moderation.engine.training.tone.sentences import tone_set

MODEL_PATH = Path(__file__).resolve().parents[2] / "commentscore" / "models" / "tone.npz"
TARGET_CIVIL_ALARM = 0.05  # share of civil train sentences allowed above the threshold (out of fold, by template)
C = 2.0


def rows(data_dir: Path | None = None) -> list[dict]:
    """The tone set plus the project's civil argued opinions, each with its split; with `data_dir`, also
    sentences of the even-id half of the civil Wikipedia sample (train only; the benchmark uses the odd half)."""
    extra = [{"text": t, "kind": "civil", "negative": False, "split": split_of(t), "template": t}
             for t in HANDWRITTEN + generated(300, SEED)]
    wiki = []
    if data_dir is not None and (data_dir / "perspective").is_dir():
        from moderation.engine.core.text import sentences
        from moderation.engine.training.fallacies.train import _wiki_civil
        wiki = [{"text": s.text, "kind": "wiki", "negative": False, "split": "train", "template": f"wiki{k}"}
                for k, c in enumerate(_wiki_civil(data_dir, 0)) for s in sentences(c) if len(s.text.split()) >= 3]
    return tone_set() + extra + wiki


def main(data_dir: Path | None = None) -> dict:
    """Fit, choose the threshold on train, save, and return train/validation figures."""
    data = rows(data_dir)
    x = embed_cached([r["text"] for r in data])
    y = np.array([r["negative"] for r in data], dtype=int)
    train = np.array([r["split"] == "train" for r in data])
    model = LogisticRegression(C=C, max_iter=2000, class_weight="balanced", random_state=SEED)
    groups = [r["template"] for r, t in zip(data, train) if t]  # folds never share a template
    oof = cross_val_predict(model, x[train], y[train], groups=groups, cv=GroupKFold(5), method="predict_proba")[:, 1]
    ours = np.array([r["kind"] != "wiki" for r, t in zip(data, train) if t])
    civil_scores = np.sort(oof[(y[train] == 0) & ours])
    threshold = float(civil_scores[int(np.ceil((1 - TARGET_CIVIL_ALARM) * len(civil_scores))) - 1])
    model.fit(x[train], y[train])
    np.savez_compressed(MODEL_PATH, weights=model.coef_[0].astype(np.float32),
                        bias=np.float32(model.intercept_[0]), threshold=np.float32(threshold))
    figures = {}
    for name, mask, scores in (("train (out of fold)", train, None), ("validation", ~train, None)):
        probs = oof if name.startswith("train") else model.predict_proba(x[mask])[:, 1]
        labels = y[mask]
        figures[name] = {"recall": float((probs[labels == 1] >= threshold).mean()),
                         "civil_alarm": float((probs[labels == 0] >= threshold).mean()),
                         "n": int(mask.sum())}
    print(f"threshold {threshold:.3f}", figures)
    return figures


if __name__ == "__main__":
    from moderation.engine.training.common import data_dir as _data_dir
    main(_data_dir())
