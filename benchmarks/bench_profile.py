"""Where the time of one megacall and one compat analyse goes (issue 30), stage by stage, in ms per ~52-word comment
and as a ratio to the floor (benchmarks/floor.py) measured in the same run: segmentation, tokenisation, the encoder's
sentence passes (the plain 6-layer graph) and the grafted top layers (the rest of the shipped run), each judge's
Python once the encoder run is cached, serialisation, and what HTTP adds (one client, a real `serve`). Stages run one
after another here; the route runs the checks beside the encoder run, so part of their time overlaps it.

`python -m benchmarks.bench_profile` (run it on a quiet machine; writes benchmarks/PROFILE.md).
"""

import statistics
import time
from pathlib import Path

from benchmarks.bench_latency import _every_check
from benchmarks.floor import Floor
from benchmarks.fresh_text import fresh
from benchmarks.latency_text import ARTICLE, FIXED
from benchmarks.machine import cpu
from moderation import engine
from moderation.engine.core import embedder as core_embedder
from moderation.engine.core import text as textlib
from moderation.engine.core.analysis import Analysis, Needs

PROFILE = Path(__file__).resolve().parent / "PROFILE.md"
COMMENTS = 80


def _ms(call) -> float:
    started = time.perf_counter()
    call()
    return (time.perf_counter() - started) * 1000


def _stages(texts: list[str]) -> dict[str, list[float]]:
    """Per comment, each stage's ms (fresh caches for the encoder stages, the cached run for the judges)."""
    from moderation.api.compat_scoring import score_request
    from moderation.api.routes.megacall import EXTERNAL_ATTRIBUTES, _language_section
    from moderation.schemas.compat import RequestedAttribute

    checks = _every_check(engine.build_article(ARTICLE, title=FIXED["article_title"]))
    shipped, plain = core_embedder.get_embedder(), core_embedder.Embedder(grafted=False)
    tokenizer = shipped._tokenizer
    out: dict[str, list[float]] = {}
    for text in [FIXED["first_comment"]] + texts:
        parts = [s.text for s in textlib.sentences(text)] or [text]
        plain._cache.clear()
        shipped._cache.clear()
        engine.analyse.cache_clear()
        stage = {"segmentation": _ms(lambda: textlib.sentences(text)),
                 "tokenisation": _ms(lambda: tokenizer.encode_batch(parts)),
                 "encoder: sentence passes (6 layers)": _ms(lambda: plain.encode(parts, logits=False)),
                 "encoder: the whole shipped run": _ms(lambda: engine.analyse(text).precompute())}
        # Both encoder timings include their own tokenisation: the tops are what the shipped run adds to the plain.
        stage["encoder: grafted top layers"] = (stage.pop("encoder: the whole shipped run")
                                                - stage["encoder: sentence passes (6 layers)"])
        stage["encoder: sentence passes (6 layers)"] -= stage["tokenisation"]
        # The judges read the shipped run just made (its sentence cache holds every top they read): their own work.
        results = {}
        for name, call in checks.items():
            stage[f"judge: {name}"] = _ms(lambda c=call, n=name: results.__setitem__(n, c(text)))
        guess = engine.detect_language(text)
        stage["judge: language"] = _ms(lambda: _language_section(text, guess, False))
        requested = {name: RequestedAttribute() for name in EXTERNAL_ATTRIBUTES}
        answer = score_request(text, requested, True)
        stage["serialisation (the analyse answer)"] = _ms(lambda: answer.model_dump_json())
        stage["analyse: TOXICITY judge"] = _ms(lambda: score_request(text, {"TOXICITY": RequestedAttribute()}, False))
        # Last, with the sentence cache emptied: the compat analyse's own encoder run (no tone top).
        shipped._cache.clear()
        stage["analyse: tokenisation and the encoder run without the tone top"] = _ms(
            lambda: Analysis(text).precompute(Needs.LOGITS))
        if text != FIXED["first_comment"]:
            for name, ms in stage.items():
                out.setdefault(name, []).append(ms)
    return out


def report() -> str:
    """The markdown profile (also written to PROFILE.md)."""
    from benchmarks.latency_http import measure_http

    floor = Floor()
    texts = fresh().comments(COMMENTS, 52)
    floor_ms = floor.median_ms(texts)
    stages = {name: statistics.median(values) for name, values in _stages(texts).items()}
    http = measure_http(10.0)
    in_process = sum(ms for name, ms in stages.items() if not name.startswith("analyse"))
    lines = ["# Where a request's time goes (bench_profile)", "",
             f"{cpu()}; {COMMENTS} distinct ~52-word comments; medians. Floor (one package-graph pass over the whole "
             f"comment, one thread): **{floor_ms:.1f} ms**. Written by `python -m benchmarks.bench_profile`.", "",
             "| stage of a megacall (every check), one after another | ms | × floor |", "|---|---|---|"]
    lines += [f"| {name} | {ms:.2f} | {ms / floor_ms:.2f} |" for name, ms in stages.items()
              if not name.startswith("analyse")]
    lines += [f"| **sum of the stages** | {in_process:.1f} | {in_process / floor_ms:.2f} |",
              f"| megacall over HTTP, one client, p50 (the checks in turn beside the encoder run) | {http['http_p50_1']:.1f} | "
              f"{http['http_p50_1'] / floor_ms:.2f} |", "",
              "| stage of a compat analyse (TOXICITY) | ms | × floor |", "|---|---|---|"]
    encoder = stages["analyse: tokenisation and the encoder run without the tone top"]
    lines += [f"| tokenisation and the encoder run without the tone top (8 layers) | {encoder:.2f} | "
              f"{encoder / floor_ms:.2f} |",
              f"| the TOXICITY judge once the run is cached | {stages['analyse: TOXICITY judge']:.2f} | "
              f"{stages['analyse: TOXICITY judge'] / floor_ms:.2f} |",
              f"| analyses per second over HTTP, 8 clients (one worker per core) | {http['analyse_rps_8']:.1f}/s | "
              f"× floor {http['analyse_rps_8'] * floor_ms / 1000:.2f} |"]
    text = "\n".join(lines)
    PROFILE.write_text(text + "\n")
    return text


def run(_data_dir: Path) -> str:
    """The `python -m benchmarks` entry (PROFILE.md is rewritten too)."""
    return report()


if __name__ == "__main__":
    print(report())
