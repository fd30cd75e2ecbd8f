"""FastAPI dependencies: a database session per request and the authenticated, authorised caller."""

from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime

from fastapi import Depends, Request, Security
from fastapi.security import APIKeyHeader, APIKeyQuery
from sqlalchemy.orm import Session

from moderation.accounts.plans import OPERATIONS
from moderation.accounts.ratelimit import check_rate, retry_after, take
from moderation.accounts.service import effective_status
from moderation.api.errors import CompatError
from moderation.api.logins import Caller, authenticate_key_request, authenticate_request, fail
from moderation.store.models import Account

__all__ = ["INITTOPIC", "Caller", "caller_for", "charge", "current_account", "get_session", "key_caller_for"]

INITTOPIC = "inittopic"  # not a plan operation: allowed to any plan with at least one operation

# Declared as security schemes so /docs offers an "Authorize" form; checked below, not by FastAPI.
email_header = APIKeyHeader(name="X-User-Email", scheme_name="UserEmail", auto_error=False)
key_header = APIKeyHeader(name="X-API-Key", scheme_name="ApiKey", auto_error=False)
# The external toxicity API's own clients send the key alone, in the query string or this header.
google_key_header = APIKeyHeader(name="X-Goog-Api-Key", scheme_name="GoogleApiKeyHeader", auto_error=False)
google_key_query = APIKeyQuery(name="key", scheme_name="GoogleApiKey", auto_error=False)


async def get_session(request: Request) -> AsyncIterator[Session]:
    """One database session per request; each step commits, so no connection is held while computing. Opened and
    closed on the event loop: neither touches the database when no connection is held (the usual case), and a
    worker-thread hand-off each way cost more than both (issue 30)."""
    session = request.app.state.sessions()
    try:
        yield session
    finally:
        session.close()


def current_account(request: Request, session: Session = Depends(get_session),
                    email: str | None = Security(email_header),
                    key: str | None = Security(key_header)) -> tuple[Caller, Account]:
    """Authentication and the per-account usercheck limit (no status, plan or plan-rate check)."""
    caller, account = authenticate_request(request, session, email, key, compat=False)
    limit = request.app.state.settings.usercheck_per_minute
    if limit > 0:  # per account, after the key: other clients behind the same address never use it up
        wait = take(request.app.state.engine, f"usercheck:account:{caller.account_id}", limit)
        if wait is not None:
            seconds = retry_after(wait)
            raise fail(False, 429, f"Too many usercheck calls for this account (limit {limit} per minute); "
                                   f"retry in {seconds} s", {"Retry-After": str(seconds)})
    return caller, account


def charge(request: Request, caller: Caller, units: int, compat: bool = False) -> None:
    """Count `units` requests against the caller's plan limit at once: 429 when they do not fit yet, 400 when
    they never can (more units than the plan allows per minute)."""
    limit = caller.requests_per_minute
    if units > limit:
        raise fail(compat, 400, f"Invalid request parameters - this request costs {units} requests (one per "
                                f"MODERATION_BATCH_SENTENCES_PER_UNIT sentences) and plan '{caller.plan_name}' "
                                f"allows {limit} per minute; send fewer comments per request")
    wait = check_rate(request.app.state.engine, caller.account_id, limit, units=units)
    if wait is not None:
        raise fail(compat, 429, f"Rate limit of {limit} requests per minute exceeded (this request costs {units}); "
                                f"retry in {wait} s", {"Retry-After": str(wait)})


def _authorise(request: Request, caller: Caller, account: Account, operation: str, compat: bool,
               charged_by_route: bool = False) -> Caller:
    """Status, plan and (unless the route charges by cost) rate limit of an authenticated caller."""
    request.state.account_id = caller.account_id  # the key of the account's fair share of judging (budget.py)
    status = effective_status(account, datetime.now(UTC))
    if status != "ACTIVE":
        raise fail(compat, 402, f"Account is not active (status {status}); contact the service operator")
    allowed = caller.operations  # the plan as read when the caller was authenticated, this request
    if (operation == INITTOPIC and not allowed) or (operation != INITTOPIC and operation not in allowed):
        raise fail(compat, 402, f"Plan '{caller.plan_name}' does not include '{operation}'")
    if charged_by_route:
        return caller
    limit = caller.requests_per_minute
    wait = check_rate(request.app.state.engine, account.id, limit)
    if wait is not None:
        raise fail(compat, 429, f"Rate limit of {limit} requests per minute exceeded; retry in {wait} s",
                   {"Retry-After": str(wait)})
    return caller


def key_caller_for(operation: str) -> Callable[..., Caller]:
    """A dependency for the external API's own paths: the key alone (`X-Goog-Api-Key` or `?key=`), then the same
    status, plan and rate checks as every other route; errors in that API's format (403 where we say 402)."""
    if operation not in OPERATIONS:
        raise ValueError(f"unknown operation {operation!r}")

    def dependency(request: Request, session: Session = Depends(get_session),
                   header: str | None = Security(google_key_header),
                   query: str | None = Security(google_key_query)) -> Caller:
        key = header or query
        if not key:
            raise CompatError(403, "PERMISSION_DENIED", "The request is missing a valid API key.")
        caller, account = authenticate_key_request(request, session, key)
        try:
            return _authorise(request, caller, account, operation, True)
        except CompatError as exc:
            if exc.http_status != 402:
                raise
            raise CompatError(403, "PERMISSION_DENIED", exc.message) from None

    dependency.__name__ = f"key_caller_for_{operation.replace('-', '_')}"
    return dependency


def caller_for(operation: str, charged_by_route: bool = False) -> Callable[..., Caller]:
    """A dependency authenticating the caller and checking status, plan and rate limit for `operation`
    (with `charged_by_route` the route counts the request's cost itself, with `charge`, once it knows it)."""
    if operation != INITTOPIC and operation not in OPERATIONS:
        raise ValueError(f"unknown operation {operation!r}")
    compat = operation == "external-compat"

    def dependency(request: Request, session: Session = Depends(get_session),
                   email: str | None = Security(email_header), key: str | None = Security(key_header)) -> Caller:
        caller, account = authenticate_request(request, session, email, key, compat)
        return _authorise(request, caller, account, operation, compat, charged_by_route)

    dependency.__name__ = f"caller_for_{operation.replace('-', '_')}{'_charged' if charged_by_route else ''}"
    return dependency
