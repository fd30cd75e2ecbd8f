"""Waiting in tests for something that happens elsewhere (a server thread, a log line, a browser rerun)."""

import time


def wait_until(condition, timeout: float = 2.0, interval: float = 0.01) -> bool:
    """Poll `condition` every `interval` seconds until it holds or `timeout` passes; whether it held."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(interval)
    return condition()
