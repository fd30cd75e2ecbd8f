"""The connection pool, timed: how long each checkout waited, and how many gave up (the 503 'busy' answers)."""

import logging
import time

from sqlalchemy import exc
from sqlalchemy.pool import QueuePool

from moderation.core.metrics import metrics


class TimedQueuePool(QueuePool):
    """SQLAlchemy's QueuePool recording every checkout's wait (a new connection's connect time included)."""

    def _do_get(self):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        recorded = metrics()
        try:
            entry = super()._do_get()
        except exc.TimeoutError:
            recorded.pool_timeouts.inc()
            raise
        finally:
            recorded.pool_wait.observe(time.perf_counter() - started)
        return entry


# SQLAlchemy names a pool's logger after its class, which puts this one under "moderation" (INFO): keep it at
# SQLAlchemy's own default, warnings only, rather than a line for every dispose.
logging.getLogger(f"{TimedQueuePool.__module__}.{TimedQueuePool.__name__}").setLevel(logging.WARNING)
