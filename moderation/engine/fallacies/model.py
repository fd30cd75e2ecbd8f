"""The fallacy judge's linear models in a safe format: numpy arrays (fallacies/models/model.npz) and JSON (model.json).

Re-implements exactly what the training script fitted with scikit-learn: word 1–2-gram TF-IDF
(lower case, sublinear tf, l2 norm), multinomial logistic regression for the 13 types, binary
logistic regression for the gate. The training script checks that both give the same probabilities.
"""

import json
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path

import numpy as np

MODELS_DIR = Path(__file__).resolve().parent / "models"

_TOKEN = re.compile(r"(?u)\b\w\w+\b")  # scikit-learn's default token pattern


def _softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


class Tfidf:
    """Word 1–2-gram TF-IDF with a fixed vocabulary."""

    def __init__(self, vocabulary: list[str], idf: np.ndarray) -> None:
        self.index = {term: k for k, term in enumerate(vocabulary)}
        self.idf = idf

    def transform(self, texts: list[str]) -> np.ndarray:
        """Dense rows (texts are sentences, so the matrix is small)."""
        out = np.zeros((len(texts), len(self.idf)), dtype=np.float64)
        for row, text in enumerate(texts):
            tokens = _TOKEN.findall(text.lower())
            grams = Counter(tokens + [f"{a} {b}" for a, b in zip(tokens, tokens[1:])])
            for gram, count in grams.items():
                col = self.index.get(gram)
                if col is not None:
                    out[row, col] = (1.0 + np.log(count)) * self.idf[col]
            norm = np.linalg.norm(out[row])
            if norm > 0:
                out[row] /= norm
        return out


class FallacyModel:
    """Gate (fallacy or not) and type classifier, with the calibrated thresholds."""

    def __init__(self) -> None:
        arrays_path, meta_path = MODELS_DIR / "model.npz", MODELS_DIR / "model.json"
        if not arrays_path.exists() or not meta_path.exists():
            raise FileNotFoundError(f"{arrays_path} is missing: run `python -m moderation.engine.training fallacies`")
        arrays = np.load(arrays_path)
        meta = json.loads(meta_path.read_text())
        self.labels: list[str] = meta["labels"]
        self.tfidf_weight = float(meta["tfidf_weight"])
        self.clear = float(meta["gate_clear"])
        self.hint = float(meta["gate_hint"])
        self.tfidf = Tfidf(meta["vocabulary"], arrays["idf"])
        self._emb_coef, self._emb_bias = arrays["emb_coef"], arrays["emb_bias"]
        self._tfidf_coef, self._tfidf_bias = arrays["tfidf_coef"], arrays["tfidf_bias"]
        self._gate_coef, self._gate_bias = arrays["gate_coef"], arrays["gate_bias"]

    def gate_probability(self, embeddings: np.ndarray) -> np.ndarray:
        """P(fallacy) per row of sentence embeddings."""
        z = embeddings.astype(np.float64) @ self._gate_coef.T + self._gate_bias
        return 1.0 / (1.0 + np.exp(-z[:, 0]))

    def type_probabilities(self, texts: list[str], embeddings: np.ndarray) -> np.ndarray:
        """Averaged type probabilities (columns in `labels` order)."""
        by_words = _softmax(self.tfidf.transform(texts) @ self._tfidf_coef.T + self._tfidf_bias)
        by_meaning = _softmax(embeddings.astype(np.float64) @ self._emb_coef.T + self._emb_bias)
        return self.tfidf_weight * by_words + (1 - self.tfidf_weight) * by_meaning


@lru_cache(maxsize=1)
def get_model() -> FallacyModel:
    """The process-wide fallacy model."""
    return FallacyModel()
