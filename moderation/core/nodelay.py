"""uvicorn's HTTP protocol with TCP_NODELAY on every connection, and a JSON 400 for requests it cannot parse.

With `--workers N > 1` uvicorn binds the listening socket itself as `socket.socket(AF_INET)`, whose
`proto` is 0, and asyncio only sets TCP_NODELAY on sockets whose proto is IPPROTO_TCP. Without it a
response written in two parts (headers, then body) waits for the client's delayed ACK: about 40 ms
added to every request on Linux (measured: 48 ms vs 3 ms for /v0.2/usercheck, benchmarks/bench_load).

A request line or header the parser refuses never reaches the app: uvicorn answers it itself, in text/plain
("Invalid HTTP request received."). Both of its HTTP/1.1 protocols (httptools and h11) answer through
`send_400_response`, so that one method gives the service's JSON error instead (issue 42).
"""

import json
import socket

from uvicorn.protocols.http.auto import AutoHTTPProtocol


class NoDelayHTTPProtocol(AutoHTTPProtocol):  # type: ignore[misc, valid-type]
    """The fastest installed HTTP protocol (httptools, else h11), sending small writes at once."""

    def connection_made(self, transport) -> None:  # type: ignore[no-untyped-def]
        sock = transport.get_extra_info("socket")
        if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        super().connection_made(transport)

    def send_400_response(self, msg: str) -> None:
        """The parser's refusal as a JSON 400 (Google's shape when the target was one of its paths), then close."""
        message = f"Invalid HTTP request received: the request line or a header is malformed ({msg.rstrip('.')})"
        target = bytes(getattr(self, "url", b"") or b"")  # httptools keeps what it read of the target; h11 none
        if target.startswith(b"/v1alpha1/") or b"-compat/" in target:
            answer = {"error": {"code": 400, "message": message, "status": "INVALID_ARGUMENT"}}
        else:
            answer = {"error": "BadRequestError", "message": message, "code": 400}
        body = json.dumps(answer).encode("ascii")
        head = [b"HTTP/1.1 400 Bad Request\r\n"]
        head += [name + b": " + value + b"\r\n" for name, value in self.server_state.default_headers]
        head += [b"content-type: application/json\r\n", b"content-length: %d\r\n" % len(body),
                 b"connection: close\r\n\r\n"]
        self.transport.write(b"".join(head) + body)
        self.transport.close()
