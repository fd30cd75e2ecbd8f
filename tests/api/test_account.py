"""usercheck, key rotation and secrets kept out of logs, on the live server."""

import logging
from datetime import UTC, datetime, timedelta

import httpx

from moderation.accounts import service as accounts
from moderation.accounts.plans import OPERATIONS


def _usercheck(server, email, key) -> httpx.Response:
    return httpx.get(server.url("/v0.2/usercheck"), headers={"X-User-Email": email, "X-API-Key": key}, timeout=30)


def test_usercheck_describes_an_active_account(live_server):
    expires = datetime(2031, 5, 1, 12, 0, tzinfo=UTC)
    email, key = live_server.create_account("Personal", expires=expires)
    data = _usercheck(live_server, email, key).json()
    assert data["active"] is True and data["status"] == "ACTIVE"
    assert data["plan_name"] == "Personal"
    assert data["allowed_endpoints"] == list(OPERATIONS)
    assert datetime.fromisoformat(data["expires"]) == expires


def test_usercheck_lists_only_the_plans_operations(live_server):
    email, key = live_server.create_account("Anti-Spam Only")
    data = _usercheck(live_server, email, key).json()
    assert data["allowed_endpoints"] == ["antispam"] and data["plan_name"] == "Anti-Spam Only"


def test_usercheck_answers_for_inactive_accounts(live_server):
    expired_email, expired_key = live_server.create_account("Professional",
                                                            expires=datetime.now(UTC) - timedelta(days=1))
    data = _usercheck(live_server, expired_email, expired_key).json()
    assert data["active"] is False and data["status"] == "EXPIRED"

    paused_email, paused_key = live_server.create_account("Professional")
    with live_server.session() as session:
        accounts.set_status(session, paused_email, "PAUSED")
    response = _usercheck(live_server, paused_email, paused_key)
    assert response.status_code == 200
    assert response.json()["active"] is False and response.json()["status"] == "PAUSED"


def test_usercheck_refuses_bad_credentials(live_server):
    assert _usercheck(live_server, live_server.email, live_server.api_key + "x").status_code == 401
    assert _usercheck(live_server, "someone@else.test", live_server.api_key).status_code == 401


def test_email_is_matched_case_insensitively(live_server):
    email, key = live_server.create_account("Professional")
    assert _usercheck(live_server, email.upper(), key).status_code == 200


def test_rotated_key_replaces_the_old_one(live_server):
    email, old_key = live_server.create_account("Professional")
    with live_server.session() as session:
        new_key = accounts.rotate_key(session, live_server.service.app.state.secret, email)
    assert new_key != old_key and len(new_key) >= 43  # 32 random bytes, URL-safe
    assert _usercheck(live_server, email, old_key).status_code == 401
    assert _usercheck(live_server, email, new_key).status_code == 200


def test_keys_are_stored_only_as_hashes(live_server):
    email, key = live_server.create_account("Professional")
    from sqlalchemy import select

    from moderation.store.models import Account, ApiKey
    with live_server.session() as session:
        account = session.scalar(select(Account).where(Account.email == email))
        stored = session.scalar(select(ApiKey.key_hash).where(ApiKey.account_id == account.id))
    assert key not in stored and len(stored) == 64


def test_keys_never_reach_the_logs(live_server, caplog):
    caplog.set_level(logging.DEBUG)
    email, key = live_server.create_account("Professional")
    headers = {"X-User-Email": email, "X-API-Key": key}
    httpx.get(live_server.url("/v0.2/usercheck"), headers=headers, timeout=30)
    httpx.get(live_server.url(f"/v0.2/usercheck?api_key={key}"), headers=headers, timeout=30)
    httpx.post(live_server.url("/v0.2/inittopic"), headers=headers, content=b"{broken", timeout=30)
    httpx.post(live_server.url("/v0.2/inittopic"), headers={"X-User-Email": email, "X-API-Key": key + "z"},
               json={"text": "x"}, timeout=30)
    with live_server.session() as session:
        new_key = accounts.rotate_key(session, live_server.service.app.state.secret, email)
    httpx.get(live_server.url("/v0.2/usercheck"), headers={"X-User-Email": email, "X-API-Key": new_key}, timeout=30)
    server_records = [r for r in caplog.records if not r.name.startswith(("httpx", "httpcore"))]
    assert any(r.name == "moderation.access" for r in server_records)  # the server did log these requests
    server_log = "\n".join(r.getMessage() for r in server_records)
    assert key not in server_log and new_key not in server_log
