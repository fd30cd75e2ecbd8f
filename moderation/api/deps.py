"""FastAPI dependencies: a database session per request and the authenticated, authorised caller."""

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

from fastapi import Depends, Request, Security
from fastapi.security import APIKeyHeader
from sqlalchemy.orm import Session

from moderation.accounts.plans import OPERATIONS, operations_of
from moderation.accounts.ratelimit import check_rate
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
    """One database session per request (shared by every dependency of the request)."""
    session = request.app.state.sessions()
    try:
        yield session
    finally:
        session.close()


def _fail(compat: bool, status: int, message: str, headers: dict | None = None) -> Exception:
    if compat:
        return CompatError(status, COMPAT_STATUSES[status], message, headers)
    return ApiError.of(status, message, headers)


def _authenticate(request: Request, session: Session, email: str | None, key: str | None,
                  compat: bool) -> tuple[Caller, Account]:
    """Check the headers' credentials; refuse keys in the query string."""
    if any(name.lower() in _KEY_PARAMS for name in request.query_params):
        raise _fail(compat, 401, "API keys are not accepted in the query string; send the X-API-Key header "
                                 "(and rotate the key, as URLs end up in logs)")
    found = authenticate(session, request.app.state.secret, email, key)
    if found is None:
        raise _fail(compat, 401, _BAD_CREDENTIALS)
    account, key_row = found
    plan = plan_of(session, account)
    return Caller(account_id=account.id, key_id=key_row.id, email=account.email, plan_name=plan.name), account


def current_account(request: Request, session: Session = Depends(get_session),
                    email: str | None = Security(email_header),
                    key: str | None = Security(key_header)) -> tuple[Caller, Account]:
    """Authentication only (no status, plan or rate check): for usercheck."""
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
