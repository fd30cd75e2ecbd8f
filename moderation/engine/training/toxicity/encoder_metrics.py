"""Development (train part) and validation figures of the fine-tuned heads, per source, on whole texts."""

import numpy as np
import pandas as pd
from scipy.stats import spearmanr
from sklearn.metrics import roc_auc_score

from moderation.engine.training.toxicity.encoder_data import ATTRIBUTES

# (source, attribute, kind): AUC against labels >= 0.5, or Spearman against soft labels.
MEASURES = [("wikipedia", "TOXICITY", "spearman"), ("wikipedia", "TOXICITY", "auc"), ("wikipedia", "INSULT", "spearman"),
            ("wikipedia", "IDENTITY_ATTACK", "spearman"), ("toxigen", "TOXICITY", "auc"),
            ("stormfront", "IDENTITY_ATTACK", "auc"), ("davidson", "TOXICITY", "auc"), ("madlibs", "TOXICITY", "auc"),
            ("hard_cases", "IDENTITY_ATTACK", "auc"), ("synthetic", "TOXICITY", "auc")]


def measure(labels: np.ndarray, scores: np.ndarray, kind: str) -> float:
    """One figure, NaN labels dropped."""
    keep = ~np.isnan(labels)
    labels, scores = labels[keep], scores[keep]
    if kind == "spearman":
        return float(spearmanr(scores, labels).statistic)
    positive = labels >= 0.5
    if positive.all() or not positive.any():
        return float("nan")
    return float(roc_auc_score(positive, scores))


def validation_report(frame: pd.DataFrame, probs: np.ndarray, names=("dev", "validation")) -> dict:
    """{'source ATTRIBUTE kind': {names[0]: x, names[1]: y}} (split 'train', split 'validation') over rows the
    annotators could judge alone."""
    out = {}
    clear = ~frame["needs_context"].to_numpy()
    for source, attribute, kind in MEASURES:
        col = ATTRIBUTES.index(attribute)
        row = {}
        for split, name in zip(("train", "validation"), names):
            mask = (frame["source"] == source).to_numpy() & (frame["split"] == split).to_numpy() & clear
            row[name] = round(measure(frame[attribute].to_numpy(float)[mask], probs[mask, col], kind), 4)
        out[f"{source} {attribute} {kind}"] = row
    return out
