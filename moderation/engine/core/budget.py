"""A time budget for the engine work of one request: a deadline set by the caller, checked between stages.

The API sets the deadline in a context variable around its engine calls; worker threads started with anyio
copy the context, so every judge of the request sees the same deadline. `check()` raises once it has passed,
so a thread whose answer is no longer awaited stops at its next stage instead of computing on.
"""

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_deadline: ContextVar[float | None] = ContextVar("engine_deadline", default=None)
_length: ContextVar[float | None] = ContextVar("engine_budget_length", default=None)


class BudgetExceeded(Exception):
    """The request's time budget ran out before this stage of engine work."""


@contextmanager
def deadline(seconds: float | None) -> Iterator[None]:
    """Engine work in this context must end within `seconds` (None or <= 0: no budget)."""
    given = seconds if seconds and seconds > 0 else None
    token, length = _deadline.set(None if given is None else time.monotonic() + given), _length.set(given)
    try:
        yield
    finally:
        _deadline.reset(token)
        _length.reset(length)


def remaining() -> float | None:
    """Seconds left of the budget (None when there is none)."""
    end = _deadline.get()
    return None if end is None else end - time.monotonic()


def share_left() -> float:
    """The part of the budget not yet spent, 0 to 1 (1 when there is none): optional work stops early on it."""
    left, length = remaining(), _length.get()
    return 1.0 if left is None or not length else max(0.0, left / length)


def check(stage: str) -> None:
    """Raise BudgetExceeded when the budget has run out before `stage`."""
    left = remaining()
    if left is not None and left <= 0:
        raise BudgetExceeded(f"time budget used up before {stage}")
