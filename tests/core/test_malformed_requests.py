"""Malformed request lines and headers get a JSON 400 (Google's shape on its paths), never uvicorn's text/plain
"Invalid HTTP request received." (issue 42 item 7)."""

import json
import socket

import pytest

MALFORMED = {
    "space in the target": b"GET /v0.2/user check HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "unknown version": b"GET /v0.2/usercheck HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
    "control byte in the target": b"GET /v0.2/\x01usercheck HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "binary": b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n",
    "header without a colon": b"GET /v0.2/usercheck HTTP/1.1\r\nHost: 127.0.0.1\r\nBroken header\r\n\r\n",
    "space before the colon": b"GET /healthz HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n",
    "bad chunk size": b"POST /v0.2/antispam HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
}


def _raw(server, data: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send bytes as they are; the status, headers and body of the answer."""
    port = int(server.base_url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(data)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), {name.lower(): value for name, value in headers.items()}, body


@pytest.mark.parametrize("name", MALFORMED)
def test_a_malformed_request_gets_a_json_400(live_server, name):
    status, headers, body = _raw(live_server, MALFORMED[name])
    assert status == 400, body
    assert headers.get("content-type", "").startswith("application/json"), (headers, body)
    answer = json.loads(body)
    assert answer["error"] == "BadRequestError" and answer["code"] == 400 and "Invalid HTTP request" in answer["message"]


def test_on_the_external_apis_paths_the_400_is_in_its_shape(live_server):
    status, headers, body = _raw(live_server, b"POST /v1alpha1/comments:analyze?key=x HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n")
    assert status == 400 and headers.get("content-type", "").startswith("application/json")
    error = json.loads(body)["error"]
    assert error["code"] == 400 and error["status"] == "INVALID_ARGUMENT" and "Invalid HTTP request" in error["message"]
