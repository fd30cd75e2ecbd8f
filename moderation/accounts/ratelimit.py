"""Sliding-window rate limits kept in the database, so every worker process and machine shares them.

Each accepted request is one row (key, time). A check runs in one transaction under a lock on its key
(`BEGIN IMMEDIATE` on SQLite, a transaction-scoped advisory lock on PostgreSQL): drop the rows older
than the window, count the rest, and add a row only when the count is under the limit. So no
60-second span ever holds more than the limit, and no prune can let a late request restart a count.
"""

import hashlib
import math
import time

from sqlalchemy import Connection, Engine, delete, func, insert, select

from moderation.core.metrics import metrics
from moderation.store.models import RateEvent

WINDOW_SECONDS = 60.0
# The metric's label per key prefix: the kind of limit, never the account, address or email digest after it.
LIMIT_KINDS = {"account": "plan", "usercheck": "usercheck", "authfail": "failed_logins_address",
               "authfail-email": "failed_logins_account"}


def _count_refusal(key: str) -> None:
    metrics().rate_refusals.labels(limit=LIMIT_KINDS.get(key.split(":", 1)[0], "other")).inc()


def _lock(conn: Connection, key: str) -> None:
    """Serialise the checks of one key (SQLite: of the whole database, which is brief)."""
    dialect = conn.dialect.name
    if dialect == "sqlite":
        conn.exec_driver_sql("BEGIN IMMEDIATE")
    elif dialect == "postgresql":
        lock_id = int.from_bytes(hashlib.blake2b(key.encode("utf-8"), digest_size=8).digest(), "big", signed=True)
        conn.execute(select(func.pg_advisory_xact_lock(lock_id)))


def _wait(conn: Connection, key: str, limit: int, now: float, units: int = 1) -> float | None:
    """Seconds until `units` more requests fit under the limit, or None when they fit now."""
    alive = RateEvent.key == key, RateEvent.at > now - WINDOW_SECONDS
    count = conn.scalar(select(func.count()).select_from(RateEvent).where(*alive))
    if count + units <= limit:
        return None
    # The request fits once all but limit-units of the live rows have aged out.
    freeing = conn.scalar(select(RateEvent.at).where(*alive).order_by(RateEvent.at)
                          .offset(count - limit + units - 1).limit(1))
    return max(freeing + WINDOW_SECONDS - now, 0.001)


def take(engine: Engine, key: str, limit: int, now: float | None = None, units: int = 1) -> float | None:
    """Count `units` requests under `key` (a batch counts each comment); None when allowed, else the seconds to
    wait (nothing counted)."""
    if not 1 <= units <= limit:
        raise ValueError(f"{units} units can never fit a limit of {limit}")
    with engine.connect() as conn:
        _lock(conn, key)
        now = time.time() if now is None else now  # read under the lock: rows are added in time order
        conn.execute(delete(RateEvent).where(RateEvent.key == key, RateEvent.at <= now - WINDOW_SECONDS))
        wait = _wait(conn, key, limit, now, units)
        if wait is None:
            conn.execute(insert(RateEvent), [{"key": key, "at": now}] * units)
        conn.commit()
    if wait is not None:
        _count_refusal(key)
    return wait


def peek(engine: Engine, key: str, limit: int, now: float | None = None) -> float | None:
    """Like take, but counts nothing: for limits on failures, recorded afterwards with note()."""
    with engine.connect() as conn:
        wait = _wait(conn, key, limit, time.time() if now is None else now)
    if wait is not None:  # the caller refuses the request (a failed login past its limit)
        _count_refusal(key)
    return wait


def note(engine: Engine, key: str, now: float | None = None) -> None:
    """Record one event under `key` whatever the count (a failed login, say)."""
    now = time.time() if now is None else now
    with engine.begin() as conn:
        conn.execute(delete(RateEvent).where(RateEvent.key == key, RateEvent.at <= now - WINDOW_SECONDS))
        conn.execute(insert(RateEvent).values(key=key, at=now))


def retry_after(wait: float) -> int:
    """The Retry-After header's whole seconds: the first second at which a retry succeeds."""
    return max(1, math.ceil(wait))


def check_rate(engine: Engine, account_id: int, requests_per_minute: int, now: float | None = None,
               units: int = 1) -> int | None:
    """The plan limit of an account (`units` requests at once): None when allowed, else the whole seconds to wait."""
    wait = take(engine, f"account:{account_id}", requests_per_minute, now, units)
    return None if wait is None else retry_after(wait)
