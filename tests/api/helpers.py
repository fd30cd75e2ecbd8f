"""Shared pieces of the API tests: an authenticated client and a registered article."""

from collections.abc import Iterator
from contextlib import contextmanager

import httpx


@contextmanager
def api_client(base_url: str, email: str, key: str) -> Iterator[httpx.Client]:
    """An httpx client for /v0.2 carrying the account's credentials."""
    with httpx.Client(base_url=f"{base_url}/v0.2", timeout=120,
                      headers={"X-User-Email": email, "X-API-Key": key}) as http:
        yield http


def register_article(client: httpx.Client, text: str) -> str:
    """Register `text` with inittopic and return its article id."""
    response = client.post("/inittopic", json={"text": text})
    assert response.status_code == 200, response.text
    return response.json()["article_id"]
