"""Error answers: the native `{error, message, code}` shape, the external API's shape, and handlers."""

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from sqlalchemy.exc import OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError
from starlette.requests import ClientDisconnect
from starlette.responses import Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from moderation.core.logsafe import escaped
from moderation.core.metrics import metrics
from moderation.engine.core.datafile import read_json

log = logging.getLogger("moderation.api")

CLIENT_CLOSED = 499  # nginx's "client closed request": only ever seen in our access log

ARTICLE_NOT_FOUND_MESSAGE = "Article context not found - it may need to be regenerated"

# Error categories by status (the `error` field); clients key on the status code, people read these.
CATEGORIES = {
    400: "BadRequestError",
    401: "AuthenticationError",
    402: "PaymentRequiredError",
    404: "NotFoundError",
    405: "MethodNotAllowedError",
    408: "RequestTimeoutError",
    413: "PayloadTooLargeError",
    415: "UnsupportedMediaTypeError",
    429: "RateLimitError",
    500: "ServerError",
    503: "ServiceUnavailableError",
}

# gRPC-style status names the external toxicity API uses in its error bodies.
COMPAT_STATUSES = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    402: "PERMISSION_DENIED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    405: "UNIMPLEMENTED",
    408: "DEADLINE_EXCEEDED",
    413: "INVALID_ARGUMENT",
    415: "INVALID_ARGUMENT",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
}


class ApiError(Exception):
    """An error answer of the native endpoints."""

    def __init__(self, status_code: int, error: str, message: str, headers: dict | None = None):
        super().__init__(message)
        self.status_code = status_code
        self.error = error
        self.message = message
        self.headers = headers

    @classmethod
    def of(cls, status_code: int, message: str, headers: dict | None = None) -> "ApiError":
        """An error whose category follows from the status code."""
        return cls(status_code, CATEGORIES.get(status_code, "Error"), message, headers)

    def body(self) -> dict:
        return {"error": self.error, "message": self.message, "code": self.status_code}


def bad_request(message: str) -> ApiError:
    """400 with the given message."""
    return ApiError.of(400, message)


def article_not_found() -> ApiError:
    """400 for a well-formed article id that does not resolve for this account and key."""
    return ApiError.of(400, ARTICLE_NOT_FOUND_MESSAGE)


class CompatError(Exception):
    """An error answer in the external toxicity API's format."""

    def __init__(self, http_status: int, status: str, message: str, headers: dict | None = None,
                 details: list[dict] | None = None):
        super().__init__(message)
        self.http_status = http_status
        self.status = status
        self.message = message
        self.headers = headers
        self.details = details

    @classmethod
    def from_api_error(cls, err: ApiError) -> "CompatError":
        """The same failure told in the external API's format (e.g. body parsing errors)."""
        return cls(err.status_code, COMPAT_STATUSES.get(err.status_code, "UNKNOWN"), err.message, err.headers)

    def body(self) -> dict:
        error = {"code": self.http_status, "message": self.message, "status": self.status}
        if self.details:
            error["details"] = self.details
        return {"error": error}

    @property
    def reason(self) -> str:
        """The metric label: the first detail's errorType or reason (names we set), else the status."""
        for detail in self.details or ():
            return detail.get("errorType") or detail.get("reason") or self.status
        return self.status


def count_refusal(reason: str) -> None:
    """Count one answer of the external API's paths that carries no score (reason: a fixed name, never input)."""
    metrics().compat_refusals.labels(reason=reason).inc()


class ErrorBody(BaseModel):
    """Error answer of the native endpoints."""

    error: str
    message: str
    code: int


class CompatErrorDetail(BaseModel):
    code: int
    message: str
    status: str
    details: list[dict] | None = None


class CompatErrorBody(BaseModel):
    """Error answer of the external-API-compatible endpoints."""

    error: CompatErrorDetail


# What each error status means, as the OpenAPI description says it (data/statuses.json).
_DESCRIPTIONS = {int(code): text for code, text in read_json(__file__, "statuses.json")["statuses"].items()}


def error_responses(*codes: int, compat: bool = False) -> dict:
    """OpenAPI `responses=` entries documenting the given error statuses."""
    model = CompatErrorBody if compat else ErrorBody
    return {code: {"model": model, "description": _DESCRIPTIONS.get(code, CATEGORIES.get(code, "Error"))}
            for code in codes}


# Paths answered in the external API's error format: our compat routes and its own surface (v1alpha1, discovery).
_COMPAT_PATH_MARKS = ("-compat/", "/v1alpha1/", "/$discovery/")


def compat_path(path: str) -> bool:
    """True for paths answered in the external API's format."""
    return any(mark in path for mark in _COMPAT_PATH_MARKS) or path.startswith("/v1alpha1")


def is_compat_path(request: Request) -> bool:
    """True for the request's path answered in the external API's format."""
    return compat_path(request.url.path)


def _answer(request: Request, status: int, message: str, headers: dict | None = None) -> JSONResponse:
    """An error answer in the format of the path's API family."""
    if is_compat_path(request):
        error = CompatError(status, COMPAT_STATUSES.get(status, "UNKNOWN"), message)
        count_refusal(error.reason)
        body = error.body()
    else:
        body = ApiError.of(status, message).body()
    return JSONResponse(body, status_code=status, headers=headers)


def describe_validation_errors(errors: list[dict] | tuple) -> str:
    """One readable sentence naming every bad field and what is wrong with it."""
    parts = []
    for err in errors:
        loc = [str(p) for p in err.get("loc", ()) if p not in ("body", "query", "header", "path")]
        field = ".".join(loc) or "body"
        parts.append(f"{field}: {err.get('msg', 'invalid value')}")
    return "Invalid request parameters - " + "; ".join(parts)


async def _api_error(request: Request, exc: ApiError) -> JSONResponse:
    return JSONResponse(exc.body(), status_code=exc.status_code, headers=exc.headers)


async def _compat_error(request: Request, exc: CompatError) -> JSONResponse:
    count_refusal(exc.reason)
    return JSONResponse(exc.body(), status_code=exc.http_status, headers=exc.headers)


async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    return _answer(request, 400, describe_validation_errors(exc.errors()))


async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    status = exc.status_code
    if status == 404:
        message = f"No such endpoint: {request.url.path}"
    elif status == 405:
        message = f"Method {request.method} is not allowed on {request.url.path}"
    else:
        message = str(exc.detail)
    return _answer(request, status, message, getattr(exc, "headers", None))


async def _client_gone(request: Request, exc: ClientDisconnect) -> Response:
    # The client hung up mid-body: nothing to answer and nothing wrong here, so no traceback, no ERROR.
    log.info("Client disconnected before sending the whole body of %s %s", request.method,
             escaped(request.url.path))
    return Response(status_code=CLIENT_CLOSED)


async def answer_unexpected_error(request: Request, exc: Exception) -> JSONResponse:
    # Logged with its traceback here, answered without one; headers (which hold keys) are not logged.
    log.error("Unexpected error on %s %s", request.method, escaped(request.url.path), exc_info=exc)
    return _answer(request, 500, "Internal server error; the problem has been logged")


BUSY_RETRY_AFTER_S = 1


async def _busy(request: Request, exc: Exception) -> JSONResponse:
    """No database connection (or SQLite lock) in time: a fast 503 the client can retry, not a 30 s wait."""
    if isinstance(exc, OperationalError) and "locked" not in str(exc.orig):
        return await answer_unexpected_error(request, exc)
    log.warning("database busy on %s %s: %s", request.method, request.url.path, type(exc).__name__)
    return _answer(request, 503, f"The service is busy; retry in {BUSY_RETRY_AFTER_S} s",
                   {"Retry-After": str(BUSY_RETRY_AFTER_S)})


def register_error_handlers(app: FastAPI) -> None:
    """Install the JSON error handlers on the app."""
    app.add_exception_handler(ApiError, _api_error)
    app.add_exception_handler(CompatError, _compat_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(PoolTimeoutError, _busy)
    app.add_exception_handler(OperationalError, _busy)
    app.add_exception_handler(ClientDisconnect, _client_gone)
    app.add_exception_handler(Exception, answer_unexpected_error)
