"""Fixtures the API tests share: a fresh account per module and an authenticated client for it."""

import pytest

from tests.api.helpers import api_client


@pytest.fixture(scope="module")
def account(live_server):
    """A fresh Professional account (its own rate budget and usage rows)."""
    return live_server.create_account("Professional")


@pytest.fixture(scope="module")
def client(live_server, account):
    with api_client(live_server.base_url, *account) as http:
        yield http
