"""`MODERATION_LOG_FORMAT=json`: one JSON object per line, with the request's fields when the line has them."""

import json
import logging
from datetime import UTC, datetime

from moderation.core import requestid
from moderation.core.logsafe import redacted

# Attributes the access log sets on its records (extra=…), copied into the object when present.
REQUEST_FIELDS = ("method", "route", "path", "status", "duration_ms")


class JsonFormatter(logging.Formatter):
    """time, level, logger, message, request_id and the request fields; a traceback as `exception`."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": redacted(record.getMessage()),
        }
        request_id = getattr(record, "request_id", None) or requestid.current.get()
        if request_id:
            entry["request_id"] = request_id
        for name in REQUEST_FIELDS:
            if hasattr(record, name):
                entry[name] = getattr(record, name)
        if record.exc_info:
            entry["exception"] = redacted(self.formatException(record.exc_info))
        return json.dumps(entry, ensure_ascii=False, default=str)
