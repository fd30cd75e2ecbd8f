"""The external toxicity API's own paths, for its existing clients (Coral, the Discourse plugin, Google's client
library): `POST /v1alpha1/comments:analyze` and `:suggestscore`, authenticated by the API key alone."""

from fastapi import APIRouter, Depends, Request

from moderation.api.compat_calls import ANALYSE_DESCRIPTION, OPERATION, SUGGEST_DESCRIPTION, analyse_for, suggest_score_for
from moderation.api.compat_request import AnalyzeCommentRequest
from moderation.api.compat_response import render, rendering
from moderation.api.deps import Caller, get_session, key_caller_for
from moderation.api.errors import error_responses
from moderation.api.openapi_body import request_body
from moderation.schemas.compat import AnalyzeResponse, SuggestRequest, SuggestResponse

router = APIRouter(prefix="/v1alpha1", tags=["external API paths"])

RESPONSES = error_responses(400, 403, 413, 429, 503, compat=True)
STANDARD = (" Google's standard parameters: `fields` (a partial response), `prettyPrint` (indented JSON; compact when "
            "absent), `quotaUser` and the rest are accepted.")


@router.post("/comments:analyze", response_model=AnalyzeResponse, response_model_exclude_none=True,
             responses=RESPONSES, summary="Analyse a comment (the external API's own path, key alone)",
             description=ANALYSE_DESCRIPTION + " Authenticate with `?key=` or `X-Goog-Api-Key`." + STANDARD,
             openapi_extra=request_body(AnalyzeCommentRequest, form=False),
             operation_id="commentanalyzer_comments_analyze")
async def analyze(request: Request, caller: Caller = Depends(key_caller_for(OPERATION)), session=Depends(get_session)):
    """comments.analyze."""
    how = rendering(request, AnalyzeResponse)
    return render(await analyse_for(request, caller, session, google=True), how)


@router.post("/comments:suggestscore", response_model=SuggestResponse, response_model_exclude_none=True,
             responses=RESPONSES, summary="Suggest corrected scores (the external API's own path, key alone)",
             description=SUGGEST_DESCRIPTION + STANDARD, openapi_extra=request_body(SuggestRequest, form=False),
             operation_id="commentanalyzer_comments_suggestscore")
async def suggestscore(request: Request, caller: Caller = Depends(key_caller_for(OPERATION)),
                       session=Depends(get_session)):
    """comments.suggestscore."""
    how = rendering(request, SuggestResponse)
    return render(await suggest_score_for(request, caller, session), how)
