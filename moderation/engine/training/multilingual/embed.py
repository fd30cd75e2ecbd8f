"""Cached multilingual-e5 mean states and piece counts for training and benchmarks (git-ignored
training/.cache/e5-onnx/)."""

import hashlib
from pathlib import Path

import numpy as np

from moderation.engine.multilingual.encoder import DIMENSION, fingerprint, means, normalised

CACHE = Path(__file__).resolve().parents[1] / ".cache" / "e5-onnx"  # vectors of the onnxruntime engine (encoder.py)


def _folder() -> Path:
    """The cache of the weights the encoder runs now (the package's, or a fine-tuned delta's)."""
    version = fingerprint()
    return CACHE if version == "base" else CACHE / f"tuned-{version}"


def _key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def means_cached(texts: list[str], chunk: int = 256) -> tuple[np.ndarray, np.ndarray]:
    """Mean states (n, 384) and piece counts (n,) of `texts`, computing only those not cached (stored per
    256-text chunk as key → state and count files)."""
    folder = _folder()
    folder.mkdir(parents=True, exist_ok=True)
    known: dict[str, tuple[np.ndarray, float]] = {}
    for path in folder.glob("*.npz"):
        with np.load(path) as stored:
            known.update(zip(stored["keys"].tolist(), zip(stored["states"], stored["pieces"].tolist())))
    keys = [_key(t) for t in texts]
    todo = sorted({k: i for i, k in enumerate(keys) if k not in known}.values())
    for start in range(0, len(todo), chunk):
        rows = todo[start:start + chunk]
        states, pieces = means([texts[i] for i in rows])
        batch_keys = [keys[i] for i in rows]
        np.savez(folder / f"{batch_keys[0]}.npz", keys=np.array(batch_keys), states=states, pieces=pieces)
        known.update(zip(batch_keys, zip(states, pieces.tolist())))
        print(f"  e5: {start + len(rows)}/{len(todo)} new texts", flush=True)
    states = np.zeros((len(texts), DIMENSION), dtype=np.float32)
    pieces = np.zeros(len(texts), dtype=np.float32)
    for i, key in enumerate(keys):
        states[i], pieces[i] = known[key]
    return states, pieces


def embed_cached(texts: list[str]) -> np.ndarray:
    """L2-normalised vectors of `texts` (cached)."""
    return normalised(means_cached(texts)[0]).astype(np.float32)
