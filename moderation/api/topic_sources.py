"""inittopic's sources, bounded per worker and fair between accounts: URL fetches on their own threads (a fetch
may wait 20 s on a silent server and must not take the threads every other request needs), text extraction in a
limited child process (a crafted PDF, page or Markdown text is stopped at its limit, not waited for) (issue 42)."""

import asyncio
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from fastapi import FastAPI

from moderation.api.errors import ApiError, bad_request
from moderation.core.config import Settings
from moderation.core.fair import Busy, FairLimiter
from moderation.core.metrics import metrics
from moderation.documents import Document, FetchError, UnsupportedMediaType
from moderation.documents.fetch import fetch_body
from moderation.documents.sandbox import Limits, extract
from moderation.documents.sniff import parse_content_type

BUSY_RETRY_AFTER_S = 5


@dataclass
class _Pools:
    """One worker's fetch threads and extraction places."""

    fetch_threads: ThreadPoolExecutor
    fetches: FairLimiter
    extract_threads: ThreadPoolExecutor
    extractions: FairLimiter


def _pools(app: FastAPI) -> _Pools:
    """The app's pools, made on first use (in the worker process that serves it)."""
    pools = getattr(app.state, "topic_pools", None)
    if pools is None:
        settings: Settings = app.state.settings
        pools = _Pools(ThreadPoolExecutor(settings.fetch_threads, thread_name_prefix="moderation-fetch"),
                       FairLimiter(settings.fetch_threads, settings.fetch_per_account),
                       ThreadPoolExecutor(settings.extract_concurrency, thread_name_prefix="moderation-extract"),
                       FairLimiter(settings.extract_concurrency, 1))
        app.state.topic_pools = pools
    return pools


async def read_source(app: FastAPI, account_id: int, text: str | None, url: str | None) -> Document:
    """The article's Document from pasted text or a URL: 400 (FetchError), 415 (unsupported type) or 503 (every
    place for this account or this worker taken for longer than the fetch deadline)."""
    settings: Settings = app.state.settings
    pools, loop = _pools(app), asyncio.get_running_loop()
    limits = Limits(settings.extract_seconds, settings.extract_memory_mb * 2**20, settings.max_article_chars)
    try:
        if text is not None:
            job: tuple = ("document_from_text", (text,))
        else:
            async with pools.fetches.slot(account_id, settings.fetch_total_timeout):
                body = await loop.run_in_executor(pools.fetch_threads, fetch_body, url, settings)
            media_type, charset = parse_content_type(body.content_type_header)
            job = ("document_from_bytes", (body.data, media_type, charset, body.url.path, settings.max_html_bytes))
        async with pools.extractions.slot(account_id, settings.fetch_total_timeout):
            return await loop.run_in_executor(pools.extract_threads, extract, *job, limits)
    except Busy:
        raise ApiError.of(503, f"Too many documents are being read; retry in {BUSY_RETRY_AFTER_S} s",
                          {"Retry-After": str(BUSY_RETRY_AFTER_S)}) from None
    except UnsupportedMediaType as exc:
        if url is not None:
            metrics().fetch_refusals.labels(reason="unsupported_type").inc()
        raise ApiError(415, "UnsupportedMediaTypeError", f"Unsupported content type '{exc.content_type}' at the "
                       "URL; supported: HTML, Markdown, PDF and plain text") from None
    except FetchError as exc:
        if url is None:
            raise bad_request(f"Could not read the text: {exc}") from None
        metrics().fetch_refusals.labels(reason=exc.reason).inc()
        raise bad_request(f"Could not fetch the URL: {exc}") from None
