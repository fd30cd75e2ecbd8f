"""OpenAPI request-body entries for routes that parse their body by hand (JSON and form encodings)."""

from typing import Any

from pydantic import BaseModel

_FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def _inline_refs(node: Any, definitions: dict[str, Any]) -> Any:
    """Replace every `#/$defs/X` reference by X itself (our wire models are not recursive)."""
    if isinstance(node, dict):
        ref = node.get("$ref", "")
        if ref.startswith("#/$defs/"):
            return _inline_refs(definitions[ref.removeprefix("#/$defs/")], definitions)
        return {key: _inline_refs(value, definitions) for key, value in node.items() if key != "$defs"}
    if isinstance(node, list):
        return [_inline_refs(item, definitions) for item in node]
    return node


def body_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema, self-contained (no references to other components)."""
    schema = model.model_json_schema()
    return _inline_refs(schema, schema.get("$defs", {}))


def request_body(model: type[BaseModel], form: bool = True) -> dict[str, Any]:
    """`openapi_extra` documenting `model` as the JSON body (and, with `form`, the form-encoded body)."""
    schema = body_schema(model)
    content = {"application/json": {"schema": schema}}
    if form:
        content.update({media: {"schema": schema} for media in _FORM_TYPES})
    return {"requestBody": {"required": True, "content": content}}
