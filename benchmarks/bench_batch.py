"""Batch scoring speed: distinct generated comments × banned topics, relevance only, through the real command."""

import csv
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.fresh_text import fresh
from moderation.engine.training.sentences_io import slots

COMMENTS, TOPICS, TARGET_S = 10_000, 20, 30.0
# The benchmark's own vocabulary (benchmarks/sets/data/batch.tsv): the banned topics and the article; the comments
# are new text (fresh_text.py).
_POOLS = slots(Path(__file__).resolve().parent / "sets" / "data" / "batch.tsv")
BANNED = tuple(_POOLS["banned"])
ARTICLE = _POOLS["article"][0]


def comments(count: int, seed: int = 7) -> list[str]:
    """`count` new comments of two to four sentences, no sentence sent before in this process (fresh_text.py)."""
    rng = random.Random(seed)
    return [" ".join(fresh().draft(rng.randint(2, 4))) for _ in range(count)]


def _hits(summary: dict) -> str:
    """The sentence cache's hit rate over a run, from the command's summary."""
    counts = summary.get("sentence_cache", {})
    return f"{counts.get('hits', 0) / max(counts.get('lookups', 0), 1):.1%} of {counts.get('lookups', 0):,}"


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _run(args: list[str]) -> tuple[float, float, dict]:
    """Wall seconds, CPU seconds (of the command and its workers) and the command's JSON summary."""
    started, cpu = time.perf_counter(), _cpu_seconds()
    done = subprocess.run([sys.executable, "-m", "moderation", "batch", "score", *args, "--quiet"],
                          capture_output=True, text=True, check=True)
    return time.perf_counter() - started, _cpu_seconds() - cpu, json.loads(done.stdout)


def run(_data_dir: Path | None = None, count: int = COMMENTS) -> str:
    """Time a cold run, then a re-score of a new topic list from the embeddings cache; a markdown section."""
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work)
        with open(folder / "comments.csv", "w", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(["id", "comment"])
            writer.writerows(enumerate(comments(count)))
        (folder / "article.txt").write_text(ARTICLE)
        (folder / "topics.txt").write_text("\n".join(BANNED[:TOPICS]))
        (folder / "topics_b.txt").write_text("\n".join(reversed(BANNED[:TOPICS])) + "\nweather\nroyal family")
        common = ["--article", str(folder / "article.txt"), "--checks", "relevance",
                  "--embeddings-cache", str(folder / "cache")]
        cold, cold_cpu, summary = _run([str(folder / "comments.csv"), "--out", str(folder / "a.parquet"),
                              "--banned-topics", str(folder / "topics.txt"), *common])
        rescore, rescore_cpu, again = _run([str(folder / "comments.csv"), "--out", str(folder / "b.parquet"),
                           "--banned-topics", str(folder / "topics_b.txt"), *common])
    cores = os.cpu_count() or 1
    lines = ["## Batch scoring (`python -m moderation batch score`)", "",
             f"{count:,} new comments (real English sentences, none repeated: fresh_text.py), {TOPICS} banned topics and an article, relevance only, "
             f"{summary.get('workers')} worker processes, end to end (process start to output written). "
             f"CPU seconds are the command's and its workers'; CPU / {cores} cores is the wall time an otherwise "
             "idle machine would need.", "",
             "| run | wall s | comments/s | CPU s | CPU s / cores | target | sentence-cache hits |",
             "|---|---|---|---|---|---|---|",
             f"| first run (embeds every comment) | {cold:.1f} | {count / cold:.0f} | {cold_cpu:.0f} | "
             f"{cold_cpu / cores:.1f} | ≤ {TARGET_S:.0f} s | {_hits(summary)} |",
             f"| new topic list, from the embeddings cache (re-scores: its disk cache is the point) | {rescore:.1f} | "
             f"{count / rescore:.0f} | {rescore_cpu:.0f} | {rescore_cpu / cores:.1f} | seconds | {_hits(again)} |"]
    section = "\n".join(lines)
    print(section)
    return section


if __name__ == "__main__":
    run(None, int(sys.argv[1]) if len(sys.argv) > 1 else COMMENTS)
