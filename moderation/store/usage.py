"""Usage rows: one per completed evaluation call (account, operation, time, latency, units)."""

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from moderation.store.models import Usage


def record_usage(session: Session, account_id: int, operation: str, latency_ms: float, units: int = 1) -> None:
    """Store one usage row; `units` is what the call cost (a batch: its number of comments)."""
    session.add(Usage(account_id=account_id, operation=operation, latency_ms=float(latency_ms), units=units))
    session.commit()


def usage_counts(session: Session, account_id: int) -> dict[str, int]:
    """Units used per operation for an account (one per call; a batch as many as its cost)."""
    rows = session.execute(select(Usage.operation, func.sum(Usage.units)).where(Usage.account_id == account_id)
                           .group_by(Usage.operation))
    return {operation: int(units) for operation, units in rows}
