"""Banned-topic batches scored against expected labels: topic → label mapping, a per-comment strength, P/R."""

import re

import numpy as np
import pandas as pd

from coach.batch import SEPARATORS

MIN_THRESHOLD = 0.5  # the service names a topic from this sentence strength on; below it no topic is named
_WORD = re.compile(r"[a-z0-9]+")


def label_sets(labels: pd.Series) -> pd.Series:
    """Each row's expected labels ("a; b"), lower-cased, as a set."""
    parts = labels.fillna("").astype(str).str.lower().str.split(SEPARATORS, regex=True)
    return parts.apply(lambda items: {p.strip() for p in items if p.strip()})


def distinct_labels(labels: pd.Series) -> list[str]:
    """Every label used in the column, sorted."""
    return sorted(set().union(*label_sets(labels))) if len(labels) else []


def best_label(topic: str, labels: list[str]) -> str | None:
    """The label a topic most likely stands for: the same words, else the most shared words, else none."""
    words = set(_WORD.findall(topic.lower()))
    best, best_score = None, 0.0
    for label in labels:
        label_words = set(_WORD.findall(label))
        if label == topic.lower().strip():
            return label
        shared = words & label_words or {w for w in words for lw in label_words if w.startswith(lw) or lw.startswith(w)}
        score = len(shared) / len(label_words or {""})
        if score > best_score:
            best, best_score = label, score
    return best


def strength(results: pd.DataFrame) -> pd.Series:
    """Per comment, how strongly its sentences match a banned topic (0–1; varies even for one sentence).

    From the relevance answer: with a topic named, `confidence` is the mean strength of the matching sentences;
    without, it is one minus the best sentence's strength."""
    named = results["banned"].str.len().fillna(0) > 0
    confidence = pd.to_numeric(results["confidence"], errors="coerce").fillna(0.0)
    return confidence.where(named, 1.0 - confidence).round(4)


def flagged(results: pd.DataFrame, threshold: float) -> pd.Series:
    """Comments with a banned topic named whose strength reaches the threshold."""
    named = results["banned"].str.len().fillna(0) > 0
    return named & (strength(results) >= threshold)


def flagged_curve(results: pd.DataFrame, steps: int = 26) -> pd.DataFrame:
    """How many comments are flagged at each threshold from MIN_THRESHOLD to 1."""
    thresholds = np.round(np.linspace(MIN_THRESHOLD, 1.0, steps), 3)
    return pd.DataFrame({"threshold": thresholds, "flagged": [int(flagged(results, t).sum()) for t in thresholds]})


def precision_recall(results: pd.DataFrame, labels: pd.Series, mapping: dict[str, str | None],
                     threshold: float) -> pd.DataFrame:
    """Per topic: its label, flagged count, true/false positives, false negatives, precision, recall."""
    expected = label_sets(labels.reset_index(drop=True))
    is_flagged = flagged(results, threshold).to_numpy()
    named = results["banned"].apply(lambda items: {i.lower() for i in items})
    rows = []
    for topic, label in mapping.items():
        predicted = is_flagged & named.apply(lambda s, t=topic.lower(): t in s).to_numpy()
        truth = expected.apply(lambda s, lab=label: lab in s).to_numpy() if label else np.zeros(len(results), bool)
        tp, fp, fn = int(np.sum(predicted & truth)), int(np.sum(predicted & ~truth)), int(np.sum(~predicted & truth))
        rows.append({"topic": topic, "label": label or "—", "flagged": int(predicted.sum()), "TP": tp, "FP": fp,
                     "FN": fn, "precision": round(tp / (tp + fp), 2) if tp + fp and label else None,
                     "recall": round(tp / (tp + fn), 2) if tp + fn else None})
    return pd.DataFrame(rows)
