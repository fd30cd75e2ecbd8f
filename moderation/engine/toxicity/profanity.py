"""alt-profanity-check's linear model, exported to plain arrays (toxicity/models/profanity.npz) and scored with
numpy: the same probabilities as the package's predict_prob, without scikit-learn's per-call overhead (~30 ms)."""

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

PATH = Path(__file__).resolve().parent / "models" / "profanity.npz"
_TOKEN = re.compile(r"(?u)\b\w\w+\b")  # the package's TfidfVectorizer token pattern


@dataclass(frozen=True)
class ProfanityScorer:
    """TF-IDF (l2) -> linear SVMs -> sigmoid calibrators, averaged (as CalibratedClassifierCV does)."""

    index: dict[str, int]
    idf: np.ndarray  # (vocabulary,)
    coef: np.ndarray  # (models, vocabulary)
    intercept: np.ndarray  # (models,)
    sig_a: np.ndarray
    sig_b: np.ndarray

    def predict(self, texts: list[str]) -> np.ndarray:
        """Probability that each text is profane."""
        out = np.zeros(len(texts), dtype=np.float32)
        for row, text in enumerate(texts):
            counts: dict[int, int] = {}
            for token in _TOKEN.findall(text.lower()):
                col = self.index.get(token)
                if col is not None:
                    counts[col] = counts.get(col, 0) + 1
            if counts:
                cols = np.fromiter(counts.keys(), dtype=np.int64)
                weights = np.fromiter(counts.values(), dtype=np.float64) * self.idf[cols]
                weights /= np.linalg.norm(weights)
                decision = self.coef[:, cols] @ weights + self.intercept
            else:
                decision = self.intercept.astype(np.float64)
            out[row] = float(np.mean(1.0 / (1.0 + np.exp(self.sig_a * decision + self.sig_b))))
        return out


def export(path: Path = PATH) -> None:
    """Write the installed package's model as arrays (run by the toxicity training script)."""
    from profanity_check import profanity_check as package
    vectorizer = package.vectorizer
    vocabulary = sorted(vectorizer.vocabulary_, key=vectorizer.vocabulary_.get)
    models = package.model.calibrated_classifiers_
    np.savez_compressed(
        path, vocabulary=np.array(vocabulary), idf=vectorizer.idf_.astype(np.float32),
        coef=np.vstack([m.estimator.coef_[0] for m in models]).astype(np.float32),
        intercept=np.array([m.estimator.intercept_[0] for m in models]),
        sig_a=np.array([m.calibrators[0].a_ for m in models]), sig_b=np.array([m.calibrators[0].b_ for m in models]))


@lru_cache(maxsize=1)
def scorer(path: Path = PATH) -> ProfanityScorer:
    """The exported model, loaded once."""
    with np.load(path, allow_pickle=False) as data:
        vocabulary = [str(w) for w in data["vocabulary"]]
        return ProfanityScorer({w: i for i, w in enumerate(vocabulary)}, data["idf"].astype(np.float64),
                               data["coef"].astype(np.float64), data["intercept"], data["sig_a"], data["sig_b"])
