"""Clients that send less body than they promise: a disconnect is logged at INFO, a stall gets 408."""

import logging
import socket
import time

import pytest

from tests.polling import wait_until


def _send_partial(base_url: str, path: str, headers: dict[str, str], declared: int, sent: bytes) -> socket.socket:
    """Open a raw connection and send the request head with Content-Length `declared`, then only `sent`."""
    host, port = base_url.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)), timeout=10)
    head = [f"POST {path} HTTP/1.1", f"Host: {host}:{port}", "Content-Type: application/json",
            f"Content-Length: {declared}", *(f"{name}: {value}" for name, value in headers.items())]
    sock.sendall(("\r\n".join(head) + "\r\n\r\n").encode() + sent)
    return sock


@pytest.fixture
def settings_changed(live_server):
    """Swap the running service's settings for a copy with the given changes, restored after the test."""
    app = live_server.service.app
    original = app.state.settings

    def change(**updates):
        app.state.settings = original.model_copy(update=updates)

    yield change
    app.state.settings = original


def test_client_disconnecting_mid_body_is_logged_at_info_without_traceback(live_server, caplog):
    caplog.set_level(logging.INFO)
    sock = _send_partial(live_server.base_url, "/v0.2/antispam", live_server.headers, 5000, b'{"comment": "hal')
    time.sleep(0.3)
    sock.close()
    assert wait_until(lambda: any("disconnected" in r.getMessage() for r in caplog.records), timeout=5)
    noisy = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert noisy == [], [r.getMessage() for r in noisy]
    assert not any(" 500 " in r.getMessage() for r in caplog.records)


def test_a_body_that_stalls_gets_408_after_the_body_timeout(live_server, settings_changed):
    settings_changed(body_read_timeout=1.0)
    sock = _send_partial(live_server.base_url, "/v0.2/antispam", live_server.headers, 5000, b'{"comment": "hal')
    started = time.monotonic()
    with sock:  # read until the server closes the connection
        answer = b"".join(iter(lambda: sock.recv(65536), b"")).decode("latin-1")
    assert answer.startswith("HTTP/1.1 408"), answer
    assert "MODERATION_BODY_READ_TIMEOUT" in answer
    assert time.monotonic() - started < 5
