"""Typed HTTP client of the moderation service (speaks only HTTP and the shared wire schemas)."""

from moderation.client.client import ModerationClient
from moderation.client.errors import (
    ArticleNotFound, BadRequest, ClientError, PayloadTooLarge, PaymentRequired, RateLimited, ServerError,
    Unauthorized, UnsupportedMediaType, Unreachable,
)

__all__ = [
    "ModerationClient", "ClientError", "Unreachable", "BadRequest", "ArticleNotFound", "Unauthorized",
    "PaymentRequired", "PayloadTooLarge", "UnsupportedMediaType", "RateLimited", "ServerError",
]
