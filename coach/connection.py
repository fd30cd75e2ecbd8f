"""Where the service is, what each failure means in words, and which checks the plan allows."""

import logging
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass

from moderation.client import (
    ArticleNotFound, BadRequest, ClientError, PayloadTooLarge, PaymentRequired, RateLimited, ServerError, Unauthorized,
    UnsupportedMediaType, Unreachable,
)
from moderation.schemas.account import UserCheckResponse

log = logging.getLogger("coach")

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
    """What went wrong, in words, with what the commenter can do about it (operator settings go to the log)."""
    message = for_commenter(error.message or "")
    if isinstance(error, Unreachable):
        return (f"The service could not be reached ({message}). Check the base URL, that the service is "
                "running (python -m moderation serve), and your network.")
    if isinstance(error, Unauthorized):
        return ("The service did not accept the email and API key. Check both for typos; if the key was rotated, "
                "ask the operator for the new one (python -m moderation accounts rotate-key --email …).")
    if isinstance(error, PaymentRequired):
        return (f"The account may not use this: {message} Its plan lacks the operation, or the account is "
                "paused, cancelled or expired. Ask the operator to change the plan or reactivate the account.")
    if isinstance(error, RateLimited):
        wait = f" Try again in {error.retry_after:.0f} s." if error.retry_after else " Wait a minute and try again."
        return "The plan's rate limit was reached." + wait
    if isinstance(error, ArticleNotFound):
        return "The service no longer knows this article. Register it again on the Article page."
    if isinstance(error, UnsupportedMediaType):
        return f"The document type cannot be read: {message}"
    if isinstance(error, PayloadTooLarge):
        return f"The text is too large for the service: {message} Shorten it and try again."
    if isinstance(error, BadRequest):
        hint = _private_hint(error.message or "")
        return f"The service refused the request: {message.rstrip(' .')}.{hint}" if hint else \
            f"The service refused the request: {message}"
    if isinstance(error, ServerError):
        return f"The service failed ({error.status}): {message} Try again; if it persists, tell the operator."
    return f"The call failed: {for_commenter(str(error))}"


PRIVATE_SETTING = "MODERATION_FETCH_ALLOW_PRIVATE"
# An operator's setting named in a service message: "; set MODERATION_X=true to …", "(MODERATION_X)", "one per
# MODERATION_X sentences". A commenter can do nothing with it: the page leaves it out, the log keeps it.
_SET_SETTING = re.compile(r"[;,]?\s*set MODERATION_[A-Z0-9_]+=\S*[^;.]*")
_NAMED_SETTING = re.compile(r"\s*\(MODERATION_[A-Z0-9_]+\)")
_ANY_SETTING = re.compile(r"\s*\(?(?:one per )?MODERATION_[A-Z0-9_]+(?: [a-z]+)?\)?")


def for_commenter(message: str) -> str:
    """A service message without the operator's settings in it (logged in full when something was left out)."""
    shown = _ANY_SETTING.sub("", _NAMED_SETTING.sub("", _SET_SETTING.sub("", message or "")))
    if shown != message:
        log.warning("Service message shown without its operator settings: %s", message)
    return shown
log = logging.getLogger("coach")


def _private_hint(message: str) -> str:
    """For a refused private/loopback address: what the commenter can do (paste the text, upload the file); the
    service setting that allows such addresses is the operator's, so it goes to the log, not to the page."""
    lowered = message.lower()
    if not any(word in lowered for word in ("private", "loopback", "link-local", "not allowed", "reserved")):
        return ""
    log.warning("A URL was refused as a private or loopback address (%s). To let the service fetch pages from a "
                "self-hosted intranet, start it with %s=true.", message, PRIVATE_SETTING)
    return (" The service cannot open pages at this address. Paste the article's text, or save the page and "
            "upload it as a file, on the Article page.")
