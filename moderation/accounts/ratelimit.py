"""Per-account request limits in fixed one-minute windows, counted in the database (shared by workers)."""

import math
import time

from sqlalchemy import Engine, delete, select, update
from sqlalchemy.exc import IntegrityError

from moderation.store.models import RateWindow

WINDOW_SECONDS = 60


def _increment(engine: Engine, account_id: int, window: int) -> int:
    """Add one to the account's counter for the window; returns the new count."""
    for _ in range(3):
        try:
            with engine.begin() as conn:
                changed = conn.execute(update(RateWindow).where(RateWindow.account_id == account_id,
                                                                RateWindow.window == window)
                                       .values(count=RateWindow.count + 1)).rowcount
                if not changed:
                    conn.execute(RateWindow.__table__.insert().values(account_id=account_id, window=window, count=1))
                    conn.execute(delete(RateWindow).where(RateWindow.account_id == account_id,
                                                          RateWindow.window < window))
                return conn.scalar(select(RateWindow.count).where(RateWindow.account_id == account_id,
                                                                  RateWindow.window == window))
        except IntegrityError:  # another worker inserted the window first: count again
            continue
    raise RuntimeError("could not update the rate counter")


def check_rate(engine: Engine, account_id: int, requests_per_minute: int, now: float | None = None) -> int | None:
    """Count this request; None when allowed, else the seconds to wait before the window resets."""
    now = time.time() if now is None else now
    window = int(now // WINDOW_SECONDS)
    if _increment(engine, account_id, window) <= requests_per_minute:
        return None
    return max(1, math.ceil((window + 1) * WINDOW_SECONDS - now))
