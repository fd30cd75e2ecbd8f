"""Recent comment fingerprints (64-bit signed SimHash values) per account, for near-duplicate spam."""

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from moderation.store.models import Fingerprint

KEEP_PER_ACCOUNT = 2000  # older fingerprints are pruned; recent() reads far fewer
_PRUNE_EVERY = 100


def recent(session: Session, account_id: int, limit: int = 500) -> list[int]:
    """The account's newest fingerprints, newest first."""
    rows = session.scalars(select(Fingerprint.value).where(Fingerprint.account_id == account_id)
                           .order_by(Fingerprint.id.desc()).limit(limit))
    values = list(rows)
    session.commit()  # release the connection before the caller computes
    return values


def remember(session: Session, account_id: int, value: int) -> None:
    """Store one fingerprint; every so often drop the account's oldest beyond KEEP_PER_ACCOUNT."""
    if not -(2 ** 63) <= value < 2 ** 63:
        raise ValueError("fingerprint must be a signed 64-bit integer")
    row = Fingerprint(account_id=account_id, value=value)
    session.add(row)
    session.flush()
    if row.id % _PRUNE_EVERY == 0:
        cutoff = session.scalar(select(Fingerprint.id).where(Fingerprint.account_id == account_id)
                                .order_by(Fingerprint.id.desc()).offset(KEEP_PER_ACCOUNT).limit(1))
        if cutoff is not None:
            session.execute(delete(Fingerprint).where(Fingerprint.account_id == account_id,
                                                      Fingerprint.id <= cutoff))
    session.commit()
