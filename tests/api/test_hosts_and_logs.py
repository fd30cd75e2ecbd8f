"""Host headers are never reflected, trailing slashes never redirect, and request text reaches logs escaped."""

import logging
import logging.config

import httpx
import pytest

from moderation.api.hosts import host_name, trusted_hosts
from moderation.cli import _log_config
from moderation.core.logsafe import EscapeControls
from tests.polling import wait_until


def test_a_foreign_host_header_is_refused_and_never_reflected(live_server):
    headers = {**live_server.headers, "Host": "evil.example"}
    for path in ("/v0.2/antispam/", "/v0.2/antispam"):
        response = httpx.post(live_server.url(path), headers=headers, json={"comment": "hello"})
        assert response.status_code == 400, response.text
        assert "location" not in response.headers
        assert "MODERATION_TRUSTED_HOSTS" in response.json()["message"]
        assert "evil.example" not in response.text


def test_a_trailing_slash_simply_works(live_server):
    response = httpx.post(live_server.url("/v0.2/antispam/"), headers=live_server.headers,
                          json={"comment": "Thanks for the clear write-up."})
    assert response.status_code == 200, response.text
    assert "is_spam" in response.json()
    assert httpx.get(live_server.url("/v0.2/usercheck/"), headers=live_server.headers).status_code == 200
    missing = httpx.get(live_server.url("/v0.2/nothing-here/"), headers=live_server.headers)
    assert missing.status_code == 404 and missing.json()["error"] == "NotFoundError"


def test_loopback_names_with_ports_are_trusted(live_server):
    port = live_server.base_url.rsplit(":", 1)[1]
    for host in (f"localhost:{port}", f"127.0.0.1:{port}", "[::1]:" + port, "LOCALHOST"):
        response = httpx.get(live_server.url("/v0.2/usercheck"), headers={**live_server.headers, "Host": host})
        assert response.status_code == 200, (host, response.text)


def test_trusted_hosts_are_loopback_the_bind_address_and_the_configured_names():
    allowed = trusted_hosts("192.168.1.5", "moderation.example.org, [2001:db8::1]:8000 ,")
    assert allowed == {"localhost", "127.0.0.1", "::1", "192.168.1.5", "moderation.example.org", "2001:db8::1"}
    assert host_name("Example.ORG:443") == "example.org" and host_name("[::1") == ""


def test_control_characters_in_the_path_are_escaped_in_the_access_log(live_server, caplog):
    caplog.set_level(logging.INFO, logger="moderation")
    response = httpx.get(live_server.url("/%1b[31mred%00line"), headers=live_server.headers)
    assert response.status_code == 404
    assert wait_until(lambda: any("red" in r.getMessage() for r in caplog.records if r.name == "moderation.access"))
    line = next(r.getMessage() for r in caplog.records if r.name == "moderation.access" and "red" in r.getMessage())
    assert "\x1b" not in line and "\x00" not in line and "\n" not in line
    assert "/\\x1b[31mred\\x00line 404" in line


@pytest.mark.parametrize("handler", ["default", "access"])
def test_every_serve_log_handler_escapes_control_characters(handler):
    config = _log_config()
    assert "escape_controls" in config["handlers"][handler]["filters"]
    record = logging.LogRecord("uvicorn.error", logging.WARNING, __file__, 1, "bad path %s", ("/\x1b]0;pwn\x07",),
                               None)
    assert EscapeControls().filter(record) and record.getMessage() == "bad path /\\x1b]0;pwn\\x07"
