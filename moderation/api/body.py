"""Request bodies: JSON or form encoded (urlencoded or multipart), size-capped, validated into a schema."""

import json
import types
import typing
from typing import Any, TypeVar
from urllib.parse import parse_qsl

import anyio
from anyio import to_thread
from fastapi import Request
from pydantic import BaseModel, ValidationError

from moderation.api.errors import ApiError, describe_validation_errors
from moderation.api.limits import check_input_limits

T = TypeVar("T", bound=BaseModel)

# Bodies above this are decoded, checked and validated in a worker thread: json.loads and the text-value check
# of a 1 MB body held the event loop 216 ms, stalling every other request on the worker (issue 42).
OFF_LOOP_BYTES = 16 * 1024

_FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def _max_body_bytes(request: Request) -> int:
    settings = getattr(request.app.state, "settings", None)
    return settings.max_body_bytes if settings else 1024 * 1024


def _body_read_timeout(request: Request) -> float:
    settings = getattr(request.app.state, "settings", None)
    return settings.body_read_timeout if settings else 30.0


async def read_limited(request: Request, limit: int) -> bytes:
    """The raw body, refused with 413 as soon as it passes `limit` bytes (checked while streaming), 408 when slow."""
    too_large = ApiError.of(413, f"Request body is larger than the limit of {limit} bytes")
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        raise too_large
    chunks, size = [], 0
    timeout = _body_read_timeout(request)
    try:
        # One deadline over the whole body: a client promising more than it sends must not hold a worker.
        with anyio.fail_after(timeout):
            async for chunk in request.stream():
                size += len(chunk)
                if size > limit:
                    raise too_large
                chunks.append(chunk)
    except TimeoutError:
        raise ApiError.of(408, f"The request body did not arrive within {timeout:g} s "
                               "(MODERATION_BODY_READ_TIMEOUT); send the whole body promised by Content-Length",
                          {"Connection": "close"}) from None
    body = b"".join(chunks)
    request._body = body  # lets Starlette's form parser reuse the bytes already read
    return body


def _strip_optional(annotation: Any) -> Any:
    """`X | None` → X (the first non-None member of a union)."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        members = [a for a in typing.get_args(annotation) if a is not type(None)]
        return members[0] if members else annotation
    return annotation


def _is_list(annotation: Any) -> bool:
    return typing.get_origin(_strip_optional(annotation)) in (list, set, tuple, frozenset)


def _is_structured(annotation: Any) -> bool:
    inner = _strip_optional(annotation)
    origin = typing.get_origin(inner) or inner
    return origin is dict or (isinstance(origin, type) and issubclass(origin, BaseModel))


def _is_text(annotation: Any) -> bool:
    return _strip_optional(annotation) is str


def _group_form(pairs: list[tuple[str, str]]) -> dict[str, Any]:
    """Form pairs → {name: [values]}; `name[]` joins `name`, `name[key]` builds a nested dict."""
    grouped: dict[str, Any] = {}
    for key, value in pairs:
        if key.endswith("[]"):
            key = key[:-2]
        if "[" in key and key.endswith("]"):
            outer, inner = key[:-1].split("[", 1)
            nested = grouped.setdefault(outer, [{}])[-1]
            if isinstance(nested, dict):
                nested[inner] = value
                continue
        grouped.setdefault(key, []).append(value)
    return grouped


def form_to_data(pairs: list[tuple[str, str]], model: type[BaseModel]) -> dict[str, Any]:
    """Shape flat form pairs after the model's fields: lists stay lists, JSON strings fill nested models."""
    data: dict[str, Any] = {}
    for name, values in _group_form(pairs).items():
        field = model.model_fields.get(name)
        if field is None:
            data[name] = values[-1]
            continue
        annotation = field.annotation
        if _is_list(annotation):
            data[name] = [v for v in values if v != ""]
            continue
        value = values[-1]
        if _is_structured(annotation) and isinstance(value, str):
            if value.strip() == "":
                continue
            try:
                value = json.loads(value)
            except (ValueError, RecursionError):
                raise ApiError.of(400, f"Invalid request parameters - {name}: expected a JSON object") from None
        elif value == "" and not _is_text(annotation):
            continue  # an empty optional form field means "not sent"
        data[name] = value
    return data


async def _form_pairs(request: Request, body: bytes, content_type: str) -> list[tuple[str, str]]:
    """The name/value pairs of a multipart body (an uploaded file part read as UTF-8 text)."""
    try:
        form = await request.form()
    except Exception as exc:  # python-multipart raises several types for broken input
        raise ApiError.of(400, f"Malformed multipart body: {exc}") from None
    pairs = []
    for key, value in form.multi_items():
        if isinstance(value, str):
            pairs.append((key, value))
        else:  # an uploaded file part: read it as UTF-8 text
            pairs.append((key, (await value.read()).decode("utf-8", errors="replace")))
    return pairs


def _bad_character(value: Any) -> str | None:
    """What makes a decoded JSON value unstorable text: a lone UTF-16 surrogate or a NUL, else None."""
    if isinstance(value, str):
        if "\x00" in value:
            return "a NUL character (\\u0000)"
        if any("\ud800" <= ch <= "\udfff" for ch in value):
            return "an unpaired UTF-16 surrogate escape"
        return None
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in children:
        found = _bad_character(key) or _bad_character(child)
        if found:
            return found
    return None


def check_text_values(data: Any) -> None:
    """Refuse text the judges and databases cannot hold (JSON can escape it; forms cannot carry it)."""
    try:
        found = _bad_character(data)
    except RecursionError:
        raise ApiError.of(400, "Request body is nested too deeply") from None
    if found:
        raise ApiError.of(400, f"Request body contains {found}; send valid Unicode text")


def decode_checked_json(body: bytes) -> Any:
    """decode_json, then check_text_values (one call, to run in a worker thread for a large body)."""
    data = decode_json(body)
    check_text_values(data)
    return data


def decode_json(body: bytes) -> Any:
    """Decode a JSON body, refusing malformed or too deeply nested content (400 ApiError)."""
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError) as exc:  # JSONDecodeError is a ValueError
        raise ApiError.of(400, f"Malformed JSON body: {exc}") from None
    except RecursionError:
        raise ApiError.of(400, "Malformed JSON body: nested too deeply") from None
    return data


async def off_loop(body: bytes, function, *args):
    """function(*args), in a worker thread when the body it works on is above OFF_LOOP_BYTES."""
    if len(body) <= OFF_LOOP_BYTES:
        return function(*args)
    return await to_thread.run_sync(function, *args)


async def parse_body(request: Request, model: type[T]) -> T:
    """Read, decode and validate the request body into `model` (400/413/415 as ApiError)."""
    body = await read_limited(request, _max_body_bytes(request))
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    settings = getattr(request.app.state, "settings", None)
    if content_type == "multipart/form-data":
        data: Any = form_to_data(await _form_pairs(request, body, content_type), model)
    elif content_type == "application/x-www-form-urlencoded":
        data = await off_loop(body, _urlencoded_data, body, model)
    elif content_type == "application/json" or content_type.endswith("+json") or content_type in ("", "text/json"):
        data = await off_loop(body, decode_json, body) if body.strip() else {}
    else:
        raise ApiError.of(415, f"Unsupported request content type '{content_type}'; send application/json, "
                               "application/x-www-form-urlencoded or multipart/form-data")
    return await off_loop(body, _validated, data, model, settings)


def _urlencoded_data(body: bytes, model: type[BaseModel]) -> dict[str, Any]:
    """An urlencoded body shaped after the model's fields."""
    try:
        pairs = parse_qsl(body.decode("utf-8"), keep_blank_values=True, strict_parsing=False)
    except UnicodeDecodeError:
        raise ApiError.of(400, "Form body is not valid UTF-8") from None
    return form_to_data(pairs, model)


def _validated(data: Any, model: type[T], settings) -> T:
    """Decoded data checked (an object, storable text, the schema, the input limits) into `model`."""
    if not isinstance(data, dict):
        raise ApiError.of(400, "Request body must be a JSON object")
    check_text_values(data)
    try:
        parsed = model.model_validate(data)
    except ValidationError as exc:
        raise ApiError.of(400, describe_validation_errors(exc.errors())) from None
    if settings is not None:
        check_input_limits(parsed, settings)
    return parsed
