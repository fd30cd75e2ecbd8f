"""Log lines safe for terminals: control characters from requests (ESC, NUL, CR, LF …) written as escapes."""

import logging
import re

_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def escaped(text: object) -> str:
    """The text with every control character shown as \\xNN, so it cannot move a terminal's cursor or forge lines."""
    return _CONTROLS.sub(lambda match: f"\\x{ord(match.group()):02x}", str(text))


class EscapeControls(logging.Filter):
    """A handler filter escaping control characters in each record's message (tracebacks are left as they are)."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        safe = escaped(message)
        if safe != message:
            record.msg, record.args = safe, None
        return True
