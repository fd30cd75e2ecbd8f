"""Who is calling: credentials checked first, then limits on failed logins per client address and per account.

A valid key is always accepted: the failure limits only turn further *failed* attempts from 401 into 429, so
clients behind one NAT or proxy, or someone sending wrong keys for another's email, can never lock a key out.
"""

import hashlib
import hmac
from dataclasses import dataclass

from fastapi import Request
from sqlalchemy.orm import Session

from moderation.accounts.plans import operations_of
from moderation.accounts.ratelimit import note, peek, retry_after
from moderation.accounts.service import authenticate, authenticate_key, plan_of
from moderation.api.errors import COMPAT_STATUSES, ApiError, CompatError
from moderation.store.models import Account

_KEY_PARAMS = {"api_key", "apikey", "api-key", "x-api-key", "x_api_key", "key", "token", "access_token"}
_BAD_CREDENTIALS = "Missing or invalid credentials: send X-User-Email and X-API-Key headers"
_BAD_KEY = "API key not valid. Please pass a valid API key."
# What Google's front end answers for a wrong key (clients and their help pages look for the reason).
_BAD_KEY_DETAILS = [
    {"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_INVALID", "domain": "googleapis.com",
     "metadata": {"service": "commentanalyzer.googleapis.com"}},
    {"@type": "type.googleapis.com/google.rpc.LocalizedMessage", "locale": "en-US", "message": _BAD_KEY},
]


@dataclass(frozen=True)
class Caller:
    """Who is calling: the account and the key the request was authenticated with."""

    account_id: int
    key_id: int
    email: str
    plan_name: str
    requests_per_minute: int = 0  # the plan's limit, for routes that charge by cost (0: not read)
    operations: tuple[str, ...] = ()  # the plan's operations, read with it (no second read to authorise)


def fail(compat: bool, status: int, message: str, headers: dict | None = None) -> Exception:
    """An error in the format of the path's API family."""
    if compat:
        return CompatError(status, COMPAT_STATUSES[status], message, headers)
    return ApiError.of(status, message, headers)


def client_address(request: Request) -> str:
    """The peer address (a forwarded one only when uvicorn was told to trust the proxy that sent it)."""
    # A forwarded value is the proxy's client's text: cut to an IPv6 address's length so a limit key always fits.
    return request.client.host[:64] if request.client else "unknown"


def _email_digest(secret: str, email: str) -> str:
    # Keyed with the server secret: the rate-limit table holds no email, nor a digest a word list could reverse.
    return hmac.new(secret.encode("utf-8"), email.encode("utf-8", "replace"), hashlib.sha256).hexdigest()[:32]


def _failure_keys(request: Request, email: str | None) -> list[tuple[str, int, str]]:
    """(limit key, limit, what) for each failure limit that is on."""
    settings = request.app.state.settings
    keys = []
    if settings.auth_failures_per_minute > 0:
        keys.append((f"authfail:{client_address(request)}", settings.auth_failures_per_minute, "from this address"))
    normalised = (email or "").strip().lower()
    if settings.auth_failures_per_account_per_minute > 0 and normalised:  # no email: nobody's account to protect
        keys.append((f"authfail-email:{_email_digest(request.app.state.secret, normalised)}",
                     settings.auth_failures_per_account_per_minute, "for this account"))
    return keys


def _refuse_failure(request: Request, email: str | None, compat: bool, message: str = _BAD_CREDENTIALS) -> Exception:
    """401 for a failed login, counted under each limit; 429 (not counted) once a limit is reached."""
    engine = request.app.state.engine
    keys = _failure_keys(request, email)
    for key, limit, what in keys:
        wait = peek(engine, key, limit)
        if wait is not None:
            seconds = retry_after(wait)
            return fail(compat, 429, f"Too many failed logins {what} (limit {limit} per minute); retry in "
                                     f"{seconds} s", {"Retry-After": str(seconds)})
    for key, _limit, _what in keys:
        note(engine, key)
    return fail(compat, 401, message)


def authenticate_request(request: Request, session: Session, email: str | None, key: str | None,
                         compat: bool) -> tuple[Caller, Account]:
    """The caller behind the headers' credentials; refuses keys in the query string (401) and failed logins."""
    if any(name.lower() in _KEY_PARAMS for name in request.query_params):
        raise fail(compat, 401, "API keys are not accepted in the query string; send the X-API-Key header "
                                "(and rotate the key, as URLs end up in logs)")
    found = authenticate(session, request.app.state.secret, email, key)
    if found is None:
        session.commit()
        raise _refuse_failure(request, email, compat)
    return _caller(session, *found)


def authenticate_key_request(request: Request, session: Session, key: str) -> tuple[Caller, Account]:
    """The caller behind an API key presented alone (the external API's own paths), failures counted per address."""
    found = authenticate_key(session, request.app.state.secret, key)
    if found is None:
        session.commit()
        refused = _refuse_failure(request, None, True, _BAD_KEY)
        if isinstance(refused, CompatError) and refused.http_status == 401:  # Google's 400 API_KEY_INVALID
            refused = CompatError(400, "INVALID_ARGUMENT", _BAD_KEY, details=_BAD_KEY_DETAILS)
        raise refused
    return _caller(session, *found)


def _caller(session: Session, account: Account, key_row) -> tuple[Caller, Account]:
    plan = plan_of(session, account)
    session.commit()  # hands the connection back to the pool; the loaded rows stay usable
    caller = Caller(account_id=account.id, key_id=key_row.id, email=account.email, plan_name=plan.name,
                    requests_per_minute=plan.requests_per_minute, operations=tuple(operations_of(plan)))
    return caller, account
