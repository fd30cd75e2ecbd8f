"""The single-check evaluation endpoints: antispam, commentscore, commentrelevance, dogwhistle, llmdetect."""

from functools import partial

from fastapi import APIRouter, Depends, Request

from moderation import engine
from moderation.api.body import parse_body
from moderation.api.budget import engine_budget, in_engine
from moderation.api.checks import (NATIVE_ERRORS, RECENT_FINGERPRINTS, check_comment, in_worker, noted_unknown_article,
                                   optional_article, remember_comment, resolve_article)
from moderation.api.deps import Caller, caller_for, get_session
from moderation.api.openapi_body import request_body
from moderation.api.usage import track_usage
from moderation.schemas.checks import CommentRelevanceResult, DogwhistleResult, LlmDetectResult, SpamDetectionResult
from moderation.schemas.findings import CommentScore
from moderation.schemas.requests import (
    CommentScoreRequest, DogwhistleRequest, LlmDetectRequest, RelevanceRequest, SpamRequest,
)
from moderation.store import fingerprints

router = APIRouter(prefix="/v0.2", tags=["evaluations"])

@router.post("/antispam", response_model=SpamDetectionResult, responses=NATIVE_ERRORS,
             summary="Is this comment spam?", openapi_extra=request_body(SpamRequest))
async def antispam(request: Request, caller: Caller = Depends(caller_for("antispam")), session=Depends(get_session)):
    """Spam verdict; the comment's fingerprint is remembered (unless `draft`) so later near-duplicates are caught."""
    body = await parse_body(request, SpamRequest)
    check_comment(request, body.comment)
    article, unknown = optional_article(session, caller, body.article_context_id)
    async with track_usage(session, caller, "antispam") as writes:
        recent = await in_worker(fingerprints.recent, session, caller.account_id, RECENT_FINGERPRINTS)
        async with engine_budget(request):
            result = await in_engine(engine.check_spam, body.comment, article, recent)
        if not body.draft:  # a draft being checked is not a post: re-checking it must not look like flooding
            writes.append(partial(remember_comment, session, caller.account_id, body.comment))
    return noted_unknown_article(result, unknown)


@router.post("/commentscore", response_model=CommentScore, responses=NATIVE_ERRORS,
             summary="Score a comment's quality and toxicity", openapi_extra=request_body(CommentScoreRequest))
async def commentscore(request: Request, caller: Caller = Depends(caller_for("commentscore")),
                       session=Depends(get_session)):
    """Fallacies, objectionable and negative-tone phrases, effort, 1–5 score and toxicity, under the site's tolerances."""
    body = await parse_body(request, CommentScoreRequest)
    check_comment(request, body.comment)
    article = resolve_article(session, caller, body.article_context_id)
    async with track_usage(session, caller, "commentscore"), engine_budget(request):
        return await in_engine(engine.score_comment, body.comment, article, body.reply_to_comment, body.tolerances)


async def _relevance(request: Request, caller: Caller, session) -> CommentRelevanceResult:
    body = await parse_body(request, RelevanceRequest)
    check_comment(request, body.comment)
    article = resolve_article(session, caller, body.article_context_id)
    async with track_usage(session, caller, "relevance"), engine_budget(request):
        return await in_engine(engine.check_relevance, body.comment, article, body.banned_topics)


@router.post("/commentrelevance", response_model=CommentRelevanceResult, responses=NATIVE_ERRORS,
             summary="Is the comment on topic, and how much is about banned topics?",
             openapi_extra=request_body(RelevanceRequest))
async def commentrelevance(request: Request, caller: Caller = Depends(caller_for("relevance")),
                           session=Depends(get_session)):
    """On-topic verdict against the article, and the share of the comment spent on the banned topics."""
    return await _relevance(request, caller, session)


@router.post("/relevance", response_model=CommentRelevanceResult, responses=NATIVE_ERRORS, deprecated=True,
             summary="Older path of commentrelevance", openapi_extra=request_body(RelevanceRequest))
async def relevance(request: Request, caller: Caller = Depends(caller_for("relevance")), session=Depends(get_session)):
    """Same as commentrelevance (kept for older clients)."""
    return await _relevance(request, caller, session)


@router.post("/dogwhistle", response_model=DogwhistleResult, responses=NATIVE_ERRORS,
             summary="Does the comment use coded language?", openapi_extra=request_body(DogwhistleRequest))
async def dogwhistle(request: Request, caller: Caller = Depends(caller_for("dogwhistle")), session=Depends(get_session)):
    """Coded-language detection, optionally steered by sensitive topics and known examples."""
    body = await parse_body(request, DogwhistleRequest)
    check_comment(request, body.comment)
    article = resolve_article(session, caller, body.article_context_id)
    async with track_usage(session, caller, "dogwhistle"), engine_budget(request):
        return await in_engine(engine.check_dogwhistle, body.comment, article, body.sensitive_topics,
                               body.dogwhistle_examples)


@router.post("/llmdetect", response_model=LlmDetectResult, responses=NATIVE_ERRORS,
             summary="How machine-written does the comment look?", openapi_extra=request_body(LlmDetectRequest))
async def llmdetect(request: Request, caller: Caller = Depends(caller_for("llmdetect")), session=Depends(get_session)):
    """Likelihood that the comment was written by a language model, with the signals quoted."""
    body = await parse_body(request, LlmDetectRequest)
    check_comment(request, body.comment)
    async with track_usage(session, caller, "llmdetect"), engine_budget(request):
        return await in_engine(engine.detect_llm, body.comment)
