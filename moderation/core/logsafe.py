"""Log lines safe for terminals and for the people who read them: control characters from requests (ESC, NUL, CR,
LF …) written as escapes, and anything shaped like a secret (a `key=` query value, an API-key header, an email)
replaced, should a message ever quote one."""

import logging
import re

_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f]")
# `?key=…`, `&api_key=…`, `token=…` in a URL; `X-API-Key: …` quoted from headers; an email address.
_QUERY_SECRET = re.compile(r"(?i)\b((?:api[_-]?key|key|token|access_token)=)[^&\s'\"]+")
_HEADER_SECRET = re.compile(r"(?i)(x-api-key['\"]?\s*[:=,]\s*['\"]?)[^'\"\s,}]+")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*")


def escaped(text: object) -> str:
    """The text with every control character shown as \\xNN, so it cannot move a terminal's cursor or forge lines."""
    return _CONTROLS.sub(lambda match: f"\\x{ord(match.group()):02x}", str(text))


def redacted(text: str) -> str:
    """The text with query-string keys, API-key header values and email addresses replaced."""
    text = _QUERY_SECRET.sub(r"\1[redacted]", text)
    text = _HEADER_SECRET.sub(r"\1[redacted]", text)
    return _EMAIL.sub("[email]", text)


class EscapeControls(logging.Filter):
    """A handler filter escaping control characters in each record's message and redacting secrets in it
    (tracebacks are left as they are; the JSON format redacts those too)."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        safe = redacted(escaped(message))
        if safe != message:
            record.msg, record.args = safe, None
        return True
