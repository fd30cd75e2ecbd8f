"""Speed as ratios to a floor measured in the same run (issue 30): the floor is one all-MiniLM-L6-v2 pass (the
registry package's graph, one thread) over the whole comment (benchmarks/floor.py). Printed: the megacall in
process and over HTTP (1, 8 and 30 clients), compat analyse throughput, the encoder kernels tried on this CPU, the
ONNX session settings, and the service's memory over the HTTP run. Run it on a quiet machine.

`python -m benchmarks.bench_latency [--runs 3] [--duration 20]`: each figure is the median of the runs;
`--memory-only N`: only the memory rows, over N megacalls on a fresh service.
"""

import argparse
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from benchmarks.floor import Floor
from benchmarks.fresh_text import fresh, hit_rate, sentence_hits
from benchmarks.latency_text import ARTICLE, FIXED
from benchmarks.machine import cpu
from moderation import engine

RUNS, DURATION_S = 3, 20.0
MEMORY_REQUESTS = 5000  # more megacalls after the first run's timed part, the service's memory read every 1,000
# The goals, as ratios to the floor: p50 / floor, and requests per second × floor (in seconds).
GOALS = {"megacall_p50": 2.0, "megacall_throughput": 1.0, "analyse_throughput": 1.6}


def _every_check(article) -> dict[str, Callable[[str], object]]:
    """The megacall's checks, all switched on."""
    return {"spam": lambda c: engine.check_spam(c, article, [123456789, -987654321]),
            "relevance": lambda c: engine.check_relevance(c, article, ["politics", "religion"]),
            "dogwhistle": lambda c: engine.check_dogwhistle(c, article), "llm_detect": engine.detect_llm,
            "comment_score": lambda c: engine.score_comment(c, article),
            "external": lambda c: engine.score_attributes(
                c, ["TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT"], True)}


def in_process(texts: list[str]) -> dict[str, float]:
    """Megacall p50 in process, run as the route runs it (the encoder run in one thread, the checks one after
    another in another), and the encoder run alone (a new text each time), with the sentence cache's hit rate."""
    checks = _every_check(engine.build_article(ARTICLE, title=FIXED["article_title"]))
    whole, encoder = [], []
    before = sentence_hits()

    def in_turn(text: str) -> None:
        for call in checks.values():
            call(text)

    with ThreadPoolExecutor(max_workers=2) as pool:
        in_turn(FIXED["first_comment"])
        for index, text in enumerate(texts):
            started = time.perf_counter()
            if index % 2:  # every other comment: the encoder run alone
                engine.analyse(text).precompute()
                encoder.append((time.perf_counter() - started) * 1000)
                continue
            analysis = engine.analyse(text)
            list(pool.map(lambda job: job(), (analysis.precompute, lambda: in_turn(text))))
            whole.append((time.perf_counter() - started) * 1000)
    return {"megacall_ms": statistics.median(whole), "encoder_ms": statistics.median(encoder),
            "in_process_hits": hit_rate(before, sentence_hits())}


def recheck(drafts: int = 60, sentences: int = 6) -> dict[str, float]:
    """The coach's case: a 6-sentence draft checked, then re-checked with one sentence changed (the megacall in
    process, as in_process runs it); the re-check's p50 and its hit rate, where hits are the point."""
    checks = _every_check(engine.build_article(ARTICLE, title=FIXED["article_title"]))
    times, hits, lookups = [], 0, 0
    with ThreadPoolExecutor(max_workers=2) as pool:
        for index in range(drafts):
            draft = fresh().draft(sentences)
            for attempt in range(2):
                if attempt:
                    draft[index % sentences] = fresh().draft(1)[0]
                text = " ".join(draft)
                before, started = sentence_hits(), time.perf_counter()
                analysis = engine.analyse(text)
                list(pool.map(lambda job: job(), (analysis.precompute,
                                                  lambda: [call(text) for call in checks.values()])))
                if attempt:
                    times.append((time.perf_counter() - started) * 1000)
                    after = sentence_hits()
                    hits, lookups = hits + after[0] - before[0], lookups + after[1] - before[1]
    return {"recheck_ms": statistics.median(times), "recheck_hits": hits / max(lookups, 1)}


def _median_rows(runs: list[dict[str, float]]) -> dict[str, float]:
    return {key: statistics.median(run[key] for run in runs) for key in runs[0]}


def report(runs: int = RUNS, seconds: float = DURATION_S) -> str:
    """Measure `runs` times (floor, in process, HTTP), then the kernels and settings once; the markdown section."""
    from benchmarks.latency_http import measure_http
    from benchmarks.latency_kernels import kernel_rows, session_rows

    floor = Floor()
    texts = fresh().comments(100, 52)  # the floor's texts (the floor has no cache; every other text is new)
    measured, readings = [], []
    for run in range(runs):
        row = {"floor_ms": floor.median_ms(texts)}
        row.update(in_process(fresh().comments(100, 52)))
        row.update(recheck())
        http = measure_http(seconds, MEMORY_REQUESTS if run == 0 else 0)
        readings = http.pop("memory_mb", readings)
        row.update(http)
        row["floor_ms"] = statistics.median([row["floor_ms"], floor.median_ms(texts)])  # before and after
        print(" ".join(f"{k}={v:.2f}" for k, v in row.items()), flush=True)
        measured.append(row)
    m = _median_rows(measured)
    f = m["floor_ms"] / 1000
    kernels, sessions = kernel_rows(floor, fresh().comments(80, 52)), session_rows(fresh().comments(60, 52))
    lines = [
        "## Speed as ratios to the floor (bench_latency)", "",
        f"{cpu()}; quiet machine; median of {runs} runs. Floor: one all-MiniLM-L6-v2 pass (the registry package's "
        f"graph, onnxruntime, one thread) over the whole ~52-word comment, measured before and after each run's HTTP "
        f"part: **{m['floor_ms']:.1f} ms**. New text: no sentence is sent twice in the whole run (real English "
        f"comments from ../shared/data, then numbered written ones: benchmarks/fresh_text.py), except in the re-check "
        f"row, which measures the coach's case. HTTP: a real `serve` with one worker per core on loopback, SQLite, "
        f"{seconds:.0f} s per measure; the megacall runs every check. Sentence-cache hits: the share of sentences "
        f"the encoder's cache answered during the measure (the service's own count, from /metrics).", "",
        "| measure | now | × floor | goal | sentence-cache hits |", "|---|---|---|---|---|",
        f"| megacall p50, one client over HTTP | {m['http_p50_1']:.1f} ms | {m['http_p50_1'] / m['floor_ms']:.2f} | "
        f"≤ {GOALS['megacall_p50']:.1f} | {m['http_hits_1']:.1%} |",
        f"| megacall p50 in process / an encoder run alone | {m['megacall_ms']:.1f} / "
        f"{m['encoder_ms']:.1f} ms | {m['megacall_ms'] / m['floor_ms']:.2f} / {m['encoder_ms'] / m['floor_ms']:.2f} | "
        f"| {m['in_process_hits']:.1%} |",
        f"| megacall p50 in process, a 6-sentence draft re-checked with one sentence changed (re-checks) | "
        f"{m['recheck_ms']:.1f} ms | {m['recheck_ms'] / m['floor_ms']:.2f} | | {m['recheck_hits']:.1%} |",
        f"| megacalls per second, 8 clients | {m['http_rps_8']:.1f}/s | {m['http_rps_8'] * f:.2f} | "
        f"≥ {GOALS['megacall_throughput']:.1f} | {m['http_hits_8']:.1%} |",
        f"| megacalls per second, 30 clients (p50 {m['http_p50_30']:.0f} ms) | {m['http_rps_30']:.1f}/s | "
        f"{m['http_rps_30'] * f:.2f} | | {m['http_hits_30']:.1%} |",
        f"| compat analyse (TOXICITY) per second, 8 clients | {m['analyse_rps_8']:.1f}/s | "
        f"{m['analyse_rps_8'] * f:.2f} | ≥ {GOALS['analyse_throughput']:.1f} | {m['analyse_hits_8']:.1%} |",
        f"| service memory (every process) after warm-up → after {m['requests']:.0f} requests | "
        f"{m['rss_start_mb']:.0f} → {m['rss_end_mb']:.0f} MB | | | |",
        f"| … then after every 1,000 of {MEMORY_REQUESTS:,} more megacalls (first run) | "
        f"{' → '.join(f'{r:.0f}' for r, _ in readings)} MB | | flat | |",
        f"| … of which the bounded engine caches hold (their own estimate, /metrics) | "
        f"{' → '.join(f'{c:.0f}' for _, c in readings)} MB | | | |",
        f"| … the rest (memory less caches) | {' → '.join(f'{r - c:.0f}' for r, c in readings)} MB | | flat | |", "",
        "Encoder kernels on this CPU, the sentences of one comment (median over 80 comments; agreement with the "
        "runtime path, which runs one sentence per call):", "",
        "| kernel | ms | × floor | lowest cosine of a sentence vector | largest attribute-logit change |",
        "|---|---|---|---|---|", *kernels, "",
        "ONNX session settings, the runtime encoder over the sentences of one comment:", "",
        "| setting | p50 ms | p99 ms |", "|---|---|---|", *sessions]
    return "\n".join(lines)


def memory_report(count: int = MEMORY_REQUESTS) -> str:
    """The memory rows alone, on a fresh service: resident memory, the caches' share, and the rest."""
    from benchmarks.latency_http import measure_memory

    readings = measure_memory(count)
    return "\n".join([
        f"| service memory after warm-up, then after every {count // 5:,} of {count:,} megacalls (new text) | "
        f"{' → '.join(f'{r:.0f}' for r, _ in readings)} MB |",
        f"| … of which the bounded engine caches hold (their own estimate, /metrics) | "
        f"{' → '.join(f'{c:.0f}' for _, c in readings)} MB |",
        f"| … the rest (memory less caches) | {' → '.join(f'{r - c:.0f}' for r, c in readings)} MB |"])


def run(_data_dir: Path) -> str:
    """The `python -m benchmarks` entry."""
    return report()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--duration", type=float, default=DURATION_S, help="seconds per HTTP measure")
    parser.add_argument("--memory-only", type=int, metavar="MEGACALLS",
                        help="only the memory rows, over this many megacalls on a fresh service")
    args = parser.parse_args()
    print(memory_report(args.memory_only) if args.memory_only else report(args.runs, args.duration))
