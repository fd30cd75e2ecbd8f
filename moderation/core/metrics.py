"""Prometheus metrics of the service, made on first use; shared by every uvicorn worker in multiprocess mode.

Labels hold only fixed names (route templates, judges, reasons, limit kinds, status codes): never a comment,
a key, an email or a raw path. `serve` points PROMETHEUS_MULTIPROC_DIR at a fresh folder before any worker starts,
so every worker writes its own file there and /metrics adds them up; in-process services (embedded, tests) keep
their metrics in memory.
"""

import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
# Seconds: a health check or usercheck (ms) up to a worst-case megacall near the 3 s budget and beyond.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0)
POOL_BUCKETS = (0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1.0, 2.0, 5.0)


@dataclass(frozen=True)
class Metrics:
    """Every metric the service records."""

    registry: Any
    value_class: Any  # prometheus_client's value class of this mode (children made later by .labels() use it)
    requests: Any  # Counter: route, method, status
    latency: Any  # Histogram: route, method
    engine: Any  # Histogram: judge
    rate_refusals: Any  # Counter: limit
    fetch_refusals: Any  # Counter: reason
    compat_refusals: Any  # Counter: reason (the external API's status or error reason)
    pool_wait: Any  # Histogram
    pool_timeouts: Any  # Counter
    model_load: Any  # Gauge: model
    sentence_cache: Any  # Counter: purpose (comment / rewrite), result (hit / miss)
    cache_bytes: Any  # Gauge: cache (summed over live workers)


_lock = threading.Lock()
_made: dict[str, Metrics] = {}  # by metrics folder ('' in memory): a test may run `serve` in-process and return
_mode = [""]


def metrics() -> Metrics:
    """The process's metrics for the current mode (made on first use, after `serve` has chosen the mode)."""
    folder = os.environ.get(MULTIPROC_ENV, "")
    if folder not in _made or _mode[0] != folder:
        with _lock:
            if folder not in _made:
                _made[folder] = _make()
            from prometheus_client import values
            values.ValueClass, _mode[0] = _made[folder].value_class, folder
    return _made[folder]


def _make() -> Metrics:
    from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, disable_created_metrics, values
    # The value class is chosen when prometheus_client is imported; `serve` may set the folder after that.
    values.ValueClass = values.get_value_class()
    disable_created_metrics()  # the *_created samples only double the output; multiprocess mode has none
    registry = CollectorRegistry()
    return Metrics(
        registry=registry,
        value_class=values.ValueClass,
        requests=Counter("moderation_http_requests", "HTTP requests answered, by route template, method and status",
                         ["route", "method", "status"], registry=registry),
        latency=Histogram("moderation_http_request_duration_seconds", "Time to answer, by route template and method",
                          ["route", "method"], buckets=LATENCY_BUCKETS, registry=registry),
        engine=Histogram("moderation_engine_seconds", "Engine time per call, by judge (encoder: the shared analysis)",
                         ["judge"], buckets=LATENCY_BUCKETS, registry=registry),
        rate_refusals=Counter("moderation_rate_limit_refusals", "Requests refused by a rate limit, by limit",
                              ["limit"], registry=registry),
        fetch_refusals=Counter("moderation_fetch_refusals", "Topic URLs not fetched or not read, by reason",
                               ["reason"], registry=registry),
        compat_refusals=Counter("moderation_compat_refusals", "Answers on the external API's paths that carry no "
                                "score (its error shape, or every attribute dropped), by reason", ["reason"],
                                registry=registry),
        pool_wait=Histogram("moderation_db_pool_wait_seconds", "Wait for a pooled database connection",
                            buckets=POOL_BUCKETS, registry=registry),
        pool_timeouts=Counter("moderation_db_pool_timeouts", "Requests that got no database connection in time",
                              registry=registry),
        model_load=Gauge("moderation_model_load_seconds", "Seconds the newest worker took to load each model",
                         ["model"], multiprocess_mode="mostrecent", registry=registry),
        sentence_cache=Counter("moderation_sentence_cache_lookups", "Sentences asked of the English encoder, by "
                               "purpose (a comment's own, or a rewrite candidate's re-check) and whether its cache "
                               "(or an earlier copy in the same call) answered", ["purpose", "result"],
                               registry=registry),
        cache_bytes=Gauge("moderation_cache_bytes", "Bytes the engine's bounded caches hold by their own estimate, "
                          "by cache, summed over the live workers (each is bounded: docs/service.md)", ["cache"],
                          multiprocess_mode="livesum", registry=registry),
    )


@contextmanager
def timed(histogram: Any) -> Iterator[None]:
    """Observe the block's wall time (also when it raises)."""
    started = time.perf_counter()
    try:
        yield
    finally:
        histogram.observe(time.perf_counter() - started)


def engine_timer(judge: str):
    """A context manager observing one engine call of `judge`."""
    return timed(metrics().engine.labels(judge=judge))


def exposition() -> tuple[bytes, str]:
    """The text format of every metric (summed over the workers in multiprocess mode) and its content type."""
    from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
    return generate_latest(exposition_registry()), CONTENT_TYPE_LATEST


def exposition_registry() -> Any:
    """The registry to expose: the workers' files in multiprocess mode, else this process's metrics."""
    if not os.environ.get(MULTIPROC_ENV):
        return metrics().registry
    from prometheus_client import CollectorRegistry, multiprocess
    _forget_dead_workers(os.environ[MULTIPROC_ENV])
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    return registry


def _forget_dead_workers(folder: str) -> None:
    """Drop the live-summed gauges of workers that have exited (a restarted worker's caches are gone with it)."""
    from prometheus_client import multiprocess
    for path in Path(folder).glob("gauge_live*_*.db"):
        pid = path.stem.rsplit("_", 1)[-1]
        if pid.isdigit() and not _alive(int(pid)):
            multiprocess.mark_process_dead(int(pid), folder)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
