"""The external toxicity API's analyse and suggestscore, in that API's own request, response and error format.

Served under `external-compat/…` and, for existing clients, `perspective-compat/…`.
"""

from collections.abc import Iterable
from typing import TypeVar

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, ValidationError

from moderation import engine
from moderation.api.deps import Caller, caller_for, get_session
from moderation.api.body import check_text_values, decode_json, read_limited
from moderation.api.budget import engine_budget, in_engine
from moderation.api.errors import ApiError, CompatError, describe_validation_errors, error_responses
from moderation.api.limits import check_input_limits, check_sentence_count
from moderation.api.openapi_body import request_body
from moderation.api.compat_scoring import score_request
from moderation.api.usage import track_usage
from moderation.core.config import get_settings
from moderation.schemas.compat import (
    AnalyzeRequest, AnalyzeResponse, SuggestRequest, SuggestResponse,
)
from moderation.store import feedback

T = TypeVar("T", bound=BaseModel)

router = APIRouter(prefix="/v0.2")

OPERATION = "external-compat"
MAX_COMMENT_BYTES = 20 * 1024  # the external API's own limit, counted in UTF-8 bytes
SUPPORTED_SCORE_TYPE = "PROBABILITY"
INVALID = "INVALID_ARGUMENT"
COMPAT_RESPONSES = error_responses(400, 401, 402, 413, 429, 503, compat=True)


def invalid(message: str) -> CompatError:
    """A 400 INVALID_ARGUMENT error in the external API's format."""
    return CompatError(400, INVALID, message)


def check_json_content_type(header: str) -> None:
    """Refuse a body declared as anything but JSON (forms, text, XML…); no header at all is read as JSON."""
    media_type = header.split(";")[0].strip().lower()
    if media_type and media_type != "application/json" and not media_type.endswith("+json"):
        raise invalid(f"Invalid JSON payload received: Content-Type '{media_type}' is not accepted; "
                      "send application/json.")


async def read_json(request: Request, model: type[T]) -> T:
    """Parse a JSON body into `model`, with errors in the external API's format."""
    settings = getattr(request.app.state, "settings", None) or get_settings()
    check_json_content_type(request.headers.get("content-type", ""))
    try:
        raw = await read_limited(request, settings.max_body_bytes)
    except ApiError as exc:
        raise CompatError.from_api_error(exc) from None
    try:  # decode_json also refuses too-deep nesting; check_text_values lone surrogates and NULs
        payload = decode_json(raw or b"null")
        check_text_values(payload)
    except ApiError as exc:
        raise invalid(f"Invalid JSON payload received: {exc.message}.") from None
    if not isinstance(payload, dict):
        raise invalid("Invalid JSON payload received: the body must be a JSON object.")
    try:
        parsed = model.model_validate(payload)
    except ValidationError as exc:
        raise invalid(describe_validation_errors(exc.errors())) from None
    try:
        check_input_limits(parsed, settings)
        check_sentence_count(parsed.comment.text, settings, "comment.text")
    except ApiError as exc:
        raise invalid(exc.message) from None
    return parsed


def check_comment_text(text: str) -> None:
    """Refuse an empty comment or one over the 20 KB limit."""
    if not text.strip():
        raise invalid("Comment must be non-empty.")
    size = len(text.encode("utf-8"))
    if size > MAX_COMMENT_BYTES:
        raise invalid(f"Comment text too long: {size} bytes; the limit is {MAX_COMMENT_BYTES} bytes (UTF-8).")


def check_attribute_names(names: Iterable[str]) -> None:
    """Refuse names the engine does not score (names are upper case, as in the external API)."""
    supported = engine.supported_attributes()
    for name in names:
        if name not in supported:
            hint = f" (did you mean {name.upper()}?)" if name.upper() in supported else ""
            raise invalid(f"Unknown attribute: {name}{hint}. Supported attributes: {', '.join(sorted(supported))}.")


def check_analyse_request(body: AnalyzeRequest) -> None:
    """Every INVALID_ARGUMENT rule of analyse, in the order the external API applies them."""
    check_comment_text(body.comment.text)
    if not body.requestedAttributes:
        raise invalid("Must specify at least one requested attribute in requestedAttributes.")
    check_attribute_names(body.requestedAttributes)
    for name, options in body.requestedAttributes.items():
        if options and options.scoreType and options.scoreType.upper() != SUPPORTED_SCORE_TYPE:
            raise invalid(f"Unsupported score type for {name}: {options.scoreType}; only {SUPPORTED_SCORE_TYPE} is supported.")


async def analyse(request: Request, caller: Caller = Depends(caller_for(OPERATION)), session=Depends(get_session)):
    """Score a comment for the requested attributes (analyzeComment); nothing is stored."""
    body = await read_json(request, AnalyzeRequest)
    check_analyse_request(body)
    async with track_usage(session, caller, OPERATION), engine_budget(request):
        response = await in_engine(score_request, body.comment.text, body.requestedAttributes,
                                            body.spanAnnotations, body.languages, body.clientToken)
    return response


async def suggest_score(request: Request, caller: Caller = Depends(caller_for(OPERATION)), session=Depends(get_session)):
    """Store the caller's corrected scores for a comment (suggestCommentScore)."""
    body = await read_json(request, SuggestRequest)
    check_comment_text(body.comment.text)
    if not body.attributeScores:
        raise invalid("Must specify at least one attribute score in attributeScores.")
    check_attribute_names(body.attributeScores)
    async with track_usage(session, caller, OPERATION):
        for name, correction in body.attributeScores.items():
            feedback.save_correction(session, caller.account_id, body.comment.text, name, correction.summaryScore.value,
                                     body.clientToken)
    return SuggestResponse(clientToken=body.clientToken, requestedLanguages=body.languages)


for _prefix in ("external-compat", "perspective-compat"):
    router.add_api_route(f"/{_prefix}/analyse", analyse, methods=["POST"], response_model=AnalyzeResponse,
                         response_model_exclude_none=True, responses=COMPAT_RESPONSES, tags=["external-compat"],
                         summary="Analyse a comment (external toxicity API format)",
                         description="Probability per requested attribute; with `spanAnnotations`, span scores whose "
                                     "`begin`/`end` count UTF-16 code units (an emoji counts 2). Attributes under "
                                     "their `scoreThreshold` are left out. Nothing is stored.",
                         openapi_extra=request_body(AnalyzeRequest, form=False),
                         operation_id=f"{_prefix.replace('-', '_')}_analyse")
    router.add_api_route(f"/{_prefix}/suggestscore", suggest_score, methods=["POST"], response_model=SuggestResponse,
                         response_model_exclude_none=True, responses=COMPAT_RESPONSES, tags=["external-compat"],
                         summary="Suggest corrected scores (external toxicity API format)",
                         description="Stores each corrected attribute score (account, comment, attribute, value, "
                                     "client token) for later retraining.",
                         openapi_extra=request_body(SuggestRequest, form=False),
                         operation_id=f"{_prefix.replace('-', '_')}_suggestscore")
