"""Failed logins limited per client address and per account, never locking out a valid key; usercheck per account;
X-Forwarded-For trusted only from configured proxies; one authentication path for every email."""

import uuid

import httpx
import pytest

from moderation.accounts import keys, service
from moderation.core.config import Settings
from moderation.embedded import start_embedded

LIMITS = {"usercheck_per_minute": 3, "auth_failures_per_minute": 4, "auth_failures_per_account_per_minute": 3}


def _server(tmp_path_factory, name: str, **settings):
    return start_embedded(settings=Settings(data_dir=tmp_path_factory.mktemp(name), **LIMITS, **settings),
                          demo_email=f"{name}@localhost")


@pytest.fixture(scope="module")
def strict_server(tmp_path_factory):
    """A service with tiny limits and the default proxy setting (trust no forwarded header)."""
    server = _server(tmp_path_factory, "strict")
    yield server
    server.stop()


@pytest.fixture(scope="module")
def proxied_server(tmp_path_factory):
    """The same limits behind a trusted proxy on loopback (MODERATION_FORWARDED_ALLOW_IPS=127.0.0.1)."""
    server = _server(tmp_path_factory, "proxied", forwarded_allow_ips="127.0.0.1")
    yield server
    server.stop()


def _post(server, email: str, key: str, forwarded_for: str | None = None) -> httpx.Response:
    headers = {"X-User-Email": email, "X-API-Key": key}
    if forwarded_for:
        headers["X-Forwarded-For"] = forwarded_for
    return httpx.post(f"{server.base_url}/v0.2/antispam", json={"comment": "hi", "draft": True}, headers=headers,
                      timeout=60)


def _stranger() -> str:
    return f"nobody-{uuid.uuid4().hex[:8]}@example.test"  # a fresh email: only the address limit applies


def test_usercheck_is_limited_per_account_not_per_address(strict_server):
    def usercheck(email: str, key: str) -> httpx.Response:
        return httpx.get(f"{strict_server.base_url}/v0.2/usercheck", timeout=30,
                         headers={"X-User-Email": email, "X-API-Key": key})

    email, key = strict_server.create_account("Personal")
    statuses = [usercheck(email, key).status_code for _ in range(3)]
    refused = usercheck(email, key)
    assert statuses == [200, 200, 200] and refused.status_code == 429
    assert refused.json()["error"] == "RateLimitError" and "usercheck" in refused.json()["message"]
    assert 55 <= int(refused.headers["Retry-After"]) <= 60
    other = strict_server.create_account("Personal")  # same address, another account: its own budget
    assert usercheck(*other).status_code == 200


def test_failures_from_one_address_never_refuse_a_valid_key(strict_server):
    answers = [_post(strict_server, _stranger(), "wrong").status_code for _ in range(5)]
    assert answers == [401, 401, 401, 401, 429]
    refused = _post(strict_server, _stranger(), "wrong")
    assert "failed logins from this address" in refused.json()["message"] and int(refused.headers["Retry-After"]) > 0
    good = _post(strict_server, strict_server.email, strict_server.api_key)
    assert good.status_code == 200, good.text


def test_failures_for_one_account_never_refuse_its_valid_key(proxied_server):
    email, key = proxied_server.create_account("Personal")
    # Wrong keys for one email from three addresses: the account's limit (3) is reached, no address limit (4) is.
    answers = [_post(proxied_server, email, "wrong", f"198.51.100.{i}").status_code for i in range(1, 5)]
    assert answers == [401, 401, 401, 429]
    refused = _post(proxied_server, email, "wrong", "198.51.100.9")
    assert refused.status_code == 429 and "failed logins for this account" in refused.json()["message"]
    assert _post(proxied_server, email, key, "198.51.100.9").status_code == 200


def test_requests_without_an_email_share_no_account_count(proxied_server):
    answers = [_post(proxied_server, "", "", f"192.0.2.{i}").status_code for i in range(1, 6)]
    assert answers == [401] * 5  # five addresses, one failure each: no shared "empty email" account to lock


def test_an_overlong_forwarded_address_is_cut_to_one_key(proxied_server):
    """The forwarded text is the client's: cut to 64 characters it always fits the limit table's key column."""
    prefix = "f" * 300
    answers = [_post(proxied_server, _stranger(), "wrong", f"{prefix}{i}").status_code for i in range(5)]
    assert answers == [401, 401, 401, 401, 429]


def test_forwarded_for_is_ignored_unless_the_proxy_is_trusted(strict_server, proxied_server):
    # Untrusted (the default): every spoofed address is still 127.0.0.1, so the address limit counts them all.
    fresh = start_embedded(settings=Settings(data_dir=strict_server.settings.data_dir / "fresh", **LIMITS),
                           demo_email="fresh@localhost")
    try:
        answers = [_post(fresh, _stranger(), "wrong", f"203.0.113.{i}").status_code for i in range(5)]
    finally:
        fresh.stop()
    assert answers == [401, 401, 401, 401, 429]
    # Trusted: each forwarded address has its own count.
    first = [_post(proxied_server, _stranger(), "wrong", "203.0.113.7").status_code for _ in range(5)]
    assert first == [401, 401, 401, 401, 429]
    assert _post(proxied_server, _stranger(), "wrong", "203.0.113.8").status_code == 401


def test_unknown_and_known_emails_take_the_same_comparison(strict_server, monkeypatch):
    """Both failures run the real constant-time comparison once, on hashes of the same length."""
    calls = []
    real = keys.same_hash

    def spy(a: str, b: str) -> bool:
        calls.append((len(a), len(b)))
        return real(a, b)

    monkeypatch.setattr(service, "same_hash", spy)
    with strict_server.session() as session:
        for who in ("nobody@example.test", strict_server.email, "not an email"):
            calls.clear()
            assert service.authenticate(session, strict_server.app.state.secret, who, "wrong-key") is None
            assert calls == [(64, 64)], who
