"""The trained spam model: hashed word/char n-grams + sentence embedding -> linear SVM text score, then a small
logistic combiner over that score and the hand-written signals. Stored as arrays in spam/models/model.npz."""

import json
import re
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy import sparse
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedKFold
from sklearn.svm import LinearSVC

from moderation.engine.spam import signals as spam_signals

MODEL_PATH = Path(__file__).resolve().parent / "models" / "model.npz"
_HASH_BITS = 17
_MASK = 2 ** _HASH_BITS - 1
_TOKEN = re.compile(r"\w+|[^\w\s]")
_CHAR_RANGE = (2, 4)


_GOLDEN = np.uint64(0x9E3779B97F4A7C15)  # Fibonacci hashing: multiply, keep the top bits
_PRIME = np.uint64(1_000_003)


def _word_buckets(text: str) -> np.ndarray:
    """Buckets (block 0) of lower-cased word unigrams and bigrams, via crc32 (Python's hash is salted)."""
    tokens = _TOKEN.findall(text.lower())
    grams = tokens + [a + " " + b for a, b in zip(tokens, tokens[1:])]
    return np.array([zlib.crc32(g.encode("utf-8")) & _MASK for g in grams], dtype=np.int64)


def _char_buckets(text: str) -> np.ndarray:
    """Buckets (block 1) of char 2-4-grams inside space-padded words, hashed with numpy in one pass:
    a polynomial hash of each window, kept only when no space falls inside the window."""
    joined = " " + " ".join(text.split()) + " "
    codes = np.frombuffer(joined.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    is_space = codes == 32
    out = []
    with np.errstate(over="ignore"):
        for n in range(_CHAR_RANGE[0], _CHAR_RANGE[1] + 1):
            count = len(codes) - n + 1
            if count <= 0:
                continue
            value = np.full(count, np.uint64(n))
            for k in range(n):
                value = value * _PRIME + codes[k:k + count]
            inner_space = np.zeros(count, dtype=bool)
            for k in range(1, n - 1):
                inner_space |= is_space[k:k + count]
            if n == 2:  # a 2-gram of two spaces is padding only
                inner_space |= is_space[:count] & is_space[1:count + 1]
            buckets = ((value * _GOLDEN) >> np.uint64(64 - _HASH_BITS)).astype(np.int64)
            out.append(buckets[~inner_space])
    return np.concatenate(out) if out else np.zeros(0, dtype=np.int64)


def _normalised(buckets: np.ndarray, block: int) -> tuple[np.ndarray, np.ndarray]:
    """Unique indices (offset into their block) and counts scaled to unit length."""
    if not len(buckets):
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    unique, counts = np.unique(buckets, return_counts=True)
    values = counts.astype(np.float32)
    return unique + (block << _HASH_BITS), values / np.float32(np.sqrt((values ** 2).sum()))


def featurise(texts: list[str], embeddings: np.ndarray) -> sparse.csr_matrix:
    """One sparse row per text: hashed word n-grams | hashed char n-grams | embedding."""
    indices: list[np.ndarray] = []
    values: list[np.ndarray] = []
    pointers = [0]
    embedding_columns = np.arange(2 << _HASH_BITS, (2 << _HASH_BITS) + embeddings.shape[1])
    for text, embedding in zip(texts, embeddings):
        for block, buckets in ((0, _word_buckets(text)), (1, _char_buckets(text))):
            columns, weights = _normalised(buckets, block)
            indices.append(columns)
            values.append(weights)
        indices.append(embedding_columns)
        values.append(embedding.astype(np.float32))
        pointers.append(pointers[-1] + sum(len(i) for i in indices[-3:]))
    width = (2 << _HASH_BITS) + embeddings.shape[1]
    matrix = sparse.csr_matrix((np.concatenate(values), np.concatenate(indices), np.array(pointers)),
                               shape=(len(texts), width))
    matrix.sort_indices()
    return matrix


def signal_matrix(texts: list[str]) -> np.ndarray:
    """The hand-written signals for many texts (rows in spam_signals.NAMES order)."""
    return np.vstack([spam_signals.vector(spam_signals.signals(t)) for t in texts])


@dataclass
class SpamModel:
    """Text-model weights and the combiner's weights (first weight is for the text logit)."""

    text_coef: np.ndarray
    text_intercept: float
    combiner_coef: np.ndarray
    combiner_intercept: float

    def text_logit(self, features: sparse.csr_matrix) -> np.ndarray:
        """The text model's log-odds for featurised rows."""
        return np.asarray(features @ self.text_coef).ravel() + self.text_intercept

    def combined_logit(self, text_logit: np.ndarray, signal_rows: np.ndarray) -> np.ndarray:
        """The combiner's log-odds from the text logit and the signal rows."""
        stacked = np.column_stack([text_logit, signal_rows])
        return stacked @ self.combiner_coef + self.combiner_intercept

    def save(self, path: Path = MODEL_PATH) -> None:
        """Write the weights (float32, compressed) with the signal names as metadata."""
        meta = {"hash_bits": _HASH_BITS, "combiner_inputs": ["text_logit", *spam_signals.NAMES]}
        np.savez_compressed(path, text_coef=self.text_coef.astype(np.float32),
                            text_intercept=np.float32(self.text_intercept),
                            combiner_coef=self.combiner_coef.astype(np.float32),
                            combiner_intercept=np.float32(self.combiner_intercept),
                            meta=np.array(json.dumps(meta)))

    @classmethod
    def load(cls, path: Path = MODEL_PATH) -> "SpamModel":
        """Read weights written by `save`; fails clearly when the artifact is missing or stale."""
        if not path.exists():
            raise FileNotFoundError(f"spam model missing at {path}; run `python -m moderation.engine.training spam`")
        with np.load(path, allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            if meta["hash_bits"] != _HASH_BITS or meta["combiner_inputs"][1:] != list(spam_signals.NAMES):
                raise ValueError(f"spam model at {path} was trained with other features; retrain it")
            return cls(data["text_coef"].astype(np.float32), float(data["text_intercept"]),
                       data["combiner_coef"].astype(np.float64), float(data["combiner_intercept"]))


def _fit_text(features: sparse.csr_matrix, labels: np.ndarray, weights: np.ndarray) -> LinearSVC:
    # A linear SVM (default C 1): its margin is calibrated by the combiner, and it beat logistic regression on every
    # C tried in the leave-one-video-out mean (benchmarks/CHOICES.md).
    model = LinearSVC(C=1.0, class_weight="balanced", max_iter=20000)
    return model.fit(features, labels, sample_weight=weights)


def fit(texts: list[str], embeddings: np.ndarray, labels: np.ndarray, weights: np.ndarray | None = None,
        seed: int = 1234) -> SpamModel:
    """Train the text model on all rows and the combiner on out-of-fold text logits (so it is calibrated
    on scores the text model did not see in training)."""
    labels = np.asarray(labels, dtype=int)
    weights = np.ones(len(labels)) if weights is None else np.asarray(weights, dtype=float)
    features = featurise(texts, embeddings)
    out_of_fold = np.zeros(len(labels))
    for train, held in StratifiedKFold(n_splits=5, shuffle=True, random_state=seed).split(features, labels):
        fold = _fit_text(features[train], labels[train], weights[train])
        out_of_fold[held] = fold.decision_function(features[held])
    text = _fit_text(features, labels, weights)
    combiner = LogisticRegression(C=1.0, max_iter=2000)
    combiner.fit(np.column_stack([out_of_fold, signal_matrix(texts)]), labels, sample_weight=weights)
    return SpamModel(text.coef_.ravel().astype(np.float32), float(text.intercept_[0]),
                     combiner.coef_.ravel(), float(combiner.intercept_[0]))
