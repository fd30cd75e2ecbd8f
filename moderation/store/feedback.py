"""Score corrections sent by callers (suggestscore), kept for later retraining."""

from sqlalchemy.orm import Session

from moderation.store.models import Correction, Suggestion


def save_suggestion(session: Session, account_id: int, comment: str, scores: dict[str, float],
                    client_token: str | None, community_id: str | None = None,
                    context_json: str | None = None) -> int:
    """Store one suggestscore request: its comment and context once, one correction row per attribute; its id."""
    suggestion = Suggestion(account_id=account_id, comment=comment, client_token=client_token,
                            community_id=community_id, context_json=context_json)
    session.add(suggestion)
    session.flush()
    session.add_all([Correction(account_id=account_id, suggestion_id=suggestion.id, attribute=attribute,
                                value=float(value)) for attribute, value in scores.items()])
    session.commit()
    return suggestion.id

