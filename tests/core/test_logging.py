"""JSON log lines, secret redaction and the request id, without a server."""

import json
import logging
import sys

from moderation.cli import _log_config
from moderation.core import requestid
from moderation.core.logjson import JsonFormatter
from moderation.core.logsafe import EscapeControls, redacted


def _record(message: str, *args, **extra) -> logging.LogRecord:
    record = logging.LogRecord("moderation.access", logging.INFO, __file__, 1, message, args, None)
    for name, value in extra.items():
        setattr(record, name, value)
    return record


def test_an_access_record_becomes_one_json_object_on_one_line():
    record = _record("%s %s %d %.1f ms", "POST", "/v0.2/antispam", 200, 12.5, method="POST",
                     route="/v0.2/antispam", path="/v0.2/antispam", status=200, duration_ms=12.5, request_id="abc")
    line = JsonFormatter().format(record)
    assert "\n" not in line
    entry = json.loads(line)
    assert entry["level"] == "INFO" and entry["logger"] == "moderation.access"
    assert entry["message"] == "POST /v0.2/antispam 200 12.5 ms"
    assert {k: entry[k] for k in ("route", "status", "duration_ms", "request_id", "method")} == {
        "route": "/v0.2/antispam", "status": 200, "duration_ms": 12.5, "request_id": "abc", "method": "POST"}
    assert entry["time"].endswith("+00:00") and "T" in entry["time"]


def test_a_line_logged_during_a_request_carries_its_id_and_a_traceback_stays_on_one_line():
    token = requestid.current.set("req-42")
    try:
        try:
            raise ValueError("bad key=abc123 for someone@example.org")
        except ValueError:
            record = logging.LogRecord("moderation.api", logging.ERROR, __file__, 1, "failed", (), sys.exc_info())
        line = JsonFormatter().format(record)
    finally:
        requestid.current.reset(token)
    entry = json.loads(line)
    assert "\n" not in line and entry["request_id"] == "req-42"
    assert "ValueError" in entry["exception"]
    assert "abc123" not in line and "someone@example.org" not in line


def test_secrets_are_redacted_from_messages():
    text = redacted('GET /v1alpha1/comments:analyze?key=AIzaSECRET&b=1 {"X-API-Key": "k3y"} by a.b+c@example.co.uk')
    assert "AIzaSECRET" not in text and "k3y" not in text and "example.co.uk" not in text
    assert "key=[redacted]&b=1" in text and "[email]" in text
    record = _record("login for %s with api_key=%s", "me@example.org", "zzz")
    assert EscapeControls().filter(record)
    assert record.getMessage() == "login for [email] with api_key=[redacted]"


def test_json_format_switches_every_serve_handler_to_json():
    config = _log_config("json")
    assert all(f == {"()": "moderation.core.logjson.JsonFormatter"} for f in config["formatters"].values())
    assert all("escape_controls" in handler["filters"] for handler in config["handlers"].values())
    assert _log_config()["formatters"]["default"] != {"()": "moderation.core.logjson.JsonFormatter"}


def test_request_ids_from_clients_are_kept_only_when_sane():
    assert requestid.accept_or_make(b"0af7651916cd43dd8448eb211c80319c") == "0af7651916cd43dd8448eb211c80319c"
    for bad in (b"a b", b"\x1b[31m", b"x" * 129, b"", None, "é".encode("utf-8")):
        made = requestid.accept_or_make(bad)
        assert len(made) == 32 and made != requestid.accept_or_make(bad)
