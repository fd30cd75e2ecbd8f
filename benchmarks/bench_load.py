"""Load on a real `python -m moderation serve` over loopback: errors under 30 clients, megacall speed, compat
throughput; on SQLite, and on PostgreSQL when MODERATION_TEST_DATABASE_URL or --database-url is given.

`python -m benchmarks.bench_load [--duration 60] [--database-url URL] [--workers N]`
"""

import argparse
import itertools
import os
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import numpy as np

from benchmarks.fresh_text import fresh, served_hits, hit_rate
from benchmarks.latency_text import ARTICLE
from tests.served import cli, serve_env, start_serve, stop

DURATION_S = 60.0
ALL_CHECKS = {"run_comment_score": True, "run_spam_check": True, "run_relevance_check": True,
              "run_dogwhistle_check": True, "run_external": True, "run_llm_detect": True,
              "banned_topics": ["politics", "religion"]}


class Comments:
    """New comments of about 40, 45 or 50 words in turn, none sharing a sentence with any text sent before in this
    process (fresh_text.py), handed out once each across threads."""

    def __init__(self) -> None:
        fresh()  # reads the real comments now, not inside a timed request
        self._words = itertools.cycle((40, 45, 50))
        self._lock = threading.Lock()

    def next(self) -> str:
        with self._lock:
            words = next(self._words)
        return fresh().comment(words)


def _drive(base_url: str, headers: dict, clients: int, seconds: float, request: Callable[[httpx.Client], int]):
    """`clients` threads calling `request` in a loop for `seconds`; (latencies in ms of 200s, errors, elapsed)."""
    deadline = time.monotonic() + seconds

    def client(_):
        latencies, errors = [], 0
        with httpx.Client(base_url=base_url, headers=headers, timeout=120) as http:
            while time.monotonic() < deadline:
                started = time.perf_counter()
                try:
                    ok = request(http) == 200
                except httpx.HTTPError:
                    ok = False
                if ok:
                    latencies.append((time.perf_counter() - started) * 1000)
                else:
                    errors += 1
        return latencies, errors

    started = time.monotonic()
    with ThreadPoolExecutor(clients) as pool:
        results = list(pool.map(client, range(clients)))
    return [ms for lat, _ in results for ms in lat], sum(e for _, e in results), time.monotonic() - started


def _pct(values: list[float], q: float) -> float:
    return float(np.percentile(values, q)) if values else float("nan")


@dataclass
class LoadService:
    """A running `serve` with a benchmark account and the demo article: its address, the account's headers, the
    process id, the two measured requests (each returns the status) and the refusals seen (for error messages)."""

    base_url: str
    headers: dict
    pid: int
    megacall: Callable[[httpx.Client], int]
    analyse: Callable[[httpx.Client], int]
    refused: Counter


@contextmanager
def load_service(database_url: str | None, workers: int | None) -> Iterator[LoadService]:
    """Start `serve` (`workers`, default the core count) on loopback with an unlimited plan, stop it afterwards."""
    with tempfile.TemporaryDirectory() as folder:
        env = serve_env(Path(folder) / "data", database_url)
        cli(env, "plans", "define", "Benchmark", "--operations", "antispam,commentscore,relevance,dogwhistle,"
            "llmdetect,megacall,external-compat", "--requests-per-minute", "1000000")
        account = cli(env, "accounts", "create", "--email", f"bench-{os.getpid()}@example.test", "--plan", "Benchmark")
        headers = {"X-User-Email": account["email"], "X-API-Key": account["api_key"]}
        process, base_url = start_serve(env, Path(folder) / "serve.log", workers or len(os.sched_getaffinity(0)))
        try:
            article = httpx.post(f"{base_url}/v0.2/inittopic", json={"text": ARTICLE}, headers=headers,
                                 timeout=120).json()["article_id"]
            comments, refused = Comments(), Counter()

            def answered(response: httpx.Response) -> int:
                if response.status_code != 200:  # kept for the callers' error messages
                    refused[f"{response.status_code} {response.text[:160]}"] += 1
                return response.status_code

            def megacall(http: httpx.Client) -> int:
                body = {**ALL_CHECKS, "comment": comments.next(), "article_context_id": article}
                return answered(http.post("/v0.2/megacall", json=body))

            def analyse(http: httpx.Client) -> int:
                body = {"comment": {"text": comments.next()}, "requestedAttributes": {"TOXICITY": {}}}
                return answered(http.post("/v0.2/external-compat/analyse", json=body))

            yield LoadService(base_url, headers, process.pid, megacall, analyse, refused)
        finally:
            stop(process)


def measure(database_url: str | None, seconds: float, workers: int | None) -> list[tuple[str, str, str, str]]:
    """(measure, figure, target, sentence-cache hit rate) rows for one database."""
    with load_service(database_url, workers) as service:
        base_url, headers, megacall, analyse = service.base_url, service.headers, service.megacall, service.analyse
        rows = []

        def driven(clients: int, request) -> tuple[list[float], int, float, str]:
            """_drive, and the sentence cache's hit rate over it (from the service's /metrics)."""
            before = served_hits(base_url)
            ok, errors, elapsed = _drive(base_url, headers, clients, seconds, request)
            return ok, errors, elapsed, f"{hit_rate(before, served_hits(base_url)):.1%}"

        ok, errors, _, hits = driven(30, megacall)
        rows += [("30 clients, megacall: requests / errors", f"{len(ok) + errors} / {errors}", "errors 0", hits),
                 ("30 clients, megacall p50 / p99", f"{_pct(ok, 50):.0f} ms / {_pct(ok, 99):.0f} ms", "—", hits)]
        ok, errors, _, hits = driven(1, megacall)
        rows.append(("megacall p50 / p99 (one client)", f"{_pct(ok, 50):.0f} ms / {_pct(ok, 99):.0f} ms",
                     "≤ 30 ms / ≤ 120 ms", hits))
        ok, errors, elapsed, hits = driven(8, megacall)
        rows.append(("megacalls per second (8 clients)", f"{len(ok) / elapsed:.1f} (errors {errors})", "≥ 60", hits))
        ok, errors, elapsed, hits = driven(8, analyse)
        rows.append(("compat analyse, TOXICITY only, per second (8 clients)",
                     f"{len(ok) / elapsed:.1f} (errors {errors})", "≥ 150", hits))
        if service.refused:  # what a failed request answered, so an error is never a bare count
            rows.append(("first refusal seen", service.refused.most_common(1)[0][0][:120], "—", "—"))
    return rows


def _databases(database_url: str | None) -> dict[str, str | None]:
    url = database_url or os.environ.get("MODERATION_TEST_DATABASE_URL")
    return {"SQLite": None, **({"PostgreSQL": url} if url else {})}


def report(seconds: float = DURATION_S, database_url: str | None = None, workers: int | None = None) -> str:
    """Measure on every database and return the markdown section (printing each figure as it comes)."""
    lines = ["## Load over HTTP (bench_load)", "",
             f"A real `serve` on loopback ({workers or 'core count'} workers), new 40–50-word comments (no sentence "
             f"sent twice in the run: benchmarks/fresh_text.py), {seconds:.0f} s per measure; megacall runs every "
             "check. Sentence-cache hits: the service's own count over the measure (/metrics).", "",
             "| database | measure | figure | target | sentence-cache hits |", "|---|---|---|---|---|"]
    for name, url in _databases(database_url).items():
        for measure_name, figure, target, hits in measure(url, seconds, workers):
            print(f"{name:10} {measure_name:55} {figure:22} target {target} cache hits {hits}", flush=True)
            lines.append(f"| {name} | {measure_name} | {figure} | {target} | {hits} |")
    return "\n".join(lines)


def run(_data_dir: Path) -> str:
    """The `python -m benchmarks` entry: default duration, SQLite (and PostgreSQL when configured)."""
    return report()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", type=float, default=DURATION_S, help="seconds per measure")
    parser.add_argument("--database-url", help="also measure on this PostgreSQL URL")
    parser.add_argument("--workers", type=int, help="serve --workers (default: the core count)")
    args = parser.parse_args()
    print(report(args.duration, args.database_url, args.workers))
