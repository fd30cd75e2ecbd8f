"""The request id: taken from a sane incoming X-Request-ID, else made here; known to every log line of the request."""

import re
import uuid
from contextvars import ContextVar

HEADER = "X-Request-ID"
# Ids that proxies and tracers send (UUIDs, hex, HAProxy's unique-id with ':' and '_'); nothing a log could misread.
_SANE = re.compile(r"[A-Za-z0-9._:@+=/-]{1,128}")

current: ContextVar[str | None] = ContextVar("request_id", default=None)


def accept_or_make(incoming: bytes | None) -> str:
    """The client's id when it is 1-128 plain characters, else a fresh random one (32 hex digits)."""
    if incoming:
        text = incoming.decode("latin-1").strip()
        if _SANE.fullmatch(text):
            return text
    return uuid.uuid4().hex
