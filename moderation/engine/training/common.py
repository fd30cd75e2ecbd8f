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
    """Embed many texts, reusing vectors cached on disk (keyed by the encoder graph and a hash of each text)."""
    from moderation.engine.core.embedder import get_embedder

    folder = _CACHE_DIR / f"embedded-{get_embedder().fingerprint}"  # a new encoder never reads another's vectors
    folder.mkdir(parents=True, exist_ok=True)
    keys = [hashlib.sha1(t.encode("utf-8")).hexdigest() for t in texts]
    out = np.zeros((len(texts), 384), dtype=np.float32)
    todo: list[int] = []
    for i, key in enumerate(keys):
        path = folder / key[:2] / f"{key}.npy"
        if path.exists():
            out[i] = np.load(path)
        else:
            todo.append(i)
    for start in range(0, len(todo), 512):
        chunk = todo[start:start + 512]
        vectors = embed([texts[i] for i in chunk])
        for i, vec in zip(chunk, vectors):
            path = folder / keys[i][:2] / f"{keys[i]}.npy"
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


def embed_comments_cached(texts: list[str]) -> np.ndarray:
    """Whole-comment vectors as the runtime derives them (core.analysis): each text's sentences embedded (disk
    cache), combined by token count. Use this, not `embed_cached`, wherever a head reads `Analysis.embedding`."""
    from moderation.engine.core.embedder import combine, get_embedder
    from moderation.engine.core.text import Span, sentences

    pieces = [[s.text for s in (sentences(t) or [Span(0, len(t), t)])] for t in texts]
    flat = [p for group in pieces for p in group]
    vectors = embed_cached(flat)
    tokens = get_embedder().token_counts(flat)
    out = np.zeros((len(texts), 384), dtype=np.float32)
    row = 0
    for i, group in enumerate(pieces):
        out[i] = combine(vectors[row:row + len(group)], tokens[row:row + len(group)])
        row += len(group)
    return out


def encode_cached(texts: list[str], embedder=None):
    """The encoder's full output per text (embedding, token count, attribute logits), cached on disk per encoder
    graph, so benchmarks over many sources re-run cheaply (`embedder`: the runtime one unless given)."""
    from moderation.engine.core.embedder import Encoded, get_embedder

    embedder = embedder or get_embedder()
    folder = _CACHE_DIR / f"encoded-{embedder.fingerprint}"
    folder.mkdir(parents=True, exist_ok=True)
    keys = [hashlib.sha1(t.encode("utf-8")).hexdigest() for t in texts]
    rows: list = [None] * len(texts)
    todo = []
    for i, key in enumerate(keys):
        path = folder / f"{key}.npz"
        if path.exists():
            with np.load(path) as data:
                rows[i] = (data["vector"], int(data["tokens"]), data["logits"] if "logits" in data else None)
        else:
            todo.append(i)
    for start in range(0, len(todo), 256):
        chunk = todo[start:start + 256]
        done = embedder.encode([texts[i] for i in chunk])
        for row, i in enumerate(chunk):
            extra = {} if done.logits is None else {"logits": done.logits[row]}
            np.savez(folder / f"{keys[i]}.npz", vector=done.vectors[row], tokens=done.tokens[row], **extra)
            rows[i] = (done.vectors[row], int(done.tokens[row]), None if done.logits is None else done.logits[row])
    logits = None if not rows or rows[0][2] is None else np.vstack([r[2] for r in rows])
    return Encoded(np.vstack([r[0] for r in rows]) if rows else np.zeros((0, 384), np.float32),
                   np.array([r[1] for r in rows], dtype=np.int64), logits)
