"""Train the IDENTITY_ATTACK n-gram model: `python -m moderation.engine.training.toxicity.ngram_train` ->
toxicity/models/ngrams.npz.

Rows: the heads' IDENTITY_ATTACK sources and weights, validation part never read. Vocabulary size and C by 3-fold CV
(splits.fold) inside the train part; fit on the heads' fit rows, Platt on the calibration bucket; blend weight chosen
on the calibration bucket (neither the heads nor this model were fit on it) against the heads' own output there.
"""

import os
import sys
from pathlib import Path

import numpy as np
import pandas as pd
from scipy.stats import spearmanr
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score

from moderation.engine.core.splits import fold
from moderation.engine.toxicity.ngrams import PATH, NgramLogistic, grams
from moderation.engine.training.toxicity.data import training_table
from moderation.engine.training.toxicity.train import SOURCE_WEIGHT

# A priori bounded grids (vocabulary kept to a few MB; C around the heads' and the earlier test's values).
VOCAB_GRID = (20000, 60000)
C_GRID = (0.5, 2.0, 8.0)
WEIGHT_GRID = (0.0, 0.25, 0.5, 0.75)
FOLDS = 3
NAME = "IDENTITY_ATTACK"


_GRAMS: dict[str, list[str]] = {}


def _cached_grams(text: str) -> list[str]:
    """grams() once per text (the CV grid re-reads every text many times)."""
    if text not in _GRAMS:
        _GRAMS[text] = grams(text)
    return _GRAMS[text]


def _fit(texts: list[str], target: np.ndarray, weight: np.ndarray, vocab: int, c_value: float):
    """TF-IDF vocabulary + soft-label logistic (each row as a positive and a negative, weighted by its label)."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    vectorizer = TfidfVectorizer(analyzer=_cached_grams, min_df=2, sublinear_tf=True, max_features=vocab, dtype=np.float32)
    matrix = vectorizer.fit_transform(texts)
    from scipy.sparse import vstack
    model = LogisticRegression(C=c_value, max_iter=2000, solver="liblinear")
    model.fit(vstack([matrix, matrix]), np.r_[np.ones(len(target)), np.zeros(len(target))],
              sample_weight=np.r_[weight * target, weight * (1 - target)] + 1e-9)
    return NgramLogistic(dict(vectorizer.vocabulary_), vectorizer.idf_.astype(np.float64),
                         model.coef_[0].astype(np.float64), float(model.intercept_[0]), 1.0, 0.0, 0.0)


def score(frame: pd.DataFrame, output: np.ndarray) -> dict[str, float]:
    """Per source: AUC of binary labels (Wikipedia / Davidson at 0.5), Wikipedia also Spearman on its soft scores."""
    out = {}
    target = frame[NAME].to_numpy(float)
    for source in ("stormfront", "toxigen", "wikipedia", "davidson"):
        rows = (frame["source"] == source).to_numpy()
        labels = target[rows] >= 0.5
        if 0 < labels.sum() < len(labels):
            out[source] = float(roc_auc_score(labels, output[rows]))
    wiki = (frame["source"] == "wikipedia").to_numpy()
    out["wikipedia rho"] = float(spearmanr(target[wiki], output[wiki]).statistic)
    return out


def cross_validate(frame: pd.DataFrame) -> tuple[int, float]:
    """The (vocabulary, C) with the best mean CV figure over the sources."""
    texts = frame["text"].tolist()
    folds = np.array([fold(t, FOLDS) for t in texts])
    target, weight = frame[NAME].to_numpy(float), frame["source"].map(SOURCE_WEIGHT).to_numpy(float)
    best = None
    for vocab in VOCAB_GRID:
        for c_value in C_GRID:
            output = np.zeros(len(frame))
            for k in range(FOLDS):
                fit, held = folds != k, folds == k
                model = _fit([texts[i] for i in np.flatnonzero(fit)], target[fit], weight[fit], vocab, c_value)
                output[held] = model.raw([texts[i] for i in np.flatnonzero(held)])
            figures = score(frame, output)
            mean = float(np.mean(list(figures.values())))
            print(f"vocab {vocab} C {c_value}: mean {mean:.4f} " + " ".join(f"{k} {v:.3f}" for k, v in figures.items()),
                  flush=True)
            if best is None or mean > best[0]:
                best = (mean, vocab, c_value)
    return best[1], best[2]


def head_probabilities(texts: list[str]) -> np.ndarray:
    """The heads' IDENTITY_ATTACK (second stage, as at run time without rules) for whole texts."""
    from moderation.engine.toxicity.chars import char_model
    from moderation.engine.toxicity.model import load_heads
    from moderation.engine.training.toxicity.train import featurise
    heads = load_heads()
    embeddings, lexical = featurise(texts)
    return heads.predict(embeddings, lexical, char_model().predict(texts))[:, heads.column(NAME)]


def main(data_dir: Path) -> None:
    """CV the grid, fit, calibrate, choose the blend weight, save."""
    table = training_table(data_dir)
    frame = table[(table["split"] != "test") & table[NAME].notna()].reset_index(drop=True)
    print(frame.groupby(["source", "split"]).size().unstack(fill_value=0), flush=True)
    vocab, c_value = cross_validate(frame)
    fit_rows, calib = (frame["split"] == "train").to_numpy(), (frame["split"] == "calibration").to_numpy()
    texts = frame["text"].tolist()
    target, weight = frame[NAME].to_numpy(float), frame["source"].map(SOURCE_WEIGHT).to_numpy(float)
    model = _fit([texts[i] for i in np.flatnonzero(fit_rows)], target[fit_rows], weight[fit_rows], vocab, c_value)
    calib_texts = [texts[i] for i in np.flatnonzero(calib)]
    platt = LogisticRegression(C=100.0, max_iter=3000).fit(
        np.r_[model.raw(calib_texts), model.raw(calib_texts)][:, None],
        np.r_[np.ones(calib.sum()), np.zeros(calib.sum())],
        sample_weight=np.r_[weight[calib] * target[calib], weight[calib] * (1 - target[calib])] + 1e-9)
    a, b = float(platt.coef_[0, 0]), float(platt.intercept_[0])
    heads = head_probabilities(calib_texts)
    calib_frame = frame[calib].reset_index(drop=True)
    best = None
    for w in WEIGHT_GRID:
        candidate = NgramLogistic(model.index, model.idf, model.coef, model.intercept, a, b, w)
        figures = score(calib_frame, candidate.blend(heads, calib_texts))
        mean = float(np.mean(list(figures.values())))
        print(f"blend {w}: mean {mean:.4f} " + " ".join(f"{k} {v:.3f}" for k, v in figures.items()), flush=True)
        if best is None or mean > best[0] + 0.002:  # a smaller gain does not pay for a second model
            best = (mean, w)
    final = NgramLogistic(model.index, model.idf, model.coef, model.intercept, a, b, best[1])
    final.save(PATH)
    print(f"chose vocab {vocab} C {c_value} weight {best[1]}; wrote {PATH} ({PATH.stat().st_size / 1024:.0f} KiB)")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("MODERATION_SHARED_DATA", "../shared/data")))
