"""The FastAPI application: settings, database, routers, error handlers and start-up work."""

import importlib
import logging
import time
from contextlib import asynccontextmanager

from anyio import to_thread
from fastapi import FastAPI
from fastapi.concurrency import run_in_threadpool

from moderation import __version__
from moderation.accounts.plans import ensure_builtin_plans
from moderation.api.access import AccessLog
from moderation.api.docs import install_docs
from moderation.api.errors import register_error_handlers
from moderation.api.hosts import HostAndPathGuard, trusted_hosts
from moderation.api.routes import ROUTE_MODULES
from moderation.core.config import Settings, get_settings
from moderation.core.metrics import metrics
from moderation.documents import sandbox
from moderation.store.db import make_engine, make_session_factory, migrate

log = logging.getLogger("moderation")

DESCRIPTION = """Self-hosted comment moderation speaking the v0.2 comment-evaluation interface.

Authenticate every call with the headers `X-User-Email` and `X-API-Key` (never in the query string).
Bodies may be JSON or form encoded (arrays as repeated `name[]=v` or `name=v`, booleans as `true`/`false`).
Errors are JSON `{"error", "message", "code"}`; the external-compat endpoints use that API's own error format.
"""


def prepare_database(app: FastAPI) -> None:
    """Apply migrations and keep the built-in plans current."""
    migrate(app.state.engine)
    with app.state.sessions() as session:
        ensure_builtin_plans(session)


def _warm_up_engine(app: FastAPI) -> None:
    """Load every model; /readyz answers 503 until this succeeded (app.state.models)."""
    started = time.perf_counter()
    try:
        from moderation import engine
        engine.warm_up()
    except ImportError as exc:  # a judge not written yet must not stop the service
        log.warning("engine warm-up incomplete: %s", exc)
        app.state.models, app.state.models_failure = "failed", type(exc).__name__
        return
    except Exception as exc:  # a broken judge fails its own endpoint (500, logged); the others keep serving
        log.exception("engine warm-up failed")
        app.state.models, app.state.models_failure = "failed", type(exc).__name__
        return
    metrics().model_load.labels(model="engine").set(time.perf_counter() - started)
    app.state.models = "loaded"


@asynccontextmanager
async def _lifespan(app: FastAPI):
    to_thread.current_default_thread_limiter().total_tokens = app.state.settings.worker_threads
    await run_in_threadpool(prepare_database, app)
    await run_in_threadpool(_warm_up_engine, app)
    await run_in_threadpool(sandbox.warm_up)  # the spare document reader imports its extractors now
    log.info("moderation service ready")
    yield
    # uvicorn has stopped accepting and let the requests in flight finish (or cancelled them at the bound).
    app.state.engine.dispose()
    log.info("database pool closed")


def _include_routers(app: FastAPI) -> None:
    for name in ROUTE_MODULES:
        app.include_router(importlib.import_module(f"moderation.api.routes.{name}").router)


def _require_both_credentials(app: FastAPI) -> None:
    """OpenAPI lists each header scheme as an alternative; the service needs email AND key together."""
    generate = app.openapi

    def openapi() -> dict:
        if app.openapi_schema:
            return app.openapi_schema
        schema = generate()
        for operations in schema.get("paths", {}).values():
            for operation in operations.values():
                schemes = {name for req in (operation.get("security") or ()) for name in req} \
                    if isinstance(operation, dict) else set()
                if {"UserEmail", "ApiKey"} <= schemes:
                    operation["security"] = [{name: [] for req in operation["security"] for name in req}]
        app.openapi_schema = schema
        return schema

    app.openapi = openapi


def create_app(settings: Settings | None = None) -> FastAPI:
    """A fully wired application (migrations and warm-up run at start-up)."""
    settings = settings or get_settings()
    app = FastAPI(title="Comment moderation service", description=DESCRIPTION, version=__version__,
                  openapi_url="/openapi.json" if settings.docs_enabled else None, docs_url=None,
                  redoc_url=None, lifespan=_lifespan,
                  redirect_slashes=False)
    app.state.settings = settings
    app.state.models = "loading"
    app.state.secret = settings.resolved_secret
    # One connection per worker thread, one for the event loop and a spare: no request waits for the pool.
    app.state.engine = make_engine(settings.resolved_database_url, pool_size=settings.worker_threads + 2,
                                   pool_timeout=settings.db_pool_timeout)
    app.state.sessions = make_session_factory(app.state.engine)
    register_error_handlers(app)
    _include_routers(app)
    _require_both_credentials(app)
    if settings.docs_enabled:
        install_docs(app)
    app.add_middleware(HostAndPathGuard, allowed=trusted_hosts(settings.bind_host, settings.trusted_hosts))
    app.add_middleware(AccessLog)

    return app
