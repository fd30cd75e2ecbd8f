"""Where the service is, what each failure means in words, and which checks the plan allows."""

import os
from collections.abc import Mapping
from dataclasses import dataclass

from moderation.client import (
    ArticleNotFound, BadRequest, ClientError, PayloadTooLarge, PaymentRequired, RateLimited, ServerError, Unauthorized,
    UnsupportedMediaType, Unreachable,
)
from moderation.schemas.account import UserCheckResponse

# Megacall flag → (operation the plan must include, label shown to the user).
CHECKS: dict[str, tuple[str, str]] = {
    "run_comment_score": ("commentscore", "Comment score and findings"),
    "run_spam_check": ("antispam", "Spam"),
    "run_relevance_check": ("relevance", "Relevance and banned topics"),
    "run_dogwhistle_check": ("dogwhistle", "Dogwhistles"),
    "run_llm_detect": ("llmdetect", "Machine-text likeness"),
    "run_external": ("external-compat", "External toxicity attributes"),
}


@dataclass(frozen=True)
class Connection:
    """How to reach a service: base URL and credentials; `demo` when it is the embedded one."""

    base_url: str
    email: str
    api_key: str
    demo: bool = False


def configured_base_url(secrets: Mapping | None = None, environ: Mapping | None = None) -> str | None:
    """The service URL from MODERATION_BASE_URL or secrets `base_url`; None means embedded demo mode."""
    environ = os.environ if environ is None else environ
    url = (environ.get("MODERATION_BASE_URL") or "").strip()
    if not url and secrets:
        url = str(secrets.get("base_url") or "").strip()
    return url or None


def configured_credentials(secrets: Mapping | None = None, environ: Mapping | None = None) -> tuple[str, str]:
    """Email and API key from MODERATION_EMAIL / MODERATION_API_KEY or secrets, else empty."""
    environ = os.environ if environ is None else environ
    secrets = secrets or {}
    email = environ.get("MODERATION_EMAIL") or str(secrets.get("email") or "")
    key = environ.get("MODERATION_API_KEY") or str(secrets.get("api_key") or "")
    return email, key


def allowed_operations(check: UserCheckResponse | None) -> set[str] | None:
    """The operations the plan includes; None when unknown (not checked yet: nothing is hidden)."""
    if check is None or check.allowed_endpoints is None:
        return None
    return set(check.allowed_endpoints) if check.active else set()


def is_allowed(allowed: set[str] | None, operation: str) -> bool:
    """Whether an operation can be called (unknown plan: assume yes, the service will say otherwise)."""
    return allowed is None or operation in allowed


def explain(error: ClientError) -> str:
    """What went wrong, in words, with what to do about it."""
    if isinstance(error, Unreachable):
        return (f"The service could not be reached ({error.message}). Check the base URL, that the service is "
                "running (python -m moderation serve), and your network.")
    if isinstance(error, Unauthorized):
        return ("The service did not accept the email and API key. Check both for typos; if the key was rotated, "
                "ask the operator for the new one (python -m moderation accounts rotate-key --email …).")
    if isinstance(error, PaymentRequired):
        return (f"The account may not use this: {error.message} Its plan lacks the operation, or the account is "
                "paused, cancelled or expired. Ask the operator to change the plan or reactivate the account.")
    if isinstance(error, RateLimited):
        wait = f" Try again in {error.retry_after:.0f} s." if error.retry_after else " Wait a minute and try again."
        return "The plan's rate limit was reached." + wait
    if isinstance(error, ArticleNotFound):
        return "The service no longer knows this article. Register it again on the Article page."
    if isinstance(error, UnsupportedMediaType):
        return f"The document type cannot be read: {error.message}"
    if isinstance(error, PayloadTooLarge):
        return f"The text is too large for the service: {error.message} Shorten it and try again."
    if isinstance(error, BadRequest):
        return f"The service refused the request: {error.message}" + _private_hint(error.message)
    if isinstance(error, ServerError):
        return f"The service failed ({error.status}): {error.message} Try again; if it persists, tell the operator."
    return f"The call failed: {error}"


PRIVATE_SETTING = "MODERATION_FETCH_ALLOW_PRIVATE"


def _private_hint(message: str) -> str:
    """For a refused private/loopback address: the service setting that allows it (self-hosted intranets)."""
    lowered = message.lower()
    if PRIVATE_SETTING in message or not any(word in lowered for word in ("private", "loopback", "link-local",
                                                                          "not allowed", "reserved")):
        return ""
    return (f" The service refuses loopback and private addresses by default; to register pages from a self-hosted "
            f"intranet, start it with {PRIVATE_SETTING}=true.")
