"""The external toxicity API's two calls, shared by our compat paths and that API's own paths."""

import json
from functools import partial

from fastapi import Request
from sqlalchemy.orm import Session

from moderation.api.budget import engine_budget, in_engine
from moderation.api.compat_languages import detected_languages, primary_codes, resolve_languages
from moderation.api.compat_request import (
    AnalyzeCommentRequest, check_analyse_request, check_attribute_names, check_comment_text, check_context, invalid,
    is_html, read_json,
)
from moderation.api.compat_scoring import score_request
from moderation.api.deps import Caller
from moderation.api.errors import count_refusal
from moderation.api.usage import track_usage
from moderation.schemas.compat import AnalyzeResponse, SuggestRequest, SuggestResponse
from moderation.store import feedback

OPERATION = "external-compat"

async def analyse_for(request: Request, caller: Caller, session: Session, google: bool = False) -> AnalyzeResponse:
    """Score a comment for the requested attributes (analyzeComment); with doNotStore nothing of it is kept.

    `detectedLanguages` when no languages were sent: on the external API's own paths (`google`) always, as it
    answered (the language judged in when detection is not confident); on ours never (no claim of detection)."""
    body = await read_json(request, AnalyzeCommentRequest)
    check_analyse_request(body)
    html = is_html(body.comment)
    languages = resolve_languages(body.comment.text, html, body.languages, body.requestedAttributes,
                                  body.dropUnsupportedAttributes)
    detected = languages.detected if body.languages else (languages.judged if google else None)
    requested = {name: options for name, options in body.requestedAttributes.items() if name not in languages.dropped}
    async with track_usage(session, caller, OPERATION):
        if not requested:  # every attribute dropped for the language: no score, as the external API answers
            count_refusal("ALL_ATTRIBUTES_DROPPED")
            return AnalyzeResponse(languages=languages.judged, detectedLanguages=detected, clientToken=body.clientToken)
        async with engine_budget(request):
            return await in_engine(score_request, body.comment.text, requested, body.spanAnnotations,
                                   languages.judged, body.clientToken, html, detected, not body.doNotStore,
                                   languages.judge, request.app.state.settings.max_comment_sentences)


async def suggest_score_for(request: Request, caller: Caller, session: Session) -> SuggestResponse:
    """Store the caller's corrected scores for a comment (suggestCommentScore), with its context and community."""
    body = await read_json(request, SuggestRequest)
    check_comment_text(body.comment)
    check_context(body.context)
    if not body.attributeScores:
        raise invalid("Must specify at least one attribute score in attributeScores.")
    check_attribute_names(body.attributeScores)
    requested = primary_codes(body.languages) if body.languages else None
    detected = detected_languages(body.comment.text, is_html(body.comment))
    context = json.dumps([entry.model_dump(exclude_none=True) for entry in body.context.entries],
                         ensure_ascii=False) if body.context and body.context.entries else None
    scores = {name: correction.summaryScore.value for name, correction in body.attributeScores.items()}
    async with track_usage(session, caller, OPERATION) as writes:
        # The comment and context once for every attribute (48 copies of a 0.92 MB request added 44.3 MB), written
        # in the worker thread that records the usage row, not on the event loop.
        writes.append(partial(feedback.save_suggestion, session, caller.account_id, body.comment.text, scores,
                              body.clientToken, body.communityId, context))
    return SuggestResponse(clientToken=body.clientToken, requestedLanguages=requested, detectedLanguages=detected)


ANALYSE_DESCRIPTION = ("Probability per requested attribute; with `spanAnnotations`, span scores whose `begin`/`end` "
                       "count UTF-16 code units (an emoji counts 2) in the comment as sent (HTML included). Attributes "
                       "under their `scoreThreshold` are left out. `languages` (or, when absent, the detected "
                       "language) must be one the attributes are judged in. Nothing is stored.")
SUGGEST_DESCRIPTION = ("Stores the corrected attribute scores for later retraining: the comment, client token, "
                       "community id and context entries (at most 20, each at most 20,480 UTF-8 bytes) once per "
                       "request, and each attribute's value.")
