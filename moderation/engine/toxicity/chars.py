"""Character n-gram ridge on the external API's TOXICITY scale (toxicity/models/chars.npz): spelling-level cues the
sentence embedding misses (swear-word fragments, shouting, odd spellings). It feeds the second stage of the heads."""

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

PATH = Path(__file__).resolve().parent / "models" / "chars.npz"
_SPACES = re.compile(r"\s+")
_SIZES = (2, 3, 4, 5)
_WORDS_KEPT = 50_000


def char_ngrams(text: str) -> list[str]:
    """Character 2-5-grams inside each space-padded lower-case word (like scikit-learn's char_wb)."""
    return [gram for word in _SPACES.split(text.lower()) if word for gram in _word_grams(word)]


def _word_grams(word: str) -> list[str]:
    """One word's grams, in char_ngrams' order."""
    grams, padded = [], f" {word} "
    for size in _SIZES:
        if size > len(padded):
            break
        grams.extend(padded[i:i + size] for i in range(len(padded) - size + 1))
    return grams


def sparse_linear(columns_per_text: list[list[int]], idf: np.ndarray, coef: np.ndarray,
                  intercept: float) -> np.ndarray:
    """intercept + coef · sublinear, l2-normalised TF-IDF of each text's in-vocabulary gram columns (scikit-learn's
    transform, sparse)."""
    out = np.full(len(columns_per_text), intercept, dtype=np.float64)
    for row, columns in enumerate(columns_per_text):
        counts = Counter(columns)  # first-seen order, as scikit-learn's sum runs
        if counts:
            cols = np.fromiter(counts.keys(), dtype=np.int64)
            weights = (1.0 + np.log(np.fromiter(counts.values(), dtype=np.float64))) * idf[cols]
            weights /= np.linalg.norm(weights)
            out[row] += float(coef[cols] @ weights)
    return out


@dataclass(frozen=True)
class CharRidge:
    """Sublinear TF-IDF (l2) over char n-grams -> ridge; predicts log(TOXICITY + 0.01)."""

    index: dict[str, int]
    idf: np.ndarray
    coef: np.ndarray
    intercept: float
    # Each word's in-vocabulary columns, kept: comments repeat words, and n-gram lookups were most of this model's
    # time (issue 30). Bounded, cleared when full; columns come out in the same order, so scores stay bit for bit.
    _words: dict[str, tuple[int, ...]] = field(default_factory=dict, compare=False, repr=False)

    def predict(self, texts: list[str]) -> np.ndarray:
        """The ridge output for each text (a log-score; higher = more toxic)."""
        return sparse_linear([self._columns(text) for text in texts], self.idf, self.coef, self.intercept)

    def _columns(self, text: str) -> list[int]:
        return [col for word in _SPACES.split(text.lower()) if word for col in self._word_columns(word)]

    def _word_columns(self, word: str) -> tuple[int, ...]:
        columns = self._words.get(word)
        if columns is None:
            if len(self._words) >= _WORDS_KEPT:
                self._words.clear()
            columns = tuple(col for col in map(self.index.get, _word_grams(word)) if col is not None)
            self._words[word] = columns
        return columns

    def save(self, path: Path = PATH) -> None:
        """Write as plain arrays (no pickles)."""
        vocabulary = sorted(self.index, key=self.index.get)
        np.savez_compressed(path, vocabulary=np.array(vocabulary), idf=self.idf.astype(np.float32),
                            coef=self.coef.astype(np.float32), intercept=np.array([self.intercept]))


def fit(texts: list[str], target: np.ndarray, max_features: int = 30000, alpha: float = 1.0) -> CharRidge:
    """Fit the TF-IDF vocabulary and the ridge (training only)."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import Ridge
    vectorizer = TfidfVectorizer(analyzer=char_ngrams, min_df=2, sublinear_tf=True, max_features=max_features)
    matrix = vectorizer.fit_transform(texts)
    ridge = Ridge(alpha=alpha).fit(matrix, target)
    return CharRidge(dict(vectorizer.vocabulary_), vectorizer.idf_.astype(np.float64), ridge.coef_.astype(np.float64),
                     float(ridge.intercept_))


@lru_cache(maxsize=1)
def char_model(path: Path = PATH) -> CharRidge:
    """The committed model, loaded once."""
    if not path.exists():
        raise FileNotFoundError(f"toxicity char model missing at {path}; run `python -m moderation.engine.training toxicity`")
    with np.load(path, allow_pickle=False) as data:
        vocabulary = [str(g) for g in data["vocabulary"]]
        return CharRidge({g: i for i, g in enumerate(vocabulary)}, data["idf"].astype(np.float64),
                         data["coef"].astype(np.float64), float(data["intercept"][0]))
