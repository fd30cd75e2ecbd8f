"""The service started inside another program (the coach, tests) on loopback, with a fresh demo key."""

import os
import socket
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import logging

import httpx
import uvicorn
from fastapi import FastAPI
from sqlalchemy.orm import Session

from moderation.accounts import service as accounts
from moderation.accounts.plans import PlanSpec, define_plan
from moderation.core.config import Settings
from moderation.core.nodelay import NoDelayHTTPProtocol
from moderation.main import create_app, prepare_database

log = logging.getLogger(__name__)

DEMO_EMAIL = "demo@localhost"
DEMO_PLAN = "Professional"
START_TIMEOUT_S = 180.0  # warm-up loads every model; a busy machine can be slow


def default_data_dir() -> Path:
    """A per-user folder for the embedded service's database and secret."""
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "moderation"


@dataclass
class EmbeddedService:
    """A running in-process service and the demo credentials (the key exists only in memory)."""

    base_url: str
    email: str
    api_key: str
    app: FastAPI = field(repr=False)
    _server: uvicorn.Server = field(repr=False)
    _thread: threading.Thread = field(repr=False)

    @property
    def settings(self) -> Settings:
        return self.app.state.settings

    def session(self) -> Session:
        """A session on the service's database (for set-up in tests and tools)."""
        return self.app.state.sessions()

    def create_account(self, plan_name: str, expires: datetime | None = None,
                       email: str | None = None) -> tuple[str, str]:
        """A new account on the plan; returns (email, api_key)."""
        email = email or f"user-{os.urandom(6).hex()}@example.test"
        with self.session() as session:
            _account, key = accounts.create_account(session, self.app.state.secret, email, plan_name, expires)
        return email, key

    def define_plan(self, name: str, operations: tuple[str, ...], requests_per_minute: int) -> None:
        """Create or update a plan (e.g. a tiny rate limit for a test)."""
        with self.session() as session:
            define_plan(session, PlanSpec(name, tuple(operations), requests_per_minute))

    def stop(self) -> None:
        """Shut the server down and wait for its thread."""
        self._server.should_exit = True
        self._thread.join(timeout=15)


def _demo_key(app: FastAPI, email: str) -> str:
    """Create the demo account when missing, else rotate its key (only hashes are stored)."""
    with app.state.sessions() as session:
        if accounts.find_account(session, email) is None:
            return accounts.create_account(session, app.state.secret, email, DEMO_PLAN)[1]
        return accounts.rotate_key(session, app.state.secret, email)


def _bind(port: int | None) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port or 0))
    sock.set_inheritable(True)
    return sock


def _wait_until_ready(base_url: str, deadline: float) -> None:
    """Wait for /readyz to answer 200 (models loaded, database reachable); its reason when it never does."""
    reason = "no answer"
    while time.monotonic() < deadline:
        try:
            answer = httpx.get(f"{base_url}/readyz", timeout=10)
        except httpx.HTTPError as exc:
            reason = type(exc).__name__
        else:
            if answer.status_code == 200:
                return
            body = answer.json()
            reason = body.get("reason", answer.text)
            if body.get("checks", {}).get("models") == "failed":  # a failed warm-up is not retried: say so now
                break
        time.sleep(0.1)
    raise RuntimeError(f"the embedded moderation service is not ready: {reason}")


def start_embedded(data_dir: Path | None = None, port: int | None = None, *, settings: Settings | None = None,
                   demo_email: str = DEMO_EMAIL) -> EmbeddedService:
    """Start the service on 127.0.0.1 in a daemon thread and wait until it answers."""
    if settings is None:
        # Loopback only, one user (the coach): per-address probing limits would only get in its way.
        settings = Settings(data_dir=Path(data_dir or default_data_dir()), usercheck_per_minute=0,
                            auth_failures_per_minute=0)
    app = create_app(settings)
    prepare_database(app)
    api_key = _demo_key(app, demo_email)
    sock = _bind(port)
    bound_port = sock.getsockname()[1]
    config = uvicorn.Config(app, host="127.0.0.1", port=bound_port, log_config=None, access_log=False,
                            lifespan="on", timeout_graceful_shutdown=5, http=NoDelayHTTPProtocol,
                            timeout_keep_alive=settings.keep_alive_timeout, **settings.proxy_options)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, name="moderation-embedded",
                              daemon=True)
    thread.start()
    deadline = time.monotonic() + START_TIMEOUT_S
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("the embedded moderation service failed to start; see the log")
        if time.monotonic() > deadline:
            server.should_exit = True
            raise RuntimeError("the embedded moderation service did not start in time")
        time.sleep(0.05)
    try:
        _wait_until_ready(f"http://127.0.0.1:{bound_port}", deadline)
    except RuntimeError:
        server.should_exit = True
        raise
    log.info("embedded moderation service ready at http://127.0.0.1:%s (set MODERATION_BASE_URL to use another "
             "deployment)", bound_port)  # an operator's setting: in the log, not on a commenter's page
    return EmbeddedService(base_url=f"http://127.0.0.1:{bound_port}", email=demo_email, api_key=api_key,
                           app=app, _server=server, _thread=thread)
