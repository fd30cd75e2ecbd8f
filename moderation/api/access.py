"""The access log as plain ASGI middleware: one line per request, and a JSON 500 for an unexpected error."""

import logging
import time

from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from moderation.api.errors import answer_unexpected_error
from moderation.core.logsafe import escaped

access_log = logging.getLogger("moderation.access")


class AccessLog:
    """Logs method, path (never the query string or headers), status and time.

    Plain ASGI rather than Starlette's BaseHTTPMiddleware, which streams every response through an extra task
    and queue (about a millisecond per request on this machine)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status: list[int] = []

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                status.append(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except Exception as exc:  # answered here so the failure is logged once, as JSON 500
            if status:  # the response had begun: nothing sensible can follow it
                raise
            response = await answer_unexpected_error(Request(scope), exc)
            await response(scope, receive, sending)
        access_log.info("%s %s %d %.1f ms", escaped(scope["method"]), escaped(scope["path"]),
                        status[0] if status else 500, (time.perf_counter() - started) * 1000)
