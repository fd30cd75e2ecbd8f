"""Account management and authentication: create, rotate key, list, change status, verify credentials."""

from datetime import UTC, datetime

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from moderation.accounts.keys import hash_key, new_key, same_hash
from moderation.accounts.plans import describe_plan, find_plan, list_plans, operations_of
from moderation.store.models import Account, ApiKey, Plan

STATUSES = ("ACTIVE", "PAUSED", "CANCELED", "EXPIRED")
_DUMMY_HASH = "0" * 64  # compared against when the email is unknown, so both failures cost the same


class AccountError(ValueError):
    """A management request that cannot be done (unknown plan, duplicate email, ...)."""


def normalize_email(email: str) -> str:
    email = (email or "").strip().lower()
    if "@" not in email or len(email) > 320 or any(c.isspace() for c in email):
        raise AccountError(f"not an email address: {email!r}")
    return email


def as_utc(moment: datetime | None) -> datetime | None:
    """SQLite hands back naive datetimes; every stored time is UTC."""
    if moment is None or moment.tzinfo is not None:
        return moment
    return moment.replace(tzinfo=UTC)


def iso(moment: datetime | None) -> str | None:
    moment = as_utc(moment)
    return moment.isoformat().replace("+00:00", "Z") if moment else None


def effective_status(account: Account, now: datetime | None = None) -> str:
    """The stored status, except that an active account past its expiry is EXPIRED."""
    expires = as_utc(account.expires)
    if account.status == "ACTIVE" and expires is not None and expires <= (now or datetime.now(UTC)):
        return "EXPIRED"
    return account.status


def find_account(session: Session, email: str) -> Account | None:
    return session.scalar(select(Account).where(Account.email == normalize_email(email)))


def _require_account(session: Session, email: str) -> Account:
    account = find_account(session, email)
    if account is None:
        raise AccountError(f"no account with email {normalize_email(email)}")
    return account


def _issue_key(session: Session, secret: str, account: Account) -> str:
    key = new_key()
    session.add(ApiKey(account_id=account.id, key_hash=hash_key(secret, key)))
    return key


def create_account(session: Session, secret: str, email: str, plan_name: str,
                   expires: datetime | None = None) -> tuple[Account, str]:
    """A new ACTIVE account and its first key (the key is returned once and stored only as a hash)."""
    email = normalize_email(email)
    plan = find_plan(session, plan_name)
    if plan is None:
        names = ", ".join(p.name for p in list_plans(session))
        raise AccountError(f"unknown plan {plan_name!r}; plans: {names}")
    if find_account(session, email) is not None:
        raise AccountError(f"an account with email {email} already exists")
    account = Account(email=email, plan_id=plan.id, status="ACTIVE", expires=as_utc(expires))
    session.add(account)
    session.flush()
    key = _issue_key(session, secret, account)
    session.commit()
    return account, key


def rotate_key(session: Session, secret: str, email: str) -> str:
    """Revoke the account's keys and issue a new one; articles made under old keys stop resolving."""
    account = _require_account(session, email)
    session.execute(update(ApiKey).where(ApiKey.account_id == account.id, ApiKey.revoked_at.is_(None))
                    .values(revoked_at=datetime.now(UTC)))
    key = _issue_key(session, secret, account)
    session.commit()
    return key


def set_status(session: Session, email: str, status: str) -> Account:
    """Change an account's stored status."""
    if status not in STATUSES:
        raise AccountError(f"unknown status {status!r}; statuses: {', '.join(STATUSES)}")
    account = _require_account(session, email)
    account.status = status
    session.commit()
    return account


def set_plan(session: Session, email: str, plan_name: str) -> Account:
    """Move an account to another plan."""
    account = _require_account(session, email)
    plan = find_plan(session, plan_name)
    if plan is None:
        raise AccountError(f"unknown plan {plan_name!r}; plans: {', '.join(p.name for p in list_plans(session))}")
    account.plan_id = plan.id
    session.commit()
    return account


def plan_of(session: Session, account: Account) -> Plan:
    return session.get(Plan, account.plan_id)


def describe_account(session: Session, account: Account) -> dict:
    """An account as plain JSON values (never its key)."""
    plan = plan_of(session, account)
    return {"email": account.email, "plan_name": plan.name, "status": effective_status(account),
            "expires": iso(account.expires), "allowed_endpoints": operations_of(plan),
            "created_at": iso(account.created_at)}


def list_accounts(session: Session) -> list[dict]:
    return [describe_account(session, a) for a in session.scalars(select(Account).order_by(Account.id))]


def list_plan_descriptions(session: Session) -> list[dict]:
    return [describe_plan(p) for p in list_plans(session)]


def authenticate(session: Session, secret: str, email: str | None, key: str | None) -> tuple[Account, ApiKey] | None:
    """The account and key matching the credentials, or None (whichever part is wrong).

    Unknown and known emails take the same path: one query, then one constant-time comparison
    (against a dummy hash when nothing was found), so timing does not tell which emails exist.
    """
    presented = hash_key(secret, key or "")
    try:
        email = normalize_email(email or "")
    except AccountError:
        email = ""  # matches no account, but still runs the query and the comparison
    # Plain columns, not ORM objects: loading those only once the key matched keeps both failures alike.
    live_key = (ApiKey.account_id == Account.id) & ApiKey.revoked_at.is_(None)
    row = session.execute(select(Account.id, ApiKey.id, ApiKey.key_hash).outerjoin(ApiKey, live_key)
                          .where(Account.email == email).order_by(ApiKey.id.desc()).limit(1)).first()
    account_id, key_id, stored_hash = row if row is not None else (None, None, None)
    matched = same_hash(presented, stored_hash or _DUMMY_HASH)
    if not key or not matched or key_id is None:
        return None
    account, key_row = session.execute(select(Account, ApiKey).join(ApiKey, ApiKey.account_id == Account.id)
                                       .where(Account.id == account_id, ApiKey.id == key_id)).one()
    return account, key_row  # one query for both rows (every request authenticates)


def authenticate_key(session: Session, secret: str, key: str | None) -> tuple[Account, ApiKey] | None:
    """The account and live key matching a key presented alone (the external API's `?key=`), or None.

    One indexed look-up of the key's HMAC (a unique column), never a scan of the accounts."""
    if not key:
        return None
    key_row = session.scalar(select(ApiKey).where(ApiKey.key_hash == hash_key(secret, key),
                                                  ApiKey.revoked_at.is_(None)))
    if key_row is None:
        return None
    return session.get(Account, key_row.account_id), key_row
