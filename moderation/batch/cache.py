"""Comment embeddings kept on disk per chunk, so a new topic list re-scores an archive without the model."""

import hashlib
import os
from pathlib import Path

import numpy as np

from moderation.engine import Analysis, analysis_from_vectors, has_comment_vector

# Part of every key: vectors from another embedder (or segmentation) must never be read back.
CACHE_VERSION = "minilm-l6-int8/v2"  # v2: the comment vector is derived from the sentences


class EmbeddingCache:
    """One .npz per chunk of comments, named by a hash of the comments themselves."""

    def __init__(self, directory: str | os.PathLike) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)

    def _path(self, texts: list[str]) -> Path:
        digest = hashlib.sha256(CACHE_VERSION.encode())
        for text in texts:
            digest.update(text.encode("utf-8", "surrogatepass") + b"\x00")
        return self.directory / f"{digest.hexdigest()[:32]}.npz"

    def load(self, texts: list[str]) -> list[Analysis] | None:
        """The stored analyses of exactly these comments, or None when they were never stored (or unreadable)."""
        path = self._path(texts)
        if not path.exists():
            return None
        try:
            with np.load(path) as stored:
                sentences, counts = stored["sentences"], stored["counts"]
                whole = stored["whole"] if "whole" in stored.files else [None] * len(texts)
                # token counts (files written before they were stored: the tokenizer counts again)
                tokens = stored["tokens"] if "tokens" in stored.files else None
            bounds = np.concatenate([[0], np.cumsum(counts)])
            return [analysis_from_vectors(t, sentences[bounds[i]:bounds[i + 1]], whole[i],
                                          None if tokens is None else tokens[bounds[i]:bounds[i + 1]])
                    for i, t in enumerate(texts)]
        except (OSError, KeyError, ValueError):
            return None  # a damaged or foreign file: embed again and overwrite it

    def store(self, texts: list[str], analyses: list[Analysis]) -> None:
        """Write the chunk's vectors (atomically, so a crash never leaves a half file under the real name);
        comment vectors are kept when every analysis has one already."""
        path = self._path(texts)
        temporary = path.with_suffix(f".{os.getpid()}.tmp.npz")
        arrays = {"counts": np.array([len(a.sentence_embeddings) for a in analyses], dtype=np.int32),
                  "sentences": np.vstack([a.sentence_embeddings for a in analyses]),
                  "tokens": np.concatenate([a.encoded.tokens for a in analyses]).astype(np.int32)}
        if all(has_comment_vector(a) for a in analyses):
            arrays["whole"] = np.vstack([a.embedding[None, :] for a in analyses])
        np.savez(temporary, **arrays)
        os.replace(temporary, path)
