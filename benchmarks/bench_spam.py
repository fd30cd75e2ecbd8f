"""Spam accuracy and F1: YouTube leave-one-video-out (train on the other videos + SMS) and an SMS held-out split."""

from pathlib import Path

import numpy as np
from sklearn.metrics import accuracy_score, f1_score
from sklearn.model_selection import train_test_split

from moderation.engine.spam import model as spam_model
from moderation.engine.training.spam import train as train_spam
from moderation.engine.training.common import SEED, embed_cached

THRESHOLD = 0.5  # spam.SPAM_THRESHOLD, the verdict the service gives


def _score(model: spam_model.SpamModel, data: train_spam.SpamData) -> np.ndarray:
    """Combined probability for each row (as the judge computes it without article or history)."""
    text_logit = model.text_logit(spam_model.featurise(data.texts, embed_cached(data.texts)))
    logit = model.combined_logit(text_logit, spam_model.signal_matrix(data.texts))
    return 1.0 / (1.0 + np.exp(-logit))


def _row(name: str, train: train_spam.SpamData, test: train_spam.SpamData) -> tuple[str, float, float, int]:
    model = train_spam.train(train)
    predicted = (_score(model, test) >= THRESHOLD).astype(int)
    accuracy, f1 = accuracy_score(test.labels, predicted), f1_score(test.labels, predicted)
    print(f"{name:<32} n={len(test.texts):<5} accuracy={accuracy:.3f} F1={f1:.3f}", flush=True)
    return name, accuracy, f1, len(test.texts)


def run(data_dir: Path) -> str:
    """Train a fresh model for every split and report accuracy and F1 on the held-out part."""
    data = train_spam.load(data_dir)
    rows = []
    for video in sorted(set(data.video[data.source == "youtube"])):
        held = data.video == video
        rows.append(_row(f"YouTube held-out video {video}", data.subset(~held), data.subset(held)))
    sms_rows = np.flatnonzero(data.source == "sms")
    _, sms_test = train_test_split(sms_rows, test_size=0.2, random_state=SEED, stratify=data.labels[sms_rows])
    held = np.zeros(len(data.labels), dtype=bool)
    held[sms_test] = True
    rows.append(_row("SMS held-out 20%", data.subset(~held), data.subset(held)))
    lines = ["## Spam", "", "Fresh model per split (text model + signal combiner, threshold 0.5); "
             "YouTube: trained on the other two videos + all SMS; SMS: trained on all YouTube + 80% SMS.", "",
             "| held out | n | accuracy | F1 |", "|---|---|---|---|"]
    lines += [f"| {name} | {n} | {acc:.3f} | {f1:.3f} |" for name, acc, f1, n in rows]
    youtube = [acc for name, acc, _, _ in rows if name.startswith("YouTube")]
    lines += ["", f"Mean accuracy over held-out videos: {np.mean(youtube):.3f} (target ≥ 0.95 on a held-out video)."]
    return "\n".join(lines)
