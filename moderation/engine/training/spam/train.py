"""Train the spam model on the YouTube comments and the SMS collection: `python -m moderation.engine.training spam`."""

import html
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from moderation.engine.spam import model as spam_model
from moderation.engine.training.common import embed_cached, seed_everything

# Comments are the service's domain, SMS only broadens the vocabulary of scams: SMS rows count a quarter.
SMS_WEIGHT = 0.25
_ANCHOR = re.compile(r"<a\s[^>]*>(.*?)</a>", re.IGNORECASE | re.DOTALL)
_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
_TAG = re.compile(r"</?[a-z][^>]*>", re.IGNORECASE)


def plain_text(raw: str) -> str:
    """The comment as its author typed it: the YouTube export holds HTML (auto-linked timestamps and
    addresses, line breaks, entities, a byte-order mark) that the service never sees."""
    text = _ANCHOR.sub(lambda m: m.group(1), raw)
    text = _TAG.sub("", _BREAK.sub("\n", text))
    return html.unescape(text).replace("\ufeff", "").strip()


@dataclass
class SpamData:
    """Texts, labels (1 = spam), source ("youtube" / "sms") and YouTube video name per row."""

    texts: list[str]
    labels: np.ndarray
    source: np.ndarray
    video: np.ndarray

    def subset(self, mask: np.ndarray) -> "SpamData":
        """Rows where `mask` is true."""
        return SpamData([t for t, keep in zip(self.texts, mask) if keep], self.labels[mask], self.source[mask],
                        self.video[mask])

    def weights(self) -> np.ndarray:
        """Per-row training weights."""
        return np.where(self.source == "sms", SMS_WEIGHT, 1.0)


def load(data_dir: Path) -> SpamData:
    """Read both collections (the SMS file has a stray header row, dropped by keeping only ham/spam)."""
    youtube = pd.read_csv(data_dir / "spam" / "youtube_comments.csv")
    sms = pd.read_csv(data_dir / "spam" / "sms.csv")
    sms = sms[sms["label"].isin(["ham", "spam"])]
    texts = [plain_text(str(t)) for t in youtube["CONTENT"]] + [str(t) for t in sms["text"]]
    labels = np.concatenate([youtube["CLASS"].astype(int).to_numpy(), (sms["label"] == "spam").astype(int).to_numpy()])
    source = np.array(["youtube"] * len(youtube) + ["sms"] * len(sms))
    video = np.array([str(v) for v in youtube["VIDEO"]] + [""] * len(sms))
    return SpamData(texts, labels, source, video)


def train(data: SpamData) -> spam_model.SpamModel:
    """Fit the spam model on `data` (embeddings from the shared disk cache)."""
    return spam_model.fit(data.texts, embed_cached(data.texts), data.labels, data.weights())


def main(data_dir: Path) -> None:
    """Train on every row and write spam/models/model.npz."""
    seed_everything()
    data = load(data_dir)
    model = train(data)
    model.save()
    names = ["text_logit", *spam_model.spam_signals.NAMES]
    print(f"trained on {len(data.texts)} rows ({int(data.labels.sum())} spam); wrote {spam_model.MODEL_PATH}")
    print("combiner weights: " + ", ".join(f"{n}={w:+.2f}" for n, w in zip(names, model.combiner_coef))
          + f", intercept={model.combiner_intercept:+.2f}")
