"""Score corrections sent by callers (suggestscore), kept for later retraining."""

from sqlalchemy.orm import Session

from moderation.store.models import Correction


def save_correction(session: Session, account_id: int, comment: str, attribute: str, value: float,
                    client_token: str | None, community_id: str | None = None, context_json: str | None = None) -> int:
    """Store one corrected attribute score; returns the row id."""
    row = Correction(account_id=account_id, comment=comment, attribute=attribute, value=float(value),
                     client_token=client_token, community_id=community_id, context_json=context_json)
    session.add(row)
    session.commit()
    return row.id
