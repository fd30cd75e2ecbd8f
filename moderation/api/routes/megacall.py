"""megacall: several checks of one comment in one request, run concurrently over one shared analysis."""

import asyncio
from functools import partial

from fastapi import APIRouter, Depends, Request

from moderation import engine
from moderation.api.body import parse_body
from moderation.api.budget import engine_budget, in_engine, in_engine_in_turn
from moderation.api.deps import Caller, caller_for, get_session
from moderation.api.errors import bad_request
from moderation.api.checks import (NATIVE_ERRORS, RECENT_FINGERPRINTS, check_comment, in_worker, noted_unknown_article,
                                   optional_article, remember_comment, resolve_article)
from moderation.api.compat_scoring import score_request
from moderation.api.openapi_body import request_body
from moderation.api.usage import track_usage
from moderation.schemas.compat import AnalyzeResponse, RequestedAttribute
from moderation.engine.language import LanguageGuess
from moderation.schemas.megacall import CommentLanguage, MegaCallResult
from moderation.schemas.requests import MegaCallRequest
from moderation.store import fingerprints

router = APIRouter(prefix="/v0.2", tags=["evaluations"])

# The external section's attributes: the external API's production set, with span scores.
EXTERNAL_ATTRIBUTES = ("TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT")
_FLAGS = ("run_comment_score", "run_spam_check", "run_relevance_check", "run_dogwhistle_check", "run_external",
          "run_perspective", "run_llm_detect")
_ENCODER_FREE = ("llm_detection", "language")  # sections whose checks read nothing of the encoder run
_NEED_ARTICLE = {"run_comment_score": "comment score", "run_relevance_check": "relevance check",
                 "run_dogwhistle_check": "dogwhistle check"}


def check_flags(body: MegaCallRequest) -> None:
    """At least one check must be asked for, and the article-based ones need an article."""
    if not any(getattr(body, flag) for flag in _FLAGS):
        raise bad_request("Invalid request parameters - set at least one of " + ", ".join(_FLAGS) + " to true")
    missing = [label for flag, label in _NEED_ARTICLE.items() if getattr(body, flag)]
    if missing and body.article_context_id is None:
        raise bad_request("Invalid request parameters - article_context_id is required for the "
                          + " and ".join(missing))


def _external_section(comment: str, guess: LanguageGuess) -> AnalyzeResponse:
    """The analyse answer for the default attribute set, with span scores, in the comment's detected language
    (`guess`): the attributes judged in it (none for a language no judge supports; `detectedLanguages` says which)."""
    language = guess.language if guess.confident else "en"
    supported = engine.supported_attributes()
    requested = {name: RequestedAttribute() for name in EXTERNAL_ATTRIBUTES
                 if name in supported and language in engine.attribute_languages(name)}
    detected = [guess.language] if guess.confident else None
    if not requested:
        return AnalyzeResponse(attributeScores={}, languages=[language], detectedLanguages=detected)
    judge = engine.UNDETERMINED if guess.undetermined else language  # both judges read it, the higher kept
    return score_request(comment, requested, True, [language], detected=detected, language=judge)


def _language_section(comment: str, guess: LanguageGuess, score: bool = True) -> CommentLanguage:
    """The comment's language (`guess`); for another supported language, or none certain (`undetermined`: both
    judges), and `score`, its toxicity attributes judged so."""
    code = guess.language if guess.confident else "en"
    english = code == "en"
    supported = english or any(code in engine.attribute_languages(name) for name in EXTERNAL_ATTRIBUTES)
    judged = supported and (not english or guess.undetermined)
    scores = _external_section(comment, guess) if score and judged else None
    return CommentLanguage(code=guess.language, name=engine.language_name(guess.language),
                           probability=min(1.0, guess.probability), supported=supported,
                           english_only=not english, attribute_scores=scores, undetermined=guess.undetermined)


@router.post("/megacall", response_model=MegaCallResult, responses=NATIVE_ERRORS,
             summary="Run several checks on one comment at once", openapi_extra=request_body(MegaCallRequest))
async def megacall(request: Request, caller: Caller = Depends(caller_for("megacall")), session=Depends(get_session)):
    """Each requested check fills its section; the others stay null. `run_perspective` fills `perspective`."""
    body = await parse_body(request, MegaCallRequest)
    check_comment(request, body.comment)
    check_flags(body)
    # The article is required by the comment score, relevance and dogwhistle sections (an unknown id is a 400);
    # for spam alone it is only context, and an unknown id means none.
    if any(getattr(body, flag) for flag in _NEED_ARTICLE):
        article, unknown = resolve_article(session, caller, body.article_context_id), False
    else:
        article, unknown = optional_article(session, caller, body.article_context_id)
    comment = body.comment
    guess = engine.detect_language(comment)  # once, for the external and language sections (about 0.1 ms)
    async with track_usage(session, caller, "megacall") as writes:
        jobs = {}
        if body.run_comment_score:
            jobs["comment_score"] = (engine.score_comment, comment, article, body.reply_to_comment, body.tolerances,
                                     guess)
        if body.run_spam_check:
            recent = await in_worker(fingerprints.recent, session, caller.account_id, RECENT_FINGERPRINTS)
            jobs["spam_check"] = (engine.check_spam, comment, article, recent)
        if body.run_relevance_check:
            jobs["relevance_check"] = (engine.check_relevance, comment, article, body.banned_topics,
                                       body.reply_to_comment, body.context_comments)
        if body.run_dogwhistle_check:
            jobs["dogwhistle_check"] = (engine.check_dogwhistle, comment, article, body.sensitive_topics,
                                        body.dogwhistle_examples)
        if body.run_external or body.run_perspective:
            jobs["external"] = (_external_section, comment, guess)
        if body.run_llm_detect:
            jobs["llm_detection"] = (engine.detect_llm, comment)
        checks = len(jobs)
        external_asked = body.run_external or body.run_perspective
        jobs["language"] = (_language_section, comment, guess, not external_asked)  # the external section is the same
        # One shared analysis, made here before any thread starts so every judge gets the same object. Its encoder
        # run starts in one thread; the checks' text-only work runs beside it in another, and each check that reads
        # the encoder waits for that one run (Analysis.encoded).
        analysis = engine.analyse(comment)
        # The one encoder run covers what the asked checks read, whichever judge starts it: the comment score reads
        # the tone top, the external section the toxicity top, the others only the embeddings (core/analysis.py).
        # A comment in another language gets its external section from the multilingual judge, which reads none
        # of the English encoder run: that section then runs first, beside the English encoder, not after it.
        # Its comment score too, when the multilingual judge reads its language (commentscore/languages.py): then
        # only spam, relevance and the dogwhistle check read the English encoder, its plain layers alone.
        elsewhere = guess.confident and guess.language != "en"
        judged_elsewhere = engine.judged_language(comment, guess) is not None
        reads_english = (body.run_spam_check or body.run_relevance_check or body.run_dogwhistle_check
                         or (body.run_comment_score and not judged_elsewhere) or (external_asked and not elsewhere))
        needs = (engine.Needs.TONE if body.run_comment_score and not judged_elsewhere
                 else engine.Needs.LOGITS if external_asked and not elsewhere else engine.Needs.EMBEDDINGS)
        analysis.needs = max(analysis.needs, needs)
        async with engine_budget(request):  # one budget for every check
            shared = in_engine(analysis.precompute, needs) if checks > 1 and reads_english else asyncio.sleep(0)
            # The checks run one after another in one worker thread beside the encoder's, those that read no
            # encoder output first, so they overlap its run: one thread hand-off per request instead of one per
            # check gave 17% more megacalls per second under 8 clients, the same p50 alone (benchmarks/CHOICES.md).
            encoder_free = (_ENCODER_FREE + (("external",) if elsewhere else ())
                            + (("comment_score",) if judged_elsewhere else ()))
            if guess.undetermined:  # its language section reads the English judge too: after the shared run
                encoder_free = tuple(name for name in encoder_free if name != "language")
            order = sorted(jobs, key=lambda name: name not in encoder_free)
            done = await asyncio.gather(shared, in_engine_in_turn([jobs[name] for name in order]))
        results = dict(zip(order, done[1]))
        if body.run_spam_check and not body.draft:  # drafts are checked, not posted: no flooding memory
            writes.append(partial(remember_comment, session, caller.account_id, comment))
    if "spam_check" in results:
        results["spam_check"] = noted_unknown_article(results["spam_check"], unknown)
    external = results.pop("external", None)
    language = results["language"]
    if (language.english_only or language.undetermined) and language.supported and external is not None:
        results["language"] = language.model_copy(update={"attribute_scores": external})
    # The section is named after the flag that asked for it (older clients send run_perspective).
    return MegaCallResult(**results, external=external if body.run_external else None,
                          perspective=external if body.run_perspective else None)
