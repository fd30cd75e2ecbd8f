"""The access log as plain ASGI middleware: one line per request with its request id and metrics, and a JSON 500
for an unexpected error."""

import logging
import time

from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from moderation.api.errors import answer_unexpected_error
from moderation.core import requestid
from moderation.core.logsafe import escaped
from moderation.core.metrics import metrics
from moderation.engine.core.cache import held_bytes

access_log = logging.getLogger("moderation.access")

NO_ROUTE = "other"  # the label of requests no route answered (404s, refused hosts, static files)


def route_template(scope: Scope) -> str:
    """The matched route's template (`/v0.2/antispam`), never the raw path, which a client chooses."""
    route = scope.get("route")
    return getattr(route, "path_format", None) or getattr(route, "path", None) or NO_ROUTE


class AccessLog:
    """Logs method, path (never the query string or headers), route, status, time and request id; counts the request
    by route template and status; echoes the request id in X-Request-ID.

    Plain ASGI rather than Starlette's BaseHTTPMiddleware, which streams every response through an extra task
    and queue (about a millisecond per request on this machine)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        request_id = requestid.accept_or_make(dict(scope["headers"]).get(b"x-request-id"))
        token = requestid.current.set(request_id)
        status: list[int] = []

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                status.append(message["status"])
                headers = [(k, v) for k, v in message.get("headers", ()) if k.lower() != b"x-request-id"]
                message = {**message, "headers": [*headers, (b"x-request-id", request_id.encode("latin-1"))]}
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except Exception as exc:  # answered here so the failure is logged once, as JSON 500
            if status:  # the response had begun: nothing sensible can follow it
                raise
            response = await answer_unexpected_error(Request(scope), exc)
            await response(scope, receive, sending)
        finally:
            requestid.current.reset(token)
            self._record(scope, status[0] if status else 500, time.perf_counter() - started, request_id)

    @staticmethod
    def _record(scope: Scope, status: int, seconds: float, request_id: str) -> None:
        method, route = scope["method"], route_template(scope)
        method_label = method if method in _METHODS else "OTHER"  # a client may send any method name
        recorded = metrics()
        recorded.requests.labels(route=route, method=method_label, status=str(status)).inc()
        recorded.latency.labels(route=route, method=method_label).observe(seconds)
        for name, held in held_bytes().items():  # a dozen caches: a few microseconds a request
            recorded.cache_bytes.labels(cache=name).set(held)
        access_log.info("%s %s %d %.1f ms", escaped(method), escaped(scope["path"]), status, seconds * 1000,
                        extra={"method": escaped(method), "route": route, "path": escaped(scope["path"]),
                               "status": status, "duration_ms": round(seconds * 1000, 1), "request_id": request_id})


_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
