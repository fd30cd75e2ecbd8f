"""SIGTERM on a real `serve --workers 2`: it stops accepting at once, finishes the request in flight, cancels one
still running at the bound, closes the database pools and exits 0; metrics on their own listener
(MODERATION_METRICS_BIND)."""

import json
import os
import signal
import socket
import time
import uuid

import httpx
import pytest

from tests.scrape import scrape, value
from tests.served import cli, free_port, serve_env, start_serve, stop

BODY = json.dumps({"comment": "The council should publish the cycling survey before the vote."}).encode()
SHUTDOWN_BOUND_S = 8
WORKERS = 2  # the supervising process holds the listening socket too: it must let go of it at once


def _partial_request(port: int, headers: dict[str, str]) -> socket.socket:
    """A POST whose headers and first bytes of body are sent: in flight until the rest comes."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=120)
    lines = ["POST /v0.2/antispam HTTP/1.1", f"Host: 127.0.0.1:{port}", "Content-Type: application/json",
             f"Content-Length: {len(BODY)}", *(f"{name}: {value}" for name, value in headers.items())]
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode() + BODY[:10])
    return sock


def _read_all(sock: socket.socket) -> bytes:
    """Everything until the server closes the connection (it does after answering, as it shuts down)."""
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    return data


def _wait_for(log_path, text: str, count: int = 1) -> None:
    deadline = time.monotonic() + 120
    while log_path.read_text().count(text) < count:
        assert time.monotonic() < deadline, log_path.read_text()[-3000:]
        time.sleep(0.05)


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """One serve process for the module; the SIGTERM test, last, ends it."""
    tmp_path = tmp_path_factory.mktemp("shutdown")
    env = serve_env(tmp_path / "data", os.environ.get("MODERATION_TEST_DATABASE_URL"))
    metrics_port = free_port()
    env.update(MODERATION_SHUTDOWN_TIMEOUT=str(SHUTDOWN_BOUND_S), MODERATION_METRICS_BIND=f"127.0.0.1:{metrics_port}")
    email = f"shutdown-{uuid.uuid4().hex[:8]}@example.test"  # the PostgreSQL test database outlives a run
    created = cli(env, "accounts", "create", "--email", email, "--plan", "Professional")
    headers = {"X-User-Email": created["email"], "X-API-Key": created["api_key"]}
    log_path = tmp_path / "serve.log"
    process, base_url = start_serve(env, log_path, workers=WORKERS)
    yield process, base_url, headers, log_path, f"http://127.0.0.1:{metrics_port}"
    stop(process)


def test_metrics_on_their_own_listener(served):
    _process, base_url, _headers, _log, metrics_url = served
    assert httpx.get(f"{base_url}/healthz").status_code == 200
    assert httpx.get(f"{base_url}/metrics").status_code == 404  # not on the service's port
    assert value(scrape(metrics_url), "moderation_http_requests_total", route="/healthz", method="GET",
                 status="200") >= 1


def test_sigterm_finishes_the_request_in_flight_and_bounds_the_rest(served):
    process, base_url, headers, log_path, _metrics = served
    port = int(base_url.rsplit(":", 1)[1])
    finishing, stuck = _partial_request(port, headers), _partial_request(port, headers)
    assert httpx.get(f"{base_url}/healthz").status_code == 200  # the two requests' headers have been read by now
    time.sleep(0.5)  # ordering only: let the two requests reach the route (no assertion is timed)
    process.send_signal(signal.SIGTERM)
    _wait_for(log_path, "Shutting down", WORKERS)
    time.sleep(0.2)  # ordering only: each worker closes its listener right after saying so
    with pytest.raises(httpx.ConnectError):  # no longer accepting
        httpx.get(f"{base_url}/healthz", timeout=10)
    finishing.sendall(BODY[10:])
    answer = _read_all(finishing)
    assert answer.startswith(b"HTTP/1.1 200"), answer[:300]
    assert b'"is_spam"' in answer
    assert process.wait(timeout=120) == 0  # the stuck request was cancelled at the bound, then the app shut down
    log = log_path.read_text()
    assert "Cancel 1 running task(s), timeout graceful shutdown exceeded" in log
    assert log.count("database pool closed") == WORKERS
    assert log.index("timeout graceful shutdown exceeded") < log.rindex("database pool closed")
    assert "POST /v0.2/antispam 200" in log
    stuck.close()
