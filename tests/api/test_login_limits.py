"""Per-address limits on usercheck and on failed logins, and one authentication path for every email."""

import httpx
import pytest

from moderation.accounts import keys, service
from moderation.core.config import Settings
from moderation.embedded import start_embedded


@pytest.fixture(scope="module")
def strict_server(tmp_path_factory):
    """A service with tiny per-address limits (the defaults are 60 usercheck calls, 30 failures a minute)."""
    settings = Settings(data_dir=tmp_path_factory.mktemp("strict"), usercheck_per_minute=3,
                        auth_failures_per_minute=4)
    server = start_embedded(settings=settings, demo_email="strict@localhost")
    yield server
    server.stop()


def _usercheck(server, key: str) -> httpx.Response:
    return httpx.get(f"{server.base_url}/v0.2/usercheck", timeout=30,
                     headers={"X-User-Email": server.email, "X-API-Key": key})


def test_usercheck_is_limited_per_address_then_failed_logins_are(strict_server):
    statuses = [_usercheck(strict_server, strict_server.api_key).status_code for _ in range(3)]
    refused = _usercheck(strict_server, strict_server.api_key)
    assert statuses == [200, 200, 200] and refused.status_code == 429
    assert refused.json()["error"] == "RateLimitError" and "usercheck" in refused.json()["message"]
    assert 55 <= int(refused.headers["Retry-After"]) <= 60

    # Failed logins on any endpoint: four are answered 401, then even good credentials wait.
    bad = {"X-User-Email": "nobody@example.test", "X-API-Key": "wrong"}
    url = f"{strict_server.base_url}/v0.2/antispam"
    answers = [httpx.post(url, json={"comment": "hi"}, headers=bad, timeout=30).status_code for _ in range(5)]
    assert answers == [401, 401, 401, 401, 429]
    good = {"X-User-Email": strict_server.email, "X-API-Key": strict_server.api_key}
    response = httpx.post(url, json={"comment": "hi"}, headers=good, timeout=30)
    assert response.status_code == 429 and "failed logins" in response.json()["message"]


def test_unknown_and_known_emails_take_the_same_comparison(session_with_account, monkeypatch):
    """Both failures run the real constant-time comparison once, on hashes of the same length."""
    session, secret, email = session_with_account
    calls = []
    real = keys.same_hash

    def spy(a: str, b: str) -> bool:
        calls.append((len(a), len(b)))
        return real(a, b)

    monkeypatch.setattr(service, "same_hash", spy)
    for who in ("nobody@example.test", email, "not an email"):
        calls.clear()
        assert service.authenticate(session, secret, who, "wrong-key") is None
        assert calls == [(64, 64)], who


@pytest.fixture
def session_with_account(strict_server):
    with strict_server.session() as session:
        yield session, strict_server.app.state.secret, strict_server.email
