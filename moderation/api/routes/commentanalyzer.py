"""The external toxicity API's own paths, for its existing clients (Coral, the Discourse plugin, Google's client
library): `POST /v1alpha1/comments:analyze` and `:suggestscore`, authenticated by the API key alone."""

from fastapi import APIRouter, Depends, Request

from moderation.api.compat_request import invalid
from moderation.api.deps import Caller, get_session, key_caller_for
from moderation.api.errors import error_responses
from moderation.api.openapi_body import request_body
from moderation.api.compat_calls import ANALYSE_DESCRIPTION, OPERATION, SUGGEST_DESCRIPTION, analyse_for, suggest_score_for
from moderation.schemas.compat import AnalyzeRequest, AnalyzeResponse, SuggestRequest, SuggestResponse

router = APIRouter(prefix="/v1alpha1", tags=["external API paths"])

RESPONSES = error_responses(400, 401, 403, 413, 429, 503, compat=True)


def check_alt(request: Request) -> None:
    """Google's `alt` system parameter: JSON is the only representation served."""
    alt = request.query_params.get("alt", "json")
    if alt != "json":
        raise invalid(f"Unsupported alt '{alt[:20]}': only alt=json is served.")


@router.post("/comments:analyze", response_model=AnalyzeResponse, response_model_exclude_none=True,
             responses=RESPONSES, summary="Analyse a comment (the external API's own path, key alone)",
             description=ANALYSE_DESCRIPTION + " Authenticate with `?key=` or `X-Goog-Api-Key`.",
             openapi_extra=request_body(AnalyzeRequest, form=False), operation_id="commentanalyzer_comments_analyze")
async def analyze(request: Request, caller: Caller = Depends(key_caller_for(OPERATION)), session=Depends(get_session)):
    """comments.analyze."""
    check_alt(request)
    return await analyse_for(request, caller, session)


@router.post("/comments:suggestscore", response_model=SuggestResponse, response_model_exclude_none=True,
             responses=RESPONSES, summary="Suggest corrected scores (the external API's own path, key alone)",
             description=SUGGEST_DESCRIPTION, openapi_extra=request_body(SuggestRequest, form=False),
             operation_id="commentanalyzer_comments_suggestscore")
async def suggestscore(request: Request, caller: Caller = Depends(key_caller_for(OPERATION)),
                       session=Depends(get_session)):
    """comments.suggestscore."""
    check_alt(request)
    return await suggest_score_for(request, caller, session)
