"""Crafted documents within the limits are answered or refused within 3 s, and slow fetches keep to their own
threads: another account is served meanwhile (issue 42 items 2 and 6)."""

import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from benchmarks import crafted_documents as crafted
from moderation.core.config import Settings
from moderation.embedded import start_embedded
from tests.api.helpers import api_client

CRAFTED = {  # name: (body, content type) — each was seconds to minutes of extraction in the worker before
    "PDF of 100,000 text runs": (lambda: crafted.pdf_of_text_runs(100_000), "application/pdf"),
    "PDF of 100 heavy pages": (lambda: crafted.pdf_of_pages(100), "application/pdf"),
    "HTML of 150,000 links": (crafted.html_of_links, "text/html"),
    "8.9 MB of Markdown": (crafted.large_markdown, "text/markdown"),
}


@pytest.mark.parametrize("name", CRAFTED)
def test_a_crafted_document_is_answered_or_refused_within_3_s(fetch_server, content_server, name):
    make, content_type = CRAFTED[name]
    url = content_server.serve(f"/crafted-{len(name)}", make(), content_type)
    with api_client(fetch_server.base_url, fetch_server.email, fetch_server.api_key) as client:
        started = time.perf_counter()
        response = client.post("/inittopic", json={"url": url})
        seconds = time.perf_counter() - started
    assert response.status_code in (200, 400), response.text
    assert seconds < 3.0, (name, seconds, response.text)
    if response.status_code == 400:
        assert response.json()["message"].startswith("Could not fetch the URL: ")


def test_pasted_text_slow_to_read_is_refused_within_3_s(fetch_server):
    with api_client(fetch_server.base_url, fetch_server.email, fetch_server.api_key) as client:
        started = time.perf_counter()
        response = client.post("/inittopic", json={"text": crafted.pasted_brackets(900_000)})
        seconds = time.perf_counter() - started
    assert response.status_code == 400, response.text
    assert seconds < 3.0 and "MODERATION_EXTRACT_SECONDS" in response.json()["message"]


@pytest.fixture
def small_server(tmp_path):
    """A service with 4 worker threads and a 4 s fetch deadline: slow fetches could take every thread."""
    service = start_embedded(settings=Settings(data_dir=tmp_path, fetch_allow_private=True, worker_threads=4,
                                               fetch_total_timeout=4.0, fetch_connect_timeout=1.0))
    yield service
    service.stop()


@pytest.fixture
def silent_url():
    """A URL whose server accepts connections and never answers."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    yield f"http://127.0.0.1:{listener.getsockname()[1]}/never"
    listener.close()


def test_slow_fetches_leave_the_worker_threads_to_other_accounts(small_server, silent_url):
    slow = api_client(small_server.base_url, small_server.email, small_server.api_key)
    other_email, other_key = small_server.create_account("Professional")
    with slow as client, ThreadPoolExecutor(8) as pool:
        fetches = [pool.submit(client.post, "/inittopic", json={"url": silent_url}) for _ in range(8)]
        time.sleep(0.5)  # the fetches are waiting on the silent server
        started = time.perf_counter()
        answer = httpx.get(f"{small_server.base_url}/v0.2/usercheck", timeout=30,
                           headers={"X-User-Email": other_email, "X-API-Key": other_key})
        seconds = time.perf_counter() - started
        statuses = sorted(future.result().status_code for future in fetches)
    assert answer.status_code == 200, answer.text
    assert seconds < 1.0, seconds  # was the fetch deadline: every thread waited on the silent server
    assert set(statuses) <= {400, 503}, statuses
