"""Shared fixtures: the real service on loopback (embedded mode) and a local HTTP content server."""

import os
import threading
from dataclasses import dataclass, field
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from moderation.core.config import Settings
from moderation.embedded import EmbeddedService, start_embedded


@dataclass
class LiveServer:
    """A running service with its demo credentials and helpers to make more accounts."""

    service: EmbeddedService

    @property
    def base_url(self) -> str:
        return self.service.base_url

    @property
    def email(self) -> str:
        return self.service.email

    @property
    def api_key(self) -> str:
        return self.service.api_key

    @property
    def headers(self) -> dict[str, str]:
        return {"X-User-Email": self.email, "X-API-Key": self.api_key}

    def url(self, path: str) -> str:
        return self.base_url + path

    def create_account(self, plan_name: str, expires: datetime | None = None) -> tuple[str, str]:
        """A new account; returns (email, api_key)."""
        return self.service.create_account(plan_name, expires)

    def define_plan(self, name: str, operations: tuple[str, ...], requests_per_minute: int) -> None:
        self.service.define_plan(name, operations, requests_per_minute)

    def session(self):
        return self.service.session()


def _start(tmp_dir: Path, demo_email: str, allow_private: bool) -> LiveServer:
    settings = Settings(data_dir=tmp_dir, database_url=os.environ.get("MODERATION_TEST_DATABASE_URL") or None,
                        fetch_allow_private=allow_private, fetch_connect_timeout=2.0, fetch_total_timeout=5.0,
                        # Many tests send bad credentials and usercheck from 127.0.0.1 within a minute;
                        # the per-address limits themselves are tested on their own server.
                        usercheck_per_minute=10_000, auth_failures_per_minute=10_000,
                        auth_failures_per_account_per_minute=10_000,
                        # Tests run beside other work on shared cores: a 3 s budget would fail heavy requests at
                        # random; the budget itself is tested on its own server (tests/api/test_time_budget.py).
                        engine_budget_seconds=60.0)
    return LiveServer(start_embedded(settings=settings, demo_email=demo_email))


@pytest.fixture(scope="session")
def live_server(tmp_path_factory) -> LiveServer:
    """The service as deployed (private addresses refused by the URL fetcher)."""
    server = _start(tmp_path_factory.mktemp("service"), "demo@localhost", allow_private=False)
    yield server
    server.service.stop()


@pytest.fixture(scope="session")
def fetch_server(tmp_path_factory) -> LiveServer:
    """A second service with MODERATION_FETCH_ALLOW_PRIVATE=true, for URL tests against the content server."""
    server = _start(tmp_path_factory.mktemp("service-fetch"), "demo-fetch@localhost", allow_private=True)
    yield server
    server.service.stop()


@dataclass
class _Route:
    status: int = 200
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)


class ContentServer:
    """A loopback HTTP server answering configured paths with given bytes, types, statuses and redirects."""

    def __init__(self) -> None:
        self.routes: dict[str, _Route] = {}
        routes = self.routes

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 - http.server's naming
                route = routes.get(self.path.split("?")[0], _Route(404, b"not found", {"Content-Type": "text/plain"}))
                self.send_response(route.status)
                for name, value in route.headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(route.body)))
                self.end_headers()
                self.wfile.write(route.body)

            def log_message(self, *_args):  # keep test output quiet
                pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def serve(self, path: str, body: bytes | str, content_type: str | None, status: int = 200) -> str:
        """Answer GET `path` with the bytes and content type (None: no Content-Type header); returns the URL."""
        data = body.encode("utf-8") if isinstance(body, str) else body
        headers = {"Content-Type": content_type} if content_type else {}
        self.routes[path] = _Route(status, data, headers)
        return self.base_url + path

    def redirect(self, path: str, location: str, status: int = 302) -> str:
        """Answer GET `path` with a redirect to `location`; returns the URL."""
        self.routes[path] = _Route(status, b"", {"Location": location})
        return self.base_url + path

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


@pytest.fixture(scope="session")
def content_server() -> ContentServer:
    """A local HTTP content server (serve/redirect paths, then fetch them through fetch_server)."""
    server = ContentServer()
    yield server
    server.stop()
