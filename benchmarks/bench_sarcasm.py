"""Sarcasm from real sarcasm (issue 25 item 3): a tone card in the coach's feedback as the prediction that a tweet
is sarcastic, on iSarcasmEval's author-labelled tweets. Dev: the train part (buckets 3-9 of core.splits by the
tweet's text); validation: buckets 0-2, never trained or tuned on. Reported: sarcastic-class F1, precision and recall,
and the share of non-sarcastic tweets given a tone card (the issue's bound: at most 5%)."""

from pathlib import Path

import numpy as np
import pandas as pd

from moderation.engine import commentscore
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.splits import is_validation
from moderation.schemas.findings import ModerationTolerances


def tweets(data_dir: Path) -> pd.DataFrame:
    """Every labelled tweet with its part (validation: buckets 0-2 of the tweet's text)."""
    frame = pd.read_csv(data_dir / "tone" / "isarcasm_train.csv").dropna(subset=["tweet"])
    frame = frame.assign(tweet=frame["tweet"].astype(str))
    return frame.assign(validation=frame["tweet"].map(is_validation))


def carded(texts: list[str]) -> np.ndarray:
    """True where the coach's feedback (default tolerances, no article) holds a negative-tone card."""
    tolerances = ModerationTolerances()
    return np.array([bool(commentscore.score_comment(Analysis(t), None, None, tolerances).negative_tone_phrases)
                     for t in texts])


def figures(predicted: np.ndarray, sarcastic: np.ndarray) -> dict[str, float]:
    """Sarcastic-class F1, precision, recall; share of non-sarcastic tweets with a card."""
    hits = int((predicted & sarcastic).sum())
    precision = hits / max(1, int(predicted.sum()))
    recall = hits / max(1, int(sarcastic.sum()))
    f1 = 2 * precision * recall / (precision + recall) if hits else 0.0
    return {"F1": f1, "precision": precision, "recall": recall, "plain carded": float(predicted[~sarcastic].mean())}


def run(data_dir: Path) -> str:
    """Both parts scored once, one row per measure."""
    frame = tweets(data_dir)
    columns = {}
    for name, part in (("dev", frame[~frame["validation"]]), ("validation", frame[frame["validation"]])):
        columns[name] = (figures(carded(part["tweet"].tolist()), part["sarcastic"].to_numpy() == 1),
                         len(part), int((part["sarcastic"] == 1).sum()))
    dev, val = columns["dev"][0], columns["validation"][0]
    lines = ["## Sarcasm from real sarcasm (iSarcasmEval)", "",
             f"A tone card in `score_comment` (default tolerances, no article) as the prediction \"sarcastic\"; dev = "
             f"the train part ({columns['dev'][1]} tweets, {columns['dev'][2]} sarcastic), validation = buckets 0-2 "
             f"({columns['validation'][1]} tweets, {columns['validation'][2]} sarcastic). Target (issue 25): "
             "validation F1 ≥ 0.62 with ≤ 5% of non-sarcastic tweets carded.", "",
             "| measure | dev | validation |", "|---|---|---|"]
    for key, label in (("F1", "sarcastic-class F1"), ("precision", "precision"), ("recall", "recall")):
        lines.append(f"| {label} | {dev[key]:.3f} | {val[key]:.3f} |")
    lines.append(f"| non-sarcastic tweets with a tone card | {dev['plain carded']:.1%} | {val['plain carded']:.1%} |")
    for name, (values, _, _) in columns.items():
        print(name, {k: round(v, 4) for k, v in values.items()}, flush=True)
    return "\n".join(lines)
