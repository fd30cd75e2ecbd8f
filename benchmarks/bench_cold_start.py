"""A fresh process's first comment (issue 37): start, imports, models, patterns and one new comment scored, against
a cold floor measured in the same run — a fresh process that loads the registry package's MiniLM graph and makes one
pass over the same comment. The engine is timed with the pattern store off, empty (its process fills it) and filled
(`core/regex_store.py`); nothing else is kept between processes, and every process gets a comment of new text.

`python -m benchmarks cold_start` (or `python -m benchmarks.bench_cold_start [--runs N]`).
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.fresh_text import fresh
from benchmarks.latency_text import ARTICLE
from benchmarks.machine import cpu

ROOT = Path(__file__).resolve().parents[1]


def _child(kind: str, comment: str) -> None:
    """In a fresh process: the floor's pass or the engine's first comment; prints the wall-clock time it ended."""
    if kind == "floor":
        from benchmarks.floor import Floor
        Floor().ms(comment)
    else:
        from moderation import engine
        engine.score_comment(comment, engine.build_article(ARTICLE))
    print(time.time())


def _timed(kind: str, comment: str, store: str) -> float:
    """Seconds from starting a fresh process to its first comment done."""
    env = {**os.environ, "MODERATION_PATTERN_CACHE_DIR": store, "PYTHONPATH": str(ROOT)}
    started = time.time()
    done = subprocess.run([sys.executable, "-m", "benchmarks.bench_cold_start", "--child", kind, comment],
                          env=env, cwd=ROOT, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return float(done.stdout.strip().splitlines()[-1]) - started


def measure(runs: int) -> dict[str, float]:
    """Median seconds of each kind over `runs` rounds (a new empty store each round)."""
    comments = iter(fresh().comments(runs * 4, 52))
    times: dict[str, list[float]] = {"floor": [], "off": [], "empty": [], "filled": []}
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as store:
            times["floor"].append(_timed("floor", next(comments), ""))
            times["off"].append(_timed("engine", next(comments), ""))
            times["empty"].append(_timed("engine", next(comments), store))
            times["filled"].append(_timed("engine", next(comments), store))
    return {kind: statistics.median(values) for kind, values in times.items()}


def run(data_dir: Path, runs: int = 2) -> str:
    """The markdown section."""
    m = measure(runs)
    floor = m["floor"]
    rows = [("the floor: a fresh process loads the package's MiniLM graph and makes one pass", floor),
            ("the engine, pattern store off (every pattern compiled)", m["off"]),
            ("the engine, pattern store empty (this process fills it)", m["empty"]),
            ("the engine, pattern store filled (the usual start)", m["filled"])]
    return "\n".join([
        "## Cold start: a fresh process's first comment (bench_cold_start)", "",
        f"`python -m benchmarks cold_start`, {cpu()}; median of {runs} rounds, each process a comment of new text "
        "(~52 words; nothing kept between processes but the pattern store where the row says so).", "",
        "| process | seconds | × floor |", "|---|---|---|",
        *(f"| {label} | {seconds:.2f} | {seconds / floor:.1f} |" for label, seconds in rows)])


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--child", nargs=2, metavar=("KIND", "COMMENT"))
    parser.add_argument("--runs", type=int, default=2)
    args = parser.parse_args()
    if args.child:
        _child(*args.child)
    else:
        print(run(Path("."), args.runs))
