"""The time budget of one request's engine work: a 503 with Retry-After once it runs out, never a held request.

Engine calls run in worker threads that cannot be stopped from outside; `in_engine` abandons the thread when the
budget runs out (the answer goes at once) and the engine's own checks (`engine.deadline`) stop it at its next stage.
"""

import math
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, nullcontext
from functools import partial
from typing import Any, TypeVar

import anyio
from anyio import to_thread
from fastapi import Request

from moderation import engine
from moderation.api.errors import COMPAT_STATUSES, ApiError, CompatError, is_compat_path
from moderation.core.config import get_settings
from moderation.core.fair import Busy, FairLimiter
from moderation.core.metrics import engine_timer

R = TypeVar("R")


def _over_budget(request: Request, seconds: float) -> Exception:
    wait = str(max(1, math.ceil(seconds)))
    message = (f"The checks did not finish within the time budget of {seconds:g} s per request "
               f"(MODERATION_ENGINE_BUDGET_SECONDS); nothing was judged or recorded. Retry in {wait} s; if it "
               "happens again, send a shorter comment or fewer comments")
    if is_compat_path(request):
        return CompatError(503, COMPAT_STATUSES[503], message, {"Retry-After": wait})
    return ApiError.of(503, message, {"Retry-After": wait})


def _judging(request: Request, settings) -> FairLimiter:
    """The worker's fair share of judging: JUDGE_PER_ACCOUNT requests of one account at once, WORKER_THREADS in all."""
    limiter = getattr(request.app.state, "judging", None)
    if limiter is None:
        limiter = request.app.state.judging = FairLimiter(settings.worker_threads, settings.judge_per_account)
    return limiter


@asynccontextmanager
async def engine_budget(request: Request) -> AsyncIterator[None]:
    """The block's engine work must end within MODERATION_ENGINE_BUDGET_SECONDS (0: no budget), else 503. It
    starts once the account has a place to judge in: its own requests beyond JUDGE_PER_ACCOUNT wait their turn on
    the event loop (the wait counts in their budget), so one account's flood never queues another's (issue 42)."""
    settings = getattr(request.app.state, "settings", None) or get_settings()
    seconds = settings.engine_budget_seconds
    account = getattr(request.state, "account_id", None)
    try:
        with engine.deadline(seconds) if seconds > 0 else nullcontext(), \
                anyio.fail_after(seconds if seconds > 0 else None):
            async with _judging(request, settings).slot(account, seconds if seconds > 0 else 3600.0):
                yield
    except (TimeoutError, engine.BudgetExceeded, Busy):
        raise _over_budget(request, seconds) from None


# The judge each engine entry point stands for, as the metric labels it (a function not listed keeps its name).
JUDGES = {"check_spam": "spam", "score_comment": "commentscore", "check_relevance": "relevance",
          "check_dogwhistle": "dogwhistle", "detect_llm": "llmdetect", "check_relevance_batch": "relevance_batch",
          "precompute": "encoder", "score_request": "attributes", "build_article": "article",
          "_external_section": "attributes", "_language_section": "language"}


def judge_of(function: Callable[..., Any]) -> str:
    """The metric's judge label of an engine call (a route's `_x_section` helper counts as `x`)."""
    name = getattr(function, "__name__", "other")
    return JUDGES.get(name) or name.strip("_").removesuffix("_section") or "other"


def timed_engine_call(function: Callable[..., R], *args: Any) -> R:
    """Call `function`, observing its time under its judge (in the worker thread: compute, not the queue)."""
    judge = judge_of(function)
    with engine_timer(judge):
        return function(*args)


async def in_engine(function: Callable[..., R], *args: Any) -> R:
    """Run engine work in a worker thread; when the budget runs out the request stops waiting for it."""
    return await to_thread.run_sync(partial(timed_engine_call, function, *args), abandon_on_cancel=True)


def _in_turn(jobs: list[tuple]) -> list:
    """Each (function, *args) job one after another, each timed under its judge."""
    return [timed_engine_call(*job) for job in jobs]


async def in_engine_in_turn(jobs: list[tuple]) -> list:
    """Run engine jobs one after another in one worker thread (one thread hand-off for them all, not one each);
    when the budget runs out the request stops waiting for them."""
    return await to_thread.run_sync(partial(_in_turn, jobs), abandon_on_cancel=True)
