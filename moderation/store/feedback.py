"""Score corrections sent by callers (suggestscore), kept for later retraining."""

from typing import TYPE_CHECKING

from sqlalchemy.orm import Session

from moderation.store.models import Correction

if TYPE_CHECKING:
    from moderation.api.deps import Caller


def save_correction(session: Session, caller: "Caller", comment: str, attribute: str, value: float,
                    client_token: str | None) -> int:
    """Store one corrected attribute score; returns the row id."""
    row = Correction(account_id=caller.account_id, comment=comment, attribute=attribute, value=float(value),
                     client_token=client_token)
    session.add(row)
    session.commit()
    return row.id
