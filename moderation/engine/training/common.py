"""Shared helpers for training scripts and benchmarks: data location, seeds, cached embeddings."""

import hashlib
import os
import random
from pathlib import Path

import numpy as np

from moderation.engine.core.embedder import embed

SEED = 1234
_CACHE_DIR = Path(os.environ.get("MODERATION_EMBED_CACHE", Path.home() / ".cache" / "moderation-embeddings"))


def data_dir() -> Path:
    """The evaluation data folder: $MODERATION_SHARED_DATA or ../shared/data beside the project root."""
    env = os.environ.get("MODERATION_SHARED_DATA")
    if env:
        return Path(env)
    root = Path(__file__).resolve().parents[3]
    return root.parent / "shared" / "data"


def seed_everything(seed: int = SEED) -> None:
    """Fix the seeds so that retraining is reproducible."""
    random.seed(seed)
    np.random.seed(seed)


def embed_cached(texts: list[str]) -> np.ndarray:
    """Embed many texts, reusing vectors cached on disk (keyed by a hash of each text) across runs."""
    _CACHE_DIR.mkdir(parents=True, exist_ok=True)
    keys = [hashlib.sha1(t.encode("utf-8")).hexdigest() for t in texts]
    out = np.zeros((len(texts), 384), dtype=np.float32)
    todo: list[int] = []
    for i, key in enumerate(keys):
        path = _CACHE_DIR / key[:2] / f"{key}.npy"
        if path.exists():
            out[i] = np.load(path)
        else:
            todo.append(i)
    for start in range(0, len(todo), 512):
        chunk = todo[start:start + 512]
        vectors = embed([texts[i] for i in chunk])
        for i, vec in zip(chunk, vectors):
            path = _CACHE_DIR / keys[i][:2] / f"{keys[i]}.npy"
            path.parent.mkdir(exist_ok=True)
            np.save(path, vec)
            out[i] = vec
    return out


def selected_modules(package, prefix: str, argv: list[str], packages: bool = False) -> list[str]:
    """Names of `package`'s modules (or subpackages) starting with `prefix`, in name order; only those named in argv if any."""
    import pkgutil

    names = sorted(m.name for m in pkgutil.iter_modules(package.__path__)
                   if m.name.startswith(prefix) and m.ispkg == packages)
    return [n for n in names if not argv or n.removeprefix(prefix) in argv or n in argv]
