"""The connection pool's checkouts are timed and its timeouts counted."""

import pytest
from sqlalchemy.exc import TimeoutError as PoolTimeoutError

from moderation.core.metrics import metrics
from moderation.store.db import make_engine


def _sample(name: str) -> float:
    return metrics().registry.get_sample_value(name) or 0.0


def test_a_checkout_is_timed_and_a_timeout_is_counted(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'pool.db'}", pool_size=1, pool_timeout=0.05)
    waits, timeouts = _sample("moderation_db_pool_wait_seconds_count"), _sample("moderation_db_pool_timeouts_total")
    try:
        with engine.connect():
            assert _sample("moderation_db_pool_wait_seconds_count") == waits + 1
            with pytest.raises(PoolTimeoutError):
                engine.connect()  # the only connection is in use
        assert _sample("moderation_db_pool_timeouts_total") == timeouts + 1
        assert _sample("moderation_db_pool_wait_seconds_count") == waits + 2
    finally:
        engine.dispose()
