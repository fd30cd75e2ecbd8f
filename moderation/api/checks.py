"""What the evaluation routes share: input checks, article resolution and running the engine off the event loop."""

from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar
from uuid import UUID

from anyio import to_thread
from fastapi import Request

from moderation import engine
from moderation.api.deps import Caller
from moderation.api.errors import article_not_found, bad_request, error_responses
from moderation.api.limits import check_sentence_count
from moderation.core.config import get_settings
from moderation.engine import ArticleContext
from moderation.schemas.checks import SpamDetectionResult
from moderation.store import articles, fingerprints

NATIVE_ERRORS = error_responses(400, 401, 402, 413, 415, 429, 503)
RECENT_FINGERPRINTS = 1000  # how many of the account's latest comments near-duplicates are sought among

R = TypeVar("R")


async def in_worker(function: Callable[..., R], *args: Any) -> R:
    """Run a CPU-bound engine call in a worker thread so the event loop keeps serving."""
    return await to_thread.run_sync(partial(function, *args))


def remember_comment(session, account_id: int, comment: str) -> None:
    """Keep the comment's fingerprint among the account's recent ones, so later near-duplicates are caught."""
    fingerprints.remember(session, account_id, engine.fingerprint(comment))


def check_comment(request: Request, comment: str) -> int:
    """Refuse an empty (or blank) comment and one over the size limit, with 400; its sentence count."""
    if not comment.strip():
        raise bad_request("Invalid request parameters - comment: must not be empty")
    settings = getattr(request.app.state, "settings", None) or get_settings()
    if len(comment) > settings.max_comment_chars:
        raise bad_request(f"Invalid request parameters - comment: {len(comment)} characters; "
                          f"the limit is {settings.max_comment_chars} (MODERATION_MAX_COMMENT_CHARS)")
    return check_sentence_count(comment, settings)


def resolve_article(session, caller: Caller, article_id: UUID | None) -> ArticleContext | None:
    """The caller's article for `article_id` (None when no id was sent); 400 when it does not resolve."""
    if article_id is None:
        return None
    article = articles.load_article(session, caller.account_id, caller.key_id, article_id)
    if article is None:
        raise article_not_found()
    return article


UNKNOWN_ARTICLE_NOTE = ("The article_context_id did not match a registered article, so the comment was judged "
                        "without article context.")


def optional_article(session, caller: Caller, article_id: UUID | None) -> tuple[ArticleContext | None, bool]:
    """(the article, whether an id was sent but did not resolve): where the article is only context, an unknown
    id means no context, as the hosted service answers (the respectify client's own tests rely on it)."""
    if article_id is None:
        return None, False
    article = articles.load_article(session, caller.account_id, caller.key_id, article_id)
    return article, article is None


def noted_unknown_article(result: SpamDetectionResult, unknown: bool) -> SpamDetectionResult:
    """The spam verdict, saying in `reasoning` that an unknown article id was treated as no context."""
    if not unknown:
        return result
    return result.model_copy(update={"reasoning": f"{result.reasoning.rstrip()} {UNKNOWN_ARTICLE_NOTE}".strip()})
