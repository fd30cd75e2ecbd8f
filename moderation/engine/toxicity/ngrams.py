"""Sparse word 1-2-gram + char 2-5-gram logistic model for IDENTITY_ATTACK (toxicity/models/ngrams.npz), blended
with the heads' IDENTITY_ATTACK in logit space: explicit group slurs and phrasings the sentence embedding blurs."""

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from moderation.engine.toxicity.chars import char_ngrams, sparse_linear

PATH = Path(__file__).resolve().parent / "models" / "ngrams.npz"
# Switched off: on validation the blend (weight 0.5, chosen inside train) raised Stormfront AUC 0.847 -> 0.871 but
# lowered Wikipedia IDENTITY_ATTACK Spearman 0.709 -> 0.659 and the HateCheck hate flag 92.0% -> 91.2% (neutral and
# positive identity mentions, negated and quoted hate flagged more often): a bag of n-grams does not see negation.
ENABLED = False
_WORDS = re.compile(r"[a-z0-9']+")


def grams(text: str) -> list[str]:
    """Word 1-2-grams (prefixed "w ") and char_wb 2-5-grams of the lower-cased text: one feature space."""
    words = _WORDS.findall(text.lower())
    out = ["w " + w for w in words] + ["w " + a + " " + b for a, b in zip(words, words[1:])]
    out.extend(char_ngrams(text))
    return out


@dataclass(frozen=True)
class NgramLogistic:
    """Sublinear TF-IDF (l2) -> logistic; `logit` is Platt-calibrated on the calibration part; `weight` is the blend
    weight of this model's logit against the heads' IDENTITY_ATTACK logit."""

    index: dict[str, int]
    idf: np.ndarray
    coef: np.ndarray
    intercept: float
    platt_a: float
    platt_b: float
    weight: float

    def raw(self, texts: list[str]) -> np.ndarray:
        """Uncalibrated logistic logit per text."""
        return sparse_linear([grams(text) for text in texts], self.index, self.idf, self.coef, self.intercept)

    def logit(self, texts: list[str]) -> np.ndarray:
        """Calibrated IDENTITY_ATTACK logit per text."""
        return self.platt_a * self.raw(texts) + self.platt_b

    def blend(self, probabilities: np.ndarray, texts: list[str]) -> np.ndarray:
        """The heads' IDENTITY_ATTACK probabilities blended with this model's (logit space, weight `weight`)."""
        if self.weight <= 0.0 or not texts:
            return probabilities
        p = np.clip(np.asarray(probabilities, dtype=np.float64), 1e-6, 1 - 1e-6)
        z = (1.0 - self.weight) * np.log(p / (1.0 - p)) + self.weight * self.logit(texts)
        return 1.0 / (1.0 + np.exp(-z))

    def save(self, path: Path = PATH) -> None:
        """Write as plain arrays (no pickles)."""
        vocabulary = sorted(self.index, key=self.index.get)
        np.savez_compressed(path, vocabulary=np.array(vocabulary), idf=self.idf.astype(np.float32),
                            coef=self.coef.astype(np.float32),
                            scalars=np.array([self.intercept, self.platt_a, self.platt_b, self.weight]))


def ngram_model() -> NgramLogistic | None:
    """The model the judge blends in, or None (switched off or not exported: the heads alone are used)."""
    return load() if ENABLED and PATH.exists() else None


@lru_cache(maxsize=1)
def load(path: Path = PATH) -> NgramLogistic:
    """The committed model, loaded once."""
    with np.load(path, allow_pickle=False) as data:
        vocabulary = [str(g) for g in data["vocabulary"]]
        intercept, a, b, weight = (float(v) for v in data["scalars"])
        return NgramLogistic({g: i for i, g in enumerate(vocabulary)}, data["idf"].astype(np.float64),
                             data["coef"].astype(np.float64), intercept, a, b, weight)
