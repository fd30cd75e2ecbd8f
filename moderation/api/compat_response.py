"""Google's standard query parameters on the external API's own paths: `fields` (a partial response), `prettyPrint`
(indented JSON), `alt` (JSON only) and `$.xgafv` (checked); `quotaUser`, `callback`, `upload_protocol`, `uploadType`
are accepted and ignored, as they change nothing for these two methods."""

import json
import re
from dataclasses import dataclass
from typing import Any

from fastapi import Request
from fastapi.responses import Response
from pydantic import BaseModel

from moderation.api.compat_request import invalid

_NAME = re.compile(r"\*|[A-Za-z_$][\w$.-]*")
_BOOLEANS = {"true": True, "1": True, "false": False, "0": False}
MAX_FIELDS_CHARS = 1000  # a field mask of the two answers is a few dozen characters

Selection = dict[str, "Selection | None"]  # name -> what of it to keep (None: all of it)


@dataclass(frozen=True)
class Rendering:
    """How one answer is written: which fields, and indented or compact."""

    fields: Selection | None
    pretty: bool


def _merge(into: Selection, name: str, sub: "Selection | None") -> None:
    if name in into and (into[name] is None or sub is None):
        into[name] = None
    elif name in into:
        for key, value in sub.items():
            _merge(into[name], key, value)
    else:
        into[name] = sub


def _parse(mask: str, at: int, closing: bool) -> tuple[Selection, int]:
    """`a,b/c,d(e,f)` from `at` up to its end (or the `)` closing it): a selection and where it stopped."""
    selection: Selection = {}
    while True:
        path: list[str] = []
        while True:
            match = _NAME.match(mask, at)
            if not match:
                raise invalid(f"Invalid field selection at character {at + 1} of 'fields'.")
            path.append(match.group())
            at = match.end()
            if not mask.startswith("/", at):
                break
            at += 1
        sub = None
        if mask.startswith("(", at):
            sub, at = _parse(mask, at + 1, True)
            if not mask.startswith(")", at):
                raise invalid("Invalid field selection: '(' without ')' in 'fields'.")
            at += 1
        for name in reversed(path[1:]):
            sub = {name: sub}
        _merge(selection, path[0], sub)
        if at == len(mask) or (closing and mask.startswith(")", at)):
            return selection, at
        if not mask.startswith(",", at):
            raise invalid(f"Invalid field selection at character {at + 1} of 'fields'.")
        at += 1


def parse_fields(mask: str, model: type[BaseModel]) -> Selection:
    """Google's partial-response syntax; a top-level name the answer never has is a 400, as Google answers."""
    mask = mask.replace(" ", "")
    if len(mask) > MAX_FIELDS_CHARS:
        raise invalid(f"'fields' is longer than {MAX_FIELDS_CHARS} characters.")
    selection, at = _parse(mask, 0, False)
    unknown = sorted(name for name in selection if name != "*" and name not in model.model_fields)
    if unknown or at != len(mask):
        raise invalid(f"Invalid field selection {', '.join(unknown)[:100] or mask[:100]}: the answer has "
                      f"{', '.join(model.model_fields)}.")
    return selection


def select(value: Any, selection: Selection | None) -> Any:
    """The parts of `value` the selection names (lists: each item; `*`: every key)."""
    if selection is None:
        return value
    if isinstance(value, list):
        return [select(item, selection) for item in value]
    if not isinstance(value, dict):
        return value
    kept = {}
    for key, item in value.items():
        if key in selection or "*" in selection:
            sub = selection[key] if key in selection else selection["*"]
            kept[key] = select(item, sub)
    return kept


def rendering(request: Request, model: type[BaseModel]) -> Rendering:
    """Check the standard parameters before any work is done."""
    params = request.query_params
    alt = params.get("alt", "json")
    if alt != "json":
        raise invalid(f"Unsupported alt '{alt[:20]}': only alt=json is served.")
    if params.get("$.xgafv", "1") not in ("1", "2"):
        raise invalid("Invalid value for '$.xgafv': use 1 or 2.")
    pretty = params.get("prettyPrint", "false").lower()
    if pretty not in _BOOLEANS:
        raise invalid("Invalid value for 'prettyPrint': use true or false.")
    fields = params.get("fields")
    return Rendering(parse_fields(fields, model) if fields else None, _BOOLEANS[pretty])


def render(answer: BaseModel, how: Rendering) -> Response:
    """The answer as JSON (None fields left out), cut to `fields`, indented with prettyPrint."""
    content = select(answer.model_dump(exclude_none=True), how.fields)
    text = json.dumps(content, ensure_ascii=False, indent=2 if how.pretty else None,
                      separators=None if how.pretty else (",", ":"))
    return Response(text.encode("utf-8"), media_type="application/json")
