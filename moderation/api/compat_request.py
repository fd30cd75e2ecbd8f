"""Reading and checking a request in the external toxicity API's format, shared by our compat routes and its
own `/v1alpha1` surface: JSON only, its limits, its INVALID_ARGUMENT messages."""

from collections.abc import Iterable
from typing import TypeVar

from fastapi import Request
from pydantic import BaseModel, ValidationError

from moderation import engine
from moderation.api.body import decode_checked_json, off_loop, read_limited
from moderation.api.errors import ApiError, CompatError, describe_validation_errors
from moderation.api.limits import check_input_limits
from moderation.core.config import get_settings
from moderation.schemas.compat import AnalyzeRequest, Context, TextEntry

T = TypeVar("T", bound=BaseModel)

MAX_COMMENT_BYTES = 20 * 1024  # the external API's own limit, counted in UTF-8 bytes
# Context entries are kept with corrections: bounded so one request stores at most ~400 KB of them. The external
# API documents 1 MB per entry and no count; our body limit (1 MB) is lower anyway (issue 42).
MAX_CONTEXT_ENTRIES = 20
MAX_CONTEXT_ENTRY_BYTES = MAX_COMMENT_BYTES
SUPPORTED_SCORE_TYPE = "PROBABILITY"
TEXT_TYPES = ("PLAIN_TEXT", "HTML")


class AnalyzeCommentRequest(AnalyzeRequest):
    """analyzeComment request body with the external API's `dropUnsupportedAttributes` (its schema's name)."""

    dropUnsupportedAttributes: bool = False


def invalid(message: str, details: list[dict] | None = None) -> CompatError:
    """A 400 INVALID_ARGUMENT error in the external API's format."""
    return CompatError(400, "INVALID_ARGUMENT", message, details=details)


def check_json_content_type(header: str) -> None:
    """Refuse a body declared as anything but JSON (forms, text, XML…); no header at all is read as JSON."""
    media_type = header.split(";")[0].strip().lower()
    if media_type and media_type != "application/json" and not media_type.endswith("+json"):
        raise invalid(f"Invalid JSON payload received: Content-Type '{media_type}' is not accepted; "
                      "send application/json.")


async def read_json(request: Request, model: type[T]) -> T:
    """Parse a JSON body into `model`, with errors in the external API's format."""
    settings = getattr(request.app.state, "settings", None) or get_settings()
    check_json_content_type(request.headers.get("content-type", ""))
    try:
        raw = await read_limited(request, settings.max_body_bytes)
    except ApiError as exc:
        raise CompatError.from_api_error(exc) from None
    return await off_loop(raw, _parsed, raw, model, settings)


def _parsed(raw: bytes, model: type[T], settings) -> T:
    """The body decoded, checked and validated into `model` (a worker thread runs this for a large body)."""
    try:  # decode_json also refuses too-deep nesting; check_text_values lone surrogates and NULs
        payload = decode_checked_json(raw or b"null")
    except ApiError as exc:
        raise invalid(f"Invalid JSON payload received: {exc.message}.") from None
    if not isinstance(payload, dict):
        raise invalid("Invalid JSON payload received: the body must be a JSON object.")
    try:
        parsed = model.model_validate(payload)
    except ValidationError as exc:
        raise invalid(describe_validation_errors(exc.errors())) from None
    try:  # no sentence cap: any comment within 20 KB is scored (compat_chunks bounds the engine's work)
        check_input_limits(parsed, settings)
    except ApiError as exc:
        raise invalid(exc.message) from None
    return parsed


def check_text_entry(entry: TextEntry, field: str) -> None:
    """Refuse a text type other than PLAIN_TEXT or HTML (no type means plain text)."""
    if entry.type is not None and entry.type.upper() not in TEXT_TYPES:
        raise invalid(f"{field}.type: unsupported text type '{entry.type}'; use PLAIN_TEXT or HTML.")


def is_html(entry: TextEntry) -> bool:
    return (entry.type or "").upper() == "HTML"


def check_comment_text(entry: TextEntry) -> None:
    """Refuse an empty comment, one over the 20 KB limit, or an unknown text type."""
    check_text_entry(entry, "comment")
    if not entry.text.strip():
        raise invalid("Comment must be non-empty.")
    size = len(entry.text.encode("utf-8"))
    if size > MAX_COMMENT_BYTES:
        raise invalid(f"Comment text too long: {size} bytes; the limit is {MAX_COMMENT_BYTES} bytes (UTF-8).")


def check_attribute_names(names: Iterable[str]) -> None:
    """Refuse names the engine does not score (names are upper case, as in the external API)."""
    supported = engine.supported_attributes()
    for name in names:
        if name not in supported:
            hint = f" (did you mean {name.upper()}?)" if name.upper() in supported else ""
            raise invalid(f"Unknown attribute: {name}{hint}. Supported attributes: {', '.join(sorted(supported))}.")


def check_context(context: Context | None) -> None:
    """Refuse more than MAX_CONTEXT_ENTRIES entries, an entry over MAX_CONTEXT_ENTRY_BYTES or of an unknown type."""
    entries = context.entries if context else []
    if len(entries) > MAX_CONTEXT_ENTRIES:
        raise invalid(f"context.entries: at most {MAX_CONTEXT_ENTRIES} entries are accepted; {len(entries)} were sent.")
    for index, entry in enumerate(entries):
        check_text_entry(entry, f"context.entries[{index}]")
        size = len(entry.text.encode("utf-8"))
        if size > MAX_CONTEXT_ENTRY_BYTES:
            raise invalid(f"context.entries[{index}].text too long: {size} bytes; the limit is "
                          f"{MAX_CONTEXT_ENTRY_BYTES} bytes (UTF-8).")


def check_analyse_request(body: AnalyzeRequest) -> None:
    """Every INVALID_ARGUMENT rule of analyse, in the order the external API applies them."""
    check_comment_text(body.comment)
    check_context(body.context)
    if not body.requestedAttributes:
        raise invalid("Must specify at least one requested attribute in requestedAttributes.")
    check_attribute_names(body.requestedAttributes)
    for name, options in body.requestedAttributes.items():
        if options and options.scoreType and options.scoreType.upper() != SUPPORTED_SCORE_TYPE:
            raise invalid(f"Unsupported score type for {name}: {options.scoreType}; only {SUPPORTED_SCORE_TYPE} is supported.")
