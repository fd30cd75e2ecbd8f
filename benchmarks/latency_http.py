"""The HTTP part of bench_latency: a real `serve` (one worker per core) on loopback, megacall under 1, 8 and 30
clients, compat analyse under 8, and the memory of every service process before and after."""

import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

from benchmarks.bench_load import _drive, _pct, load_service
from benchmarks.fresh_text import hit_rate, served_hits


def _tree(pid: int) -> list[int]:
    """`pid` and its descendants (from /proc)."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        for task in Path(f"/proc/{current}/task").glob("*/children"):
            todo += [int(child) for child in task.read_text().split()]
    return found


def rss_mb(pid: int) -> float:
    """Resident memory of `pid` and its descendants, in MB."""
    total = 0
    for each in _tree(pid):
        status = Path(f"/proc/{each}/status")
        lines = status.read_text().splitlines() if status.exists() else []
        total += next((int(line.split()[1]) for line in lines if line.startswith("VmRSS:")), 0)
    return total / 1024


def measure_http(seconds: float, memory_requests: int = 0) -> dict[str, float]:
    """p50 (ms) and requests per second of each measure, request count and memory (MB) before and after; with
    `memory_requests`, then that many more megacalls (8 clients), the memory read after every fifth of them."""
    with load_service(None, None) as service:
        base_url, headers, megacall, refused = service.base_url, service.headers, service.megacall, service.refused
        _drive(base_url, headers, 4, 3, megacall)  # warm every worker
        row, requests = {"rss_start_mb": rss_mb(service.pid)}, 0
        for clients in (1, 8, 30):
            before = served_hits(base_url)
            ok, errors, elapsed = _drive(base_url, headers, clients, seconds, megacall)
            assert errors == 0, f"{errors} megacall errors under {clients} clients: {refused.most_common(3)}"
            row[f"http_p50_{clients}"], row[f"http_rps_{clients}"] = _pct(ok, 50), len(ok) / elapsed
            row[f"http_hits_{clients}"] = hit_rate(before, served_hits(base_url))
            requests += len(ok)
        before = served_hits(base_url)
        ok, errors, elapsed = _drive(base_url, headers, 8, seconds, service.analyse)
        assert errors == 0, f"{errors} analyse errors: {refused.most_common(3)}"
        row["analyse_rps_8"], requests = len(ok) / elapsed, requests + len(ok)
        row["analyse_hits_8"] = hit_rate(before, served_hits(base_url))
        row.update(rss_end_mb=rss_mb(service.pid), requests=requests)
        if memory_requests:
            row["memory_mb"] = _memory_over(base_url, headers, megacall, memory_requests, service.pid)
        return row

def cache_mb(base_url: str) -> float:
    """What the service's bounded engine caches hold, summed over its workers (MB, their own estimate; /metrics)."""
    held = sum(float(line.rsplit(" ", 1)[1]) for line in httpx.get(f"{base_url}/metrics", timeout=30).text.splitlines()
               if line.startswith("moderation_cache_bytes{"))
    return held / 1e6


def measure_memory(count: int) -> list[tuple[float, float]]:
    """A fresh service's memory after warm-up and after each fifth of `count` megacalls: (resident MB, caches MB)."""
    with load_service(None, None) as service:
        _drive(service.base_url, service.headers, 4, 3, service.megacall)  # warm every worker
        start = [(rss_mb(service.pid), cache_mb(service.base_url))]
        return start + _memory_over(service.base_url, service.headers, service.megacall, count, service.pid)


def _memory_over(base_url: str, headers: dict, request, count: int, pid: int) -> list[tuple[float, float]]:
    """The service's memory after each fifth of `count` more requests, 8 clients at a time: (resident MB, of which
    the bounded caches hold MB)."""
    readings, lock = [], threading.Lock()
    for _fifth in range(5):
        left = [count // 5]

        def client(_):
            with httpx.Client(base_url=base_url, headers=headers, timeout=120) as http:
                while True:
                    with lock:
                        if left[0] <= 0:
                            return
                        left[0] -= 1
                    assert request(http) == 200

        with ThreadPoolExecutor(8) as pool:
            list(pool.map(client, range(8)))
        readings.append((rss_mb(pid), cache_mb(base_url)))
        print(f"memory after another {count // 5} requests: {readings[-1][0]:.0f} MB, of which caches "
              f"{readings[-1][1]:.0f} MB", flush=True)
    return readings
