"""GET /healthz, /readyz and /metrics: for load balancers, orchestrators and Prometheus; no account needed."""

import hmac

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException

from moderation.api.errors import ApiError
from moderation.api.readiness import readiness
from moderation.core.metrics import exposition

# Not in the OpenAPI document: it describes the comment-evaluation interface, whose every call needs a key.
router = APIRouter(tags=["operations"], include_in_schema=False)


@router.get("/healthz")
async def healthz() -> JSONResponse:
    """Liveness: the process answers (it checks nothing else, so a slow database never restarts it)."""
    return JSONResponse({"status": "ok"}, headers={"Cache-Control": "no-store"})


@router.get("/readyz")
async def readyz(request: Request) -> JSONResponse:
    """Readiness: 200 when the models are loaded and the database answers, else 503 with the reason."""
    ready, body = await readiness(request.app)
    return JSONResponse(body, status_code=200 if ready else 503, headers={"Cache-Control": "no-store"})


@router.get("/metrics")
async def prometheus_metrics(request: Request) -> Response:
    """Prometheus text format: off (404) when disabled or served on MODERATION_METRICS_BIND; a token when set."""
    settings = request.app.state.settings
    if not settings.metrics_enabled or settings.metrics_bind:
        raise HTTPException(404)
    if settings.metrics_token is not None:
        sent = request.headers.get("authorization", "")
        expected = f"Bearer {settings.metrics_token.get_secret_value()}"
        if not hmac.compare_digest(sent.encode("utf-8", "replace"), expected.encode("utf-8")):
            raise ApiError.of(401, "Send the metrics token as `Authorization: Bearer <token>`",
                              {"WWW-Authenticate": "Bearer"})
    body, content_type = await run_in_threadpool(exposition)
    return Response(body, media_type=content_type, headers={"Cache-Control": "no-store"})
