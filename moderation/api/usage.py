"""Usage recording around an evaluation call."""

import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from functools import partial

from sqlalchemy.orm import Session

from moderation.api.checks import in_worker
from moderation.api.deps import Caller
from moderation.store.usage import record_usage


@asynccontextmanager
async def track_usage(session: Session, caller: Caller, operation: str,
                      units: int = 1) -> AsyncIterator[list[Callable[[], object]]]:
    """Measure the block and record a usage row when it completes without an exception. The block may add writes
    of its own to the yielded list: they run first, in the same worker thread as the usage row (one hand-off for
    every write of the request: hand-offs were a tenth of a megacall's time under load, issue 30), so a slow
    commit never holds up the other requests on the event loop."""
    started = time.perf_counter()
    writes: list[Callable[[], object]] = []
    yield writes
    latency_ms = (time.perf_counter() - started) * 1000.0
    await in_worker(_write, [*writes, partial(record_usage, session, caller.account_id, operation, latency_ms, units)])


def _write(writes: list[Callable[[], object]]) -> None:
    for write in writes:
        write()
