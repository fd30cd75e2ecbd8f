"""POST /v0.2/inittopic: register an article (text or URL) once; later calls refer to it by id."""

from fastapi import APIRouter, Depends, Request
from fastapi.concurrency import run_in_threadpool
from sqlalchemy.orm import Session

from moderation import engine
from moderation.api.body import parse_body
from moderation.api.budget import timed_engine_call
from moderation.api.deps import INITTOPIC, Caller, caller_for, get_session
from moderation.api.errors import bad_request, error_responses
from moderation.api.topic_sources import read_source
from moderation.api.usage import track_usage
from moderation.schemas.account import InitTopicRequest, InitTopicResponse
from moderation.store.articles import save_article

router = APIRouter(tags=["topics"])

_REQUEST_DOC = {
    "requestBody": {
        "required": True,
        "content": {
            "application/json": {"schema": InitTopicRequest.model_json_schema()},
            "application/x-www-form-urlencoded": {"schema": InitTopicRequest.model_json_schema()},
        },
    }
}


@router.post("/v0.2/inittopic", response_model=InitTopicResponse, openapi_extra=_REQUEST_DOC,
             responses=error_responses(400, 401, 402, 413, 415, 429, 500, 503),
             summary="Register an article from text or a URL",
             description="Send exactly one of `text` (plain or Markdown) or `url` (HTML, Markdown, PDF or plain "
                         "text). The article is chunked and embedded once (its first `MAX_ARTICLE_EMBED_CHARS` "
                         "characters, 20,000 by default; the whole text is stored); pass the returned `article_id` as "
                         "`article_context_id` to the evaluation endpoints. Ids belong to the key that made them.")
async def init_topic(request: Request, caller: Caller = Depends(caller_for(INITTOPIC)),
                     session: Session = Depends(get_session)) -> InitTopicResponse:
    body = await parse_body(request, InitTopicRequest)
    has_text = bool(body.text and body.text.strip())
    has_url = bool(body.url and body.url.strip())
    if has_text == has_url:
        raise bad_request("Send exactly one of 'text' or 'url' (non-empty)")
    settings = request.app.state.settings
    async with track_usage(session, caller, INITTOPIC):
        doc = await read_source(request.app, caller.account_id, body.text if has_text else None,
                                body.url.strip() if has_url else None)
        if not doc.text or not doc.text.strip():
            raise bad_request("The document contains no readable text")
        if len(doc.text) > settings.max_article_chars:
            raise bad_request(f"The article is longer than {settings.max_article_chars} characters")
        # Bounded by embedding only the first MAX_ARTICLE_EMBED_CHARS, not by the request budget: a registration
        # refused whenever the machine is busy could never be made to pass by the caller.
        article = await run_in_threadpool(timed_engine_call, engine.build_article, doc.text, doc.title or "",
                                          body.topic_description or "", settings.max_article_embed_chars)
        article_id = await run_in_threadpool(save_article, session, caller.account_id, caller.key_id, article,
                                             body.url.strip() if has_url else None)
    return InitTopicResponse(article_id=article_id, title=doc.title or None)
