"""Usage rows: one per completed evaluation call (account, operation, time, latency)."""

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from moderation.store.models import Usage


def record_usage(session: Session, account_id: int, operation: str, latency_ms: float) -> None:
    """Store one usage row."""
    session.add(Usage(account_id=account_id, operation=operation, latency_ms=float(latency_ms)))
    session.commit()


def usage_counts(session: Session, account_id: int) -> dict[str, int]:
    """Calls per operation for an account."""
    rows = session.execute(select(Usage.operation, func.count()).where(Usage.account_id == account_id)
                           .group_by(Usage.operation))
    return {operation: count for operation, count in rows}
