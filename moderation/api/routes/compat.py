"""The external toxicity API's analyse and suggestscore, in that API's own request, response and error format.

Served under `external-compat/…` and, for existing clients, `perspective-compat/…` (our two headers); that API's
own paths under `/v1alpha1` (its key alone) are routes/commentanalyzer.py.
"""

from fastapi import APIRouter, Depends, Request

from moderation.api.compat_calls import ANALYSE_DESCRIPTION, OPERATION, SUGGEST_DESCRIPTION, analyse_for, suggest_score_for
from moderation.api.compat_request import AnalyzeCommentRequest
from moderation.api.deps import Caller, caller_for, get_session
from moderation.api.errors import error_responses
from moderation.api.openapi_body import request_body
from moderation.schemas.compat import AnalyzeResponse, SuggestRequest, SuggestResponse

router = APIRouter(prefix="/v0.2")

COMPAT_RESPONSES = error_responses(400, 401, 402, 413, 429, 503, compat=True)


async def analyse(request: Request, caller: Caller = Depends(caller_for(OPERATION)), session=Depends(get_session)):
    """Score a comment for the requested attributes (analyzeComment); nothing is stored."""
    return await analyse_for(request, caller, session)


async def suggest_score(request: Request, caller: Caller = Depends(caller_for(OPERATION)), session=Depends(get_session)):
    """Store the caller's corrected scores for a comment (suggestCommentScore)."""
    return await suggest_score_for(request, caller, session)


for _prefix in ("external-compat", "perspective-compat"):
    router.add_api_route(f"/{_prefix}/analyse", analyse, methods=["POST"], response_model=AnalyzeResponse,
                         response_model_exclude_none=True, responses=COMPAT_RESPONSES, tags=["external-compat"],
                         summary="Analyse a comment (external toxicity API format)", description=ANALYSE_DESCRIPTION,
                         openapi_extra=request_body(AnalyzeCommentRequest, form=False),
                         operation_id=f"{_prefix.replace('-', '_')}_analyse")
    router.add_api_route(f"/{_prefix}/suggestscore", suggest_score, methods=["POST"], response_model=SuggestResponse,
                         response_model_exclude_none=True, responses=COMPAT_RESPONSES, tags=["external-compat"],
                         summary="Suggest corrected scores (external toxicity API format)",
                         description=SUGGEST_DESCRIPTION, openapi_extra=request_body(SuggestRequest, form=False),
                         operation_id=f"{_prefix.replace('-', '_')}_suggestscore")
