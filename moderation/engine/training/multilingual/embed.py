"""Cached multilingual-e5 vectors for training and benchmarks (git-ignored training/.cache/e5/)."""

import hashlib
from pathlib import Path

import numpy as np

from moderation.engine.multilingual.encoder import DIMENSION, encode

CACHE = Path(__file__).resolve().parents[1] / ".cache" / "e5-onnx"  # vectors of the onnxruntime engine (encoder.py)


def _key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def embed_cached(texts: list[str], chunk: int = 256) -> np.ndarray:
    """Vectors of `texts`, computing only those not cached (stored per 256-text chunk as key→vector files)."""
    CACHE.mkdir(parents=True, exist_ok=True)
    known: dict[str, np.ndarray] = {}
    for path in CACHE.glob("*.npz"):
        with np.load(path) as stored:
            known.update(zip(stored["keys"].tolist(), stored["vectors"]))
    keys = [_key(t) for t in texts]
    todo = sorted({k: i for i, k in enumerate(keys) if k not in known}.values())
    for start in range(0, len(todo), chunk):
        rows = todo[start:start + chunk]
        vectors = encode([texts[i] for i in rows])
        batch_keys = [keys[i] for i in rows]
        np.savez(CACHE / f"{batch_keys[0]}.npz", keys=np.array(batch_keys), vectors=vectors)
        known.update(zip(batch_keys, vectors))
        print(f"  e5: {start + len(rows)}/{len(todo)} new vectors", flush=True)
    out = np.zeros((len(texts), DIMENSION), dtype=np.float32)
    for i, key in enumerate(keys):
        out[i] = known[key]
    return out
