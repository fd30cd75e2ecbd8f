"""In-process latency: the megacall with every check on distinct 40-60-word comments, before (whole comment
embedded in a second encoder run, beside the sentences) and after (one batched run over the sentences, the
whole-comment vector derived from them), interleaved so load on the shared machine
hits both alike; plus the ONNX session settings tried for this machine. The HTTP figures are bench_load's."""

import os
import random
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from functools import cached_property
from pathlib import Path

import numpy as np

from moderation import engine
from moderation.engine.core import analysis as core_analysis
from moderation.engine.core import embedder as core_embedder
from moderation.engine.training.common import SEED
from benchmarks.latency_text import ARTICLE, comments


def _every_check(article) -> dict[str, Callable[[str], object]]:
    """The megacall's checks, all switched on."""
    return {"spam": lambda c: engine.check_spam(c, article, [123456789, -987654321]),
            "relevance": lambda c: engine.check_relevance(c, article, ["politics", "religion"]),
            "dogwhistle": lambda c: engine.check_dogwhistle(c, article), "llm_detect": engine.detect_llm,
            "comment_score": lambda c: engine.score_comment(c, article),
            "external": lambda c: engine.score_attributes(
                c, ["TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT"], True)}


class _TwoPass(core_analysis.Analysis):
    """The analysis as it was: the whole comment embedded by its own encoder run, next to the sentences'."""

    @cached_property
    def embedding(self) -> np.ndarray:
        return core_embedder.embed([self.text])[0]

    def precompute(self):
        with ThreadPoolExecutor(max_workers=1) as pool:
            whole = pool.submit(lambda: self.embedding)
            self.sentence_embeddings  # noqa: B018
            whole.result()
        return self


@contextmanager
def _before():
    """Swap in the two-pass analysis (same encoder graph as the runtime, a fresh cache) for the duration."""
    saved_class, saved_get = core_analysis.Analysis, core_embedder.get_embedder
    base = core_embedder.Embedder()
    core_analysis.Analysis = _TwoPass
    core_embedder.get_embedder = lambda: base
    core_analysis.get_embedder = core_embedder.get_embedder
    core_analysis.analyse.cache_clear()
    try:
        yield
    finally:
        core_analysis.Analysis, core_embedder.get_embedder = saved_class, saved_get
        core_analysis.get_embedder = saved_get
        core_analysis.analyse.cache_clear()


@contextmanager
def _encoder(grafted: bool):
    """Run with the grafted encoder (fine-tuned logits, blend as chosen or 0.5 everywhere when the chosen blend is
    off) or the plain one, whatever is installed."""
    from moderation.engine.toxicity import judge
    from moderation.engine.toxicity.blend import Blend
    from moderation.engine.training.toxicity.encoder_export import toxicity_graft
    saved_get, saved_blend = core_embedder.get_embedder, judge.BLEND.copy()
    chosen = saved_blend if saved_blend.active else Blend(0.5, True, 0.5)
    embedder = core_embedder.Embedder(grafted=grafted, graft_path=toxicity_graft())
    core_embedder.get_embedder = core_analysis.get_embedder = lambda: embedder
    judge.BLEND.set(chosen if grafted else Blend(0.0, True, 0.0))
    core_analysis.analyse.cache_clear()
    try:
        yield
    finally:
        core_embedder.get_embedder = core_analysis.get_embedder = saved_get
        judge.BLEND.set(saved_blend)
        core_analysis.analyse.cache_clear()


def graft_cost(checks, pool, texts: list[str]) -> tuple[float, float]:
    """CPU ms per megacall (process time, every thread) with the plain and the grafted encoder, alternating."""
    plain, grafted = [], []
    for k in range(0, len(texts) - 1, 2):
        for flag, out, text in ((False, plain, texts[k]), (True, grafted, texts[k + 1])):
            with _encoder(flag):
                started = time.process_time()
                engine.analyse(text).precompute()
                list(pool.map(lambda call: call(text), checks.values()))
                out.append((time.process_time() - started) * 1000)
    return float(np.mean(plain)), float(np.mean(grafted))


def _megacall(checks, pool, comment: str) -> float:
    started = time.perf_counter()
    engine.analyse(comment).precompute()
    list(pool.map(lambda call: call(comment), checks.values()))
    return (time.perf_counter() - started) * 1000


def _session_settings() -> list[str]:
    """Encoder time for a batch of 4 sentences under each candidate session setting."""
    import onnxruntime as ort
    texts = comments(random.Random(SEED + 1), 40, 45)
    rows = []
    for threads, mode in ((1, "sequential"), (2, "sequential"), (1, "parallel")):
        options = core_embedder.session_options()
        options.intra_op_num_threads = threads
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL if mode == "sequential" else ort.ExecutionMode.ORT_PARALLEL
        embedder = core_embedder.Embedder()
        embedder._session = ort.InferenceSession(embedder._session._model_path, sess_options=options,
                                                 providers=["CPUExecutionProvider"])
        times = []
        for text in texts:
            started = time.perf_counter()
            embedder.encode([s.text for s in core_analysis.Analysis(text).sentences])
            times.append((time.perf_counter() - started) * 1000)
        rows.append(f"| intra-op threads {threads}, {mode} | {np.percentile(times, 50):.1f} | {np.percentile(times, 99):.1f} |")
        print(rows[-1], flush=True)
    return rows


def run(data_dir: Path) -> str:  # noqa: ARG001 - latency needs no data set
    """Before/after megacall p50/p99 over 2 x 60 distinct comments, alternating."""
    rng = random.Random(SEED)
    article = engine.build_article(ARTICLE, title="Riverton approves new footbridge over the Calder")
    checks = _every_check(article)
    texts = comments(rng, 130, 50)
    before, after = [], []
    with ThreadPoolExecutor(max_workers=len(checks)) as pool:
        for call in checks.values():  # load every model
            call("A first comment to load everything.")
        with _before():
            for call in checks.values():
                call("A first comment to load everything, again.")
        for k in range(0, 120, 2):
            with _before():
                before.append(_megacall(checks, pool, texts[k]))
            after.append(_megacall(checks, pool, texts[k + 1]))
        for flag in (False, True):  # load both encoders
            with _encoder(flag):
                list(pool.map(lambda call: call("A first comment to load the encoder."), checks.values()))
        cpu_plain, cpu_grafted = graft_cost(checks, pool, comments(random.Random(SEED + 2), 120, 50))
    print(f"megacall CPU per comment: plain encoder {cpu_plain:.1f} ms, grafted {cpu_grafted:.1f} ms", flush=True)
    b50, b99 = np.percentile(before, 50), np.percentile(before, 99)
    a50, a99 = np.percentile(after, 50), np.percentile(after, 99)
    print(f"megacall every check, in-process: before p50={b50:.1f} p99={b99:.1f} ms; after p50={a50:.1f} "
          f"p99={a99:.1f} ms", flush=True)
    settings = _session_settings()
    load = os.getloadavg()[0]
    return "\n".join([
        "## Latency (in process)", "",
        "The megacall with every check (spam, relevance, dogwhistle, LLM detection, comment score with rewrite "
        "verification, external attributes with spans) on 60 + 60 distinct ~50-word comments, alternating before/"
        "after so the shared 2-core machine's load hits both alike. Before: the whole comment embedded by a second "
        "encoder run beside the sentences. After: one batched encoder run over the sentences; the whole-comment "
        "vector derived from them (both with the runtime encoder: grafted when the fine-tuned logits are in use). "
        "Over HTTP: bench_load. "
        f"Load average during the run: {load:.1f} on 2 cores (other agents' work), so compare the rows, not the "
        "absolute figures.", "",
        "| megacall, every check | p50 ms | p99 ms |", "|---|---|---|",
        f"| before (two encoder runs) | {b50:.1f} | {b99:.1f} |", f"| after (one run per sentence) | {a50:.1f} | {a99:.1f} |",
        f"| after / before | {a50 / b50:.2f} | {a99 / b99:.2f} |",
        "", "CPU time per megacall (process time, every thread; 60 + 60 distinct comments, alternating), runtime "
        "encoder without and with the fine-tuned top layers grafted on (their logits blended into the toxicity "
        "judge):", "", "| encoder | CPU ms per comment |", "|---|---|",
        f"| plain int8 MiniLM | {cpu_plain:.1f} |", f"| grafted (2 more layers per sentence) | {cpu_grafted:.1f} |",
        "", "Encoder alone, the sentences of one ~45-word comment (one batch), per ONNX session setting:", "",
        "| setting | p50 ms | p99 ms |", "|---|---|---|", *settings, "",
        "Targets (over HTTP, bench_load): p50 ≤ 30 ms, p99 ≤ 120 ms."])
