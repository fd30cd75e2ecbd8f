"""Contrast parts of a sentence from the runtime encoder run: the token states of its first part and of the rest,
mean-pooled separately (training side, cached on disk per encoder graph like common.embed_cached).

Two splits: "thirds" (the first third of the word-piece tokens, [CLS] with it, vs the rest, [SEP] with it) and
"clause" (up to and including the first comma or clause mark with a token either side, else thirds)."""

import hashlib

import numpy as np

from moderation.engine.training.common import _CACHE_DIR

SPLITS = ("thirds", "clause")
_CLAUSE_MARKS = (",", ";", ":", "—", "–", "…")  # not "-": it joins words ("well-known")


def head_length(ids: list[int], split: str, marks: set[int]) -> int:
    """Tokens (from [CLS]) in the first part; the rest, [SEP] included, is the tail. Both parts are never empty."""
    n = len(ids) - 2  # word pieces between [CLS] and [SEP]
    if n < 2:
        return 1 if len(ids) > 1 else len(ids)
    if split == "clause":
        for p in range(2, len(ids) - 2):  # a mark with a word piece before and after it
            if ids[p] in marks:
                return p + 1
    return 1 + max(1, round(n / 3))


def pooled_parts(texts: list[str], embedder=None) -> dict[str, np.ndarray]:
    """{split: (n, 2, 384) float32 mean-pooled head and tail states}, plus "full": the runtime embedding (sanity),
    from the grafted graph's `last_hidden_state`, one text per run as the runtime runs it; cached per text."""
    from moderation.engine.core.embedder import DIMENSION, get_embedder

    embedder = embedder or get_embedder()
    folder = _CACHE_DIR / f"contrast-{embedder.fingerprint}"
    folder.mkdir(parents=True, exist_ok=True)
    marks = {embedder._tokenizer.token_to_id(m) for m in _CLAUSE_MARKS} - {None}
    out = {s: np.zeros((len(texts), 2, DIMENSION), np.float32) for s in SPLITS}
    out["full"] = np.zeros((len(texts), DIMENSION), np.float32)
    for i, text in enumerate(texts):
        path = folder / f"{hashlib.sha1(text.encode('utf-8')).hexdigest()}.npz"
        if not path.exists():
            enc = embedder._tokenizer.encode(text or " ")
            ids = np.array([enc.ids], dtype=np.int64)
            feeds = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
            if "token_type_ids" in embedder._inputs:
                feeds["token_type_ids"] = np.zeros_like(ids)
            states = embedder._session.run(["last_hidden_state"], feeds)[0][0]
            full = states.mean(axis=0)
            parts = {s: np.stack([states[:k].mean(axis=0), states[k:].mean(axis=0)])
                     for s in SPLITS for k in [head_length(enc.ids, s, marks)]}
            np.savez(path, full=full / max(np.linalg.norm(full), 1e-12), **parts)
        with np.load(path) as data:
            out["full"][i] = data["full"]
            for s in SPLITS:
                out[s][i] = data[s]
    return out


def features(parts: np.ndarray) -> np.ndarray:
    """[head, tail, head * tail] of the L2-normalised parts."""
    unit = parts / np.clip(np.linalg.norm(parts, axis=2, keepdims=True), 1e-12, None)
    head, tail = unit[:, 0], unit[:, 1]
    return np.hstack([head, tail, head * tail])
