"""Typed errors of the moderation client, one per way a call can fail."""

import httpx

ARTICLE_NOT_FOUND_MARKER = "Article context not found"


class ClientError(Exception):
    """A failed call: HTTP status (0 when no answer came), error category and the server's message."""

    def __init__(self, status: int, error: str, message: str, retry_after: float | None = None):
        super().__init__(f"{status} {error}: {message}" if status else f"{error}: {message}")
        self.status = status
        self.error = error
        self.message = message
        self.retry_after = retry_after


class Unreachable(ClientError):
    """The service could not be reached (connection refused, DNS failure, timeout)."""


class BadRequest(ClientError):
    """400: the request was refused as malformed or incomplete."""


class ArticleNotFound(BadRequest):
    """400 whose message says the article context is unknown and must be registered again."""


class Unauthorized(ClientError):
    """401: wrong or missing email / API key."""


class PaymentRequired(ClientError):
    """402: the plan does not include the operation, or the account is not active."""


class PayloadTooLarge(ClientError):
    """413: the request body is over the service's limit."""


class UnsupportedMediaType(ClientError):
    """415: the fetched document's type cannot be read."""


class RateLimited(ClientError):
    """429: the plan's rate limit was exceeded (after the client's bounded retries)."""


class ServerError(ClientError):
    """5xx: the service failed."""


_BY_STATUS = {401: Unauthorized, 402: PaymentRequired, 413: PayloadTooLarge, 415: UnsupportedMediaType,
              429: RateLimited}


def _error_fields(response: httpx.Response) -> tuple[str, str]:
    """(category, message) from a native `{error, message}` or compat `{error: {status, message}}` body."""
    try:
        body = response.json()
    except ValueError:
        return response.reason_phrase or "Error", response.text[:500] or f"HTTP {response.status_code}"
    if isinstance(body, dict):
        error = body.get("error")
        if isinstance(error, dict):  # the external API's own error format
            return str(error.get("status", "Error")), str(error.get("message", ""))
        message = body.get("message") or body.get("detail") or response.reason_phrase
        return str(error or response.reason_phrase or "Error"), str(message)
    return response.reason_phrase or "Error", str(body)


def retry_after_seconds(response: httpx.Response) -> float | None:
    """The Retry-After header as seconds, when it is a number."""
    value = response.headers.get("retry-after")
    try:
        return max(0.0, float(value)) if value is not None else None
    except ValueError:
        return None


def error_for(response: httpx.Response) -> ClientError:
    """The typed error for a non-2xx answer."""
    status = response.status_code
    error, message = _error_fields(response)
    if status == 400:
        cls = ArticleNotFound if ARTICLE_NOT_FOUND_MARKER in message else BadRequest
    elif status >= 500:
        cls = ServerError
    else:
        cls = _BY_STATUS.get(status, ClientError)
    return cls(status, error, message, retry_after_seconds(response))
