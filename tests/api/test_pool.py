"""No request holds a pooled connection while it computes: a tiny pool serves many concurrent requests."""

import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from moderation.core.config import Settings
from moderation.embedded import start_embedded

COMMENT = "Publishing the survey before the vote would settle most of the arguments about the new lanes."


@pytest.fixture(scope="module")
def small_pool_server(tmp_path_factory):
    """Two worker threads, so a pool of four connections, and a 1 s wait for one before a 503."""
    settings = Settings(data_dir=tmp_path_factory.mktemp("small-pool"), worker_threads=2, db_pool_timeout=1.0)
    server = start_embedded(settings=settings, demo_email="pool@localhost")
    yield server
    server.stop()


def test_many_concurrent_requests_share_a_small_pool(small_pool_server):
    assert small_pool_server.app.state.engine.pool.size() == 4
    headers = {"X-User-Email": small_pool_server.email, "X-API-Key": small_pool_server.api_key}
    body = {"comment": COMMENT, "run_spam_check": True, "run_external": True, "run_llm_detect": True}

    def call(i: int) -> httpx.Response:
        return httpx.post(f"{small_pool_server.base_url}/v0.2/megacall", timeout=120, headers=headers,
                          json={**body, "comment": f"{COMMENT} ({i})"})

    with ThreadPoolExecutor(16) as pool:
        answers = list(pool.map(call, range(32)))
    assert [r.status_code for r in answers] == [200] * 32, [r.text for r in answers if r.status_code != 200][:2]


@pytest.mark.parametrize("path", ["/v0.2/megacall", "/v0.2/external-compat/analyse"])
def test_an_exhausted_pool_answers_a_fast_503(small_pool_server, path):
    engine = small_pool_server.app.state.engine
    held = [engine.connect() for _ in range(engine.pool.size())]  # every pooled connection taken
    try:
        headers = {"X-User-Email": small_pool_server.email, "X-API-Key": small_pool_server.api_key}
        started = time.monotonic()
        response = httpx.post(small_pool_server.base_url + path, headers=headers, timeout=60,
                              json={"comment": {"text": "hi"}} if "compat" in path else {"comment": "hi"})
        elapsed = time.monotonic() - started
    finally:
        for connection in held:
            connection.close()
    assert response.status_code == 503 and response.headers["Retry-After"] == "1"
    assert elapsed < 10  # the pool timeout (1 s here), not a 30 s wait
    body = response.json()
    if "compat" in path:
        assert body["error"]["status"] == "UNAVAILABLE"
    else:
        assert body["error"] == "ServiceUnavailableError" and "busy" in body["message"]


def test_clients_stalling_mid_body_hold_no_connection(small_pool_server):
    """Twenty authenticated requests that stop halfway through their body; a normal request still runs."""
    import socket
    port = int(small_pool_server.base_url.rsplit(":", 1)[1])
    head = (f"POST /v0.2/antispam HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
            f"X-User-Email: {small_pool_server.email}\r\nX-API-Key: {small_pool_server.api_key}\r\n"
            "Content-Length: 1000\r\n\r\n{\"comment\": \"half").encode()
    stalled = []
    try:
        for _ in range(20):
            sock = socket.create_connection(("127.0.0.1", port), timeout=10)
            sock.sendall(head)
            stalled.append(sock)
        time.sleep(1.0)  # let the server authenticate them all and start waiting for their bodies
        started = time.monotonic()
        response = httpx.post(f"{small_pool_server.base_url}/v0.2/antispam", json={"comment": COMMENT}, timeout=60,
                              headers={"X-User-Email": small_pool_server.email, "X-API-Key": small_pool_server.api_key})
        assert response.status_code == 200, response.text
        assert time.monotonic() - started < 15
    finally:
        for sock in stalled:
            sock.close()
