"""A topic list scored as a whole against expected labels, and the export of a run with everything behind it."""

import numpy as np
import pandas as pd

from coach.topic_labels import label_sets, topic_score


def list_precision_recall(results: pd.DataFrame, labels: pd.Series, mapping: dict[str, str | None],
                          threshold: float) -> dict:
    """One row for a whole list: a comment is caught when any of its topics reaches the threshold, and should be
    when it carries any label the list's topics stand for (so two lists compare as wholes)."""
    expected = label_sets(labels.reset_index(drop=True))
    wanted = {label for label in mapping.values() if label}
    caught = np.zeros(len(results), bool)
    for topic in mapping:
        caught |= (topic_score(results, topic) >= threshold).to_numpy()
    truth = expected.apply(lambda s: bool(s & wanted)).to_numpy()
    tp, fp, fn = int(np.sum(caught & truth)), int(np.sum(caught & ~truth)), int(np.sum(~caught & truth))
    return {"flagged": int(caught.sum()), "TP": tp, "FP": fp, "FN": fn,
            "precision": round(tp / (tp + fp), 2) if tp + fp else None,
            "recall": round(tp / (tp + fn), 2) if tp + fn else None}


def export_frame(results: pd.DataFrame, topics: list[str], threshold: float, labels: pd.Series | None = None,
                 mapping: dict[str, str | None] | None = None) -> pd.DataFrame:
    """Per comment: every topic's similarity and flag at the threshold, the threshold itself, the expected labels
    (and each topic's label), what the service named, on topic, and any error."""
    out = pd.DataFrame({"comment": results["comment"]})
    if labels is not None:
        out["expected labels"] = labels.reset_index(drop=True).fillna("").astype(str)
    flags = []
    for topic in topics:
        score = topic_score(results, topic)
        out[f"similarity: {topic}"] = score
        out[f"flagged: {topic}"] = score >= threshold
        flags.append(out[f"flagged: {topic}"])
        if mapping is not None:
            out[f"label of: {topic}"] = mapping.get(topic) or ""
    out["flagged"] = pd.concat(flags, axis=1).any(axis=1) if flags else False
    out["threshold"] = threshold
    out["named by the service"] = results["banned"].str.join("; ")
    out["on topic"] = results["on_topic"]
    out["error"] = results["error"]
    return out
