"""Fixtures for document tests: a loopback HTTP server, a network guard and a fake resolver."""

import ipaddress
import socket
import threading
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from moderation.core.config import Settings

# A globally routable address the guard silently sends to 127.0.0.1: lets a "public" first hop be served
# locally. Nothing is ever sent to it.
FAKE_PUBLIC_IP = "192.0.0.9"


@pytest.fixture(autouse=True)
def network_guard(monkeypatch):
    """Fail any test that would resolve a real name or connect beyond loopback; returns the fake DNS table."""
    fake_dns: dict[str, list[str]] = {"localhost": ["127.0.0.1", "::1"]}
    real_getaddrinfo, real_connect = socket.getaddrinfo, socket.socket.connect

    def guarded_getaddrinfo(host, port, family=0, type=0, proto=0, flags=0):
        name = host.decode() if isinstance(host, bytes) else str(host)
        if name.lower().rstrip(".").endswith(".invalid"):
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        if name.lower() in fake_dns:
            return [_addrinfo(address, port) for address in fake_dns[name.lower()]]
        try:
            return real_getaddrinfo(host, port, family, type, proto, flags | socket.AI_NUMERICHOST)
        except socket.gaierror:
            pytest.fail(f"a test tried to resolve the real host name {name!r}")

    def guarded_connect(sock, address):
        if sock.family in (socket.AF_INET, socket.AF_INET6):
            host = address[0]
            if host == FAKE_PUBLIC_IP:
                address = ("127.0.0.1", *address[1:])
            elif not ipaddress.ip_address(host.split("%")[0]).is_loopback:
                pytest.fail(f"a test tried to connect to the non-loopback address {host}")
        return real_connect(sock, address)

    monkeypatch.setattr(socket, "getaddrinfo", guarded_getaddrinfo)
    monkeypatch.setattr(socket.socket, "connect", guarded_connect)
    return fake_dns


def _addrinfo(address: str, port) -> tuple:
    """One getaddrinfo row for an address."""
    if ":" in address:
        return (socket.AF_INET6, socket.SOCK_STREAM, 6, "", (address, int(port or 0), 0, 0))
    return (socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, int(port or 0)))


class Route:
    """A canned answer: status, headers, body, and an optional pause before (or while) sending the body."""

    def __init__(self, body: bytes = b"", status: int = 200, headers: dict | None = None,
                 delay: float = 0.0, trickle: bool = False, send_length: bool = True):
        self.body, self.status, self.headers = body, status, headers or {}
        self.delay, self.trickle, self.send_length = delay, trickle, send_length


class _Handler(BaseHTTPRequestHandler):
    """Answers from the server's route table and records each request's Host header."""

    protocol_version = "HTTP/1.1"

    def do_GET(self):  # noqa: N802 -- name fixed by http.server
        self.server.seen.append((self.path, self.headers.get("Host")))
        self.server.request_headers.append(dict(self.headers.items()))
        route = self.server.routes.get(self.path.split("?")[0])
        if route is None:
            route = Route(b"no such page", 404, {"Content-Type": "text/plain"})
        self.send_response(route.status)
        for name, value in route.headers.items():
            self.send_header(name, value)
        if route.send_length and not route.trickle:
            self.send_header("Content-Length", str(len(route.body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if route.trickle:
            # Send a byte at a time, slower than any test deadline: only a total deadline stops this.
            for byte in route.body:
                if self.server.stopping.wait(route.delay):
                    return
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
            return
        if route.delay and self.server.stopping.wait(route.delay):
            return
        self.wfile.write(route.body)

    def log_message(self, *args):
        """Keep test output quiet."""


class LocalServer(ThreadingHTTPServer):
    """A threaded HTTP server on 127.0.0.1 with a mutable route table."""

    daemon_threads = True
    block_on_close = False

    def __init__(self):
        super().__init__(("127.0.0.1", 0), _Handler)
        self.routes: dict[str, Route] = {}
        self.seen: list[tuple[str, str]] = []
        self.request_headers: list[dict[str, str]] = []
        self.stopping = threading.Event()

    @property
    def port(self) -> int:
        return self.server_address[1]

    def url(self, path: str, host: str = "127.0.0.1") -> str:
        return f"http://{host}:{self.port}{path}"


@contextmanager
def running(local: "LocalServer"):
    """Serve `local` on a thread until the block ends, then stop and close it."""
    thread = threading.Thread(target=local.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield local
    finally:
        local.stopping.set()
        local.shutdown()
        local.server_close()
        thread.join(timeout=2)


@pytest.fixture
def server():
    """A running loopback server, stopped after the test."""
    with running(LocalServer()) as local:
        yield local


@pytest.fixture
def local_settings(tmp_path) -> Settings:
    """Settings that may fetch from loopback, with short limits so failures are quick."""
    return Settings(data_dir=tmp_path, fetch_allow_private=True, fetch_connect_timeout=2.0,
                    fetch_total_timeout=5.0, fetch_max_bytes=1_000_000, fetch_max_redirects=5)


@pytest.fixture
def public_settings(tmp_path) -> Settings:
    """Settings with the address rule on, as in production."""
    return Settings(data_dir=tmp_path, fetch_allow_private=False, fetch_connect_timeout=2.0,
                    fetch_total_timeout=5.0, fetch_max_bytes=1_000_000)


