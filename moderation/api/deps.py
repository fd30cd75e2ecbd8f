"""FastAPI dependencies: a database session per request and the authenticated, authorised caller."""

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

from fastapi import Depends, Request, Security
from fastapi.security import APIKeyHeader
from sqlalchemy.orm import Session

from moderation.accounts.plans import OPERATIONS, operations_of
from moderation.accounts.ratelimit import check_rate, note, peek, retry_after, take
from moderation.accounts.service import authenticate, effective_status, plan_of
from moderation.api.errors import COMPAT_STATUSES, ApiError, CompatError
from moderation.store.models import Account

INITTOPIC = "inittopic"  # not a plan operation: allowed to any plan with at least one operation
_KEY_PARAMS = {"api_key", "apikey", "api-key", "x-api-key", "x_api_key", "key", "token", "access_token"}
_BAD_CREDENTIALS = "Missing or invalid credentials: send X-User-Email and X-API-Key headers"

# Declared as security schemes so /docs offers an "Authorize" form; checked below, not by FastAPI.
email_header = APIKeyHeader(name="X-User-Email", scheme_name="UserEmail", auto_error=False)
key_header = APIKeyHeader(name="X-API-Key", scheme_name="ApiKey", auto_error=False)


@dataclass(frozen=True)
class Caller:
    """Who is calling: the account and the key the request was authenticated with."""

    account_id: int
    key_id: int
    email: str
    plan_name: str


def get_session(request: Request) -> Iterator[Session]:
    """One database session per request; each step commits, so no connection is held while computing."""
    session = request.app.state.sessions()
    try:
        yield session
    finally:
        session.close()


def _fail(compat: bool, status: int, message: str, headers: dict | None = None) -> Exception:
    if compat:
        return CompatError(status, COMPAT_STATUSES[status], message, headers)
    return ApiError.of(status, message, headers)


def _address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def _limit_address(request: Request, kind: str, limit: int, compat: bool, count: bool) -> None:
    """429 when the client address is over a per-address limit (`count`: this request counts too)."""
    if limit <= 0:
        return
    key = f"{kind}:{_address(request)}"
    engine = request.app.state.engine
    wait = take(engine, key, limit) if count else peek(engine, key, limit)
    if wait is not None:
        what = "usercheck calls" if kind == "usercheck" else "failed logins"
        raise _fail(compat, 429, f"Too many {what} from this address (limit {limit} per minute); "
                                 f"retry in {retry_after(wait)} s", {"Retry-After": str(retry_after(wait))})


def _authenticate(request: Request, session: Session, email: str | None, key: str | None,
                  compat: bool) -> tuple[Caller, Account]:
    """Check the headers' credentials; refuse keys in the query string and addresses that keep failing."""
    failures_allowed = request.app.state.settings.auth_failures_per_minute
    _limit_address(request, "authfail", failures_allowed, compat, count=False)
    if any(name.lower() in _KEY_PARAMS for name in request.query_params):
        raise _fail(compat, 401, "API keys are not accepted in the query string; send the X-API-Key header "
                                 "(and rotate the key, as URLs end up in logs)")
    found = authenticate(session, request.app.state.secret, email, key)
    if found is None:
        session.commit()
        if failures_allowed > 0:
            note(request.app.state.engine, f"authfail:{_address(request)}")
        raise _fail(compat, 401, _BAD_CREDENTIALS)
    account, key_row = found
    plan = plan_of(session, account)
    session.commit()  # hands the connection back to the pool; the loaded rows stay usable
    return Caller(account_id=account.id, key_id=key_row.id, email=account.email, plan_name=plan.name), account


def current_account(request: Request, session: Session = Depends(get_session),
                    email: str | None = Security(email_header),
                    key: str | None = Security(key_header)) -> tuple[Caller, Account]:
    """Authentication and the per-address usercheck limit (no status, plan or plan-rate check)."""
    _limit_address(request, "usercheck", request.app.state.settings.usercheck_per_minute, False, count=True)
    return _authenticate(request, session, email, key, compat=False)


def caller_for(operation: str) -> Callable[..., Caller]:
    """A dependency authenticating the caller and checking status, plan and rate limit for `operation`."""
    if operation != INITTOPIC and operation not in OPERATIONS:
        raise ValueError(f"unknown operation {operation!r}")
    compat = operation == "external-compat"

    def dependency(request: Request, session: Session = Depends(get_session),
                   email: str | None = Security(email_header), key: str | None = Security(key_header)) -> Caller:
        caller, account = _authenticate(request, session, email, key, compat)
        status = effective_status(account, datetime.now(UTC))
        if status != "ACTIVE":
            raise _fail(compat, 402, f"Account is not active (status {status}); contact the service operator")
        plan = plan_of(session, account)
        session.commit()  # the plan may have been read again (the session keeps rows only weakly)
        allowed = operations_of(plan)
        if (operation == INITTOPIC and not allowed) or (operation != INITTOPIC and operation not in allowed):
            raise _fail(compat, 402, f"Plan '{plan.name}' does not include '{operation}'")
        wait = check_rate(request.app.state.engine, account.id, plan.requests_per_minute)
        if wait is not None:
            raise _fail(compat, 429, f"Rate limit of {plan.requests_per_minute} requests per minute exceeded; "
                                     f"retry in {wait} s", {"Retry-After": str(wait)})
        return caller

    dependency.__name__ = f"caller_for_{operation.replace('-', '_')}"
    return dependency
