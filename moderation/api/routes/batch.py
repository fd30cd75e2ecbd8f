"""Batch endpoints: many comments of one article judged in one request (the coach's banned-topics page)."""

from fastapi import APIRouter, Depends, Request

from moderation import engine
from moderation.api.body import parse_body
from moderation.api.budget import engine_budget, in_engine
from moderation.api.checks import NATIVE_ERRORS, check_comment, in_worker, resolve_article
from moderation.api.deps import Caller, caller_for, charge, get_session
from moderation.api.errors import ApiError, bad_request
from moderation.api.limits import check_batch_size
from moderation.api.openapi_body import request_body
from moderation.api.usage import track_usage
from moderation.core.config import get_settings
from moderation.schemas.batch import BatchRelevanceRequest, BatchRelevanceResult

router = APIRouter(prefix="/v0.2/batch", tags=["batch"])


def _check_comments(request: Request, comments: list[str]) -> int:
    """At most the server's caps of comments, and of sentences and characters in all; each comment non-blank and
    within the size limit (400 naming which). The request's cost: one unit per MODERATION_BATCH_SENTENCES_PER_UNIT
    sentences, at least one (the engine's work grows with sentences, not with comments)."""
    settings = getattr(request.app.state, "settings", None) or get_settings()
    if len(comments) > settings.batch_max_comments:
        raise bad_request(f"Invalid request parameters - comments: {len(comments)} sent; the limit is "
                          f"{settings.batch_max_comments} per request (MODERATION_BATCH_MAX_COMMENTS)")
    total = 0
    for index, comment in enumerate(comments):
        try:
            total += check_comment(request, comment)
        except ApiError as exc:  # the single-comment message, saying which comment it is about
            raise bad_request(exc.message.replace("- comment:", f"- comments[{index}]:")) from None
    check_batch_size(total, sum(map(len, comments)), settings)
    return max(1, -(-total // settings.batch_sentences_per_unit))


@router.post("/relevance", response_model=BatchRelevanceResult, responses=NATIVE_ERRORS,
             summary="commentrelevance for many comments of one article",
             openapi_extra=request_body(BatchRelevanceRequest))
async def batch_relevance(request: Request, caller: Caller = Depends(caller_for("relevance", charged_by_route=True)),
                          session=Depends(get_session)):
    """Each comment's on-topic verdict and banned-topic share, as commentrelevance gives them, plus the best
    sentence similarity per topic; the comments are embedded together, so this is far faster than one call each.
    Every MODERATION_BATCH_SENTENCES_PER_UNIT sentences (4) count as one request against the plan's rate limit and
    as one unit of usage."""
    body = await parse_body(request, BatchRelevanceRequest)
    units = _check_comments(request, body.comments)
    await in_worker(charge, request, caller, units)
    article = resolve_article(session, caller, body.article_context_id)
    async with track_usage(session, caller, "relevance", units=units), engine_budget(request):
        items = await in_engine(engine.check_relevance_batch, body.comments, article, body.banned_topics)
    return BatchRelevanceResult(results=items)
