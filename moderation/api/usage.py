"""Usage recording around an evaluation call."""

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from sqlalchemy.orm import Session

from moderation.api.checks import in_worker
from moderation.api.deps import Caller
from moderation.store.usage import record_usage


@asynccontextmanager
async def track_usage(session: Session, caller: Caller, operation: str, units: int = 1) -> AsyncIterator[None]:
    """Measure the block and record a usage row when it completes without an exception; the write runs in a
    worker thread, so a slow commit never holds up the other requests on the event loop."""
    started = time.perf_counter()
    yield
    await in_worker(record_usage, session, caller.account_id, operation, (time.perf_counter() - started) * 1000.0,
                    units)
