"""Host and path hygiene before routing: only trusted Host headers, and a trailing slash never redirects."""

import json

from starlette.types import ASGIApp, Receive, Scope, Send

from moderation.api.errors import CompatError, compat_path, count_refusal

LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "::1")


def host_name(header: str) -> str:
    """The host of a Host header, lower case, without port or IPv6 brackets ('' when malformed)."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:header.find("]")] if "]" in header else ""
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def trusted_hosts(bind_host: str, configured: str) -> frozenset[str]:
    """Loopback names, the address the server is bound to, and the comma-separated configured names."""
    names = {*LOOPBACK_HOSTS, host_name(bind_host)}
    names.update(host_name(name) for name in configured.split(",") if name.strip())
    return frozenset(name for name in names if name)


class HostAndPathGuard:
    """Refuse untrusted Host headers with a JSON 400; strip one trailing slash so `/x/` routes as `/x`."""

    def __init__(self, app: ASGIApp, allowed: frozenset[str]):
        self.app, self.allowed, self.allow_any = app, allowed, "*" in allowed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if not self.allow_any:
            header = dict(scope["headers"]).get(b"host", b"").decode("latin-1")
            if host_name(header) not in self.allowed:
                await _refuse(send, scope["path"])
                return
        path = scope["path"]
        if len(path) > 1 and path.endswith("/"):
            # Answered in place: a redirect would be built from the Host header, which a client controls.
            # Changed in place: the access log reads the matched route from this same scope after the call.
            raw = scope.get("raw_path") or path.encode()
            scope["path"], scope["raw_path"] = path.rstrip("/") or "/", raw.rstrip(b"/") or b"/"
        await self.app(scope, receive, send)


_UNTRUSTED = ("The Host header is not a trusted host name; the operator can add it to "
              "MODERATION_TRUSTED_HOSTS")


async def _refuse(send: Send, path: str) -> None:
    """A JSON 400 for an untrusted Host (the value itself is not echoed), in the external API's shape on its paths."""
    if compat_path(path):
        count_refusal("UNTRUSTED_HOST")
        answer = CompatError(400, "INVALID_ARGUMENT", _UNTRUSTED).body()
    else:
        answer = {"error": "BadRequestError", "code": 400, "message": _UNTRUSTED}
    body = json.dumps(answer).encode()
    await send({"type": "http.response.start", "status": 400,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})
