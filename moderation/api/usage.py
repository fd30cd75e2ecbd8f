"""Usage recording around an evaluation call."""

import time
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy.orm import Session

from moderation.api.deps import Caller
from moderation.store.usage import record_usage


@contextmanager
def track_usage(session: Session, caller: Caller, operation: str) -> Iterator[None]:
    """Measure the block and record a usage row when it completes without an exception."""
    started = time.perf_counter()
    yield
    record_usage(session, caller, operation, (time.perf_counter() - started) * 1000.0)
