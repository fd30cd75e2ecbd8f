"""Banned-topic batches scored against expected labels: topic → label mapping, a per-comment strength, P/R."""

import re

import numpy as np
import pandas as pd

from coach.batch import SEPARATORS

SERVICE_CUTOFF = 0.24  # the sentence similarity from which the service itself names a topic (the default threshold)
CURVE_END = 0.8  # sentence similarities to a topic name rarely go higher
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


def topic_score(results: pd.DataFrame, topic: str) -> pd.Series:
    """Per comment, its best sentence's real similarity to `topic` (-1 when not measured): never raised to the
    service's cut-off, so tables and the flagged curve show what was measured (whether the service named the topic,
    e.g. because a sentence mentions it, is its own column)."""
    return results["similarity"].apply(
        lambda sims: float(sims.get(topic, -1.0)) if isinstance(sims, dict) else -1.0).round(3)


def strength(results: pd.DataFrame) -> pd.Series:
    """Per comment, its best score over every topic of the list (varies even for one-sentence comments)."""
    topics = sorted({t for sims in results["similarity"] if isinstance(sims, dict) for t in sims}
                    | {t for items in results["banned"] for t in items})
    if not topics:
        return pd.Series(-1.0, index=results.index)
    return pd.concat([topic_score(results, t) for t in topics], axis=1).max(axis=1)


def flagged(results: pd.DataFrame, threshold: float) -> pd.Series:
    """Comments whose best topic score reaches the threshold."""
    return strength(results) >= threshold


def flagged_curve(results: pd.DataFrame, steps: int = 41) -> pd.DataFrame:
    """How many comments are flagged at each threshold from 0 to CURVE_END."""
    thresholds = np.round(np.linspace(0.0, CURVE_END, steps), 3)
    best = strength(results).to_numpy()
    return pd.DataFrame({"threshold": thresholds, "flagged": [int((best >= t).sum()) for t in thresholds]})


def precision_recall(results: pd.DataFrame, labels: pd.Series, mapping: dict[str, str | None],
                     threshold: float) -> pd.DataFrame:
    """Per topic: its label, flagged count, true/false positives, false negatives, precision, recall."""
    expected = label_sets(labels.reset_index(drop=True))
    rows = []
    for topic, label in mapping.items():
        predicted = (topic_score(results, topic) >= threshold).to_numpy()
        truth = expected.apply(lambda s, lab=label: lab in s).to_numpy() if label else np.zeros(len(results), bool)
        tp, fp, fn = int(np.sum(predicted & truth)), int(np.sum(predicted & ~truth)), int(np.sum(~predicted & truth))
        rows.append({"topic": topic, "label": label or "—", "flagged": int(predicted.sum()), "TP": tp, "FP": fp,
                     "FN": fn, "precision": round(tp / (tp + fp), 2) if tp + fp and label else None,
                     "recall": round(tp / (tp + fn), 2) if tp + fn else None})
    return pd.DataFrame(rows)


SERVICE_COLUMN = "named by the service (its own cut-off)"
SERVICE_HELP = (f"Topics the service itself named: a sentence at similarity {SERVICE_CUTOFF} or more to the topic, or "
                "one that uses a word of the topic; never an advert. It does not move with the threshold above.")


def service_difference(results: pd.DataFrame, threshold: float) -> str:
    """Why "flagged" and "named by the service" disagree at this threshold, with how many comments ("" when they
    agree): flagged follows the slider, the service names a topic from its own cut-off or a word of the topic."""
    flags = flagged(results, threshold).to_numpy()
    named = results["banned"].apply(lambda items: bool(items)).to_numpy()
    only_flagged, only_named = int(np.sum(flags & ~named)), int(np.sum(named & ~flags))
    if not only_flagged and not only_named:
        return ""
    parts = []
    if only_flagged:
        parts.append(f"{only_flagged} flagged here that the service did not name")
    if only_named:
        parts.append(f"{only_named} named by the service but not flagged here")
    total = only_flagged + only_named
    return (f"“Flagged” follows your threshold ({threshold:.2f}); “named by the service” is the service's own call "
            f"(similarity {SERVICE_CUTOFF} or more, or a word of the topic in a sentence) and does not move with it. "
            f"At this threshold they differ on {total} comment{'s' if total != 1 else ''}: {' and '.join(parts)}.")
