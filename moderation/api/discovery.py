"""The external toxicity API's discovery document for what this service serves, so Google's own client library
(`googleapiclient.discovery.build("commentanalyzer", "v1alpha1", discoveryServiceUrl=...)`) works against it.

Built from the same pydantic models the routes validate with, so the document cannot drift from the service.
"""

from typing import Any

from pydantic import BaseModel

from moderation import __version__
from moderation.schemas.compat import AnalyzeRequest, AnalyzeResponse, SuggestRequest, SuggestResponse

VERSION = "v1alpha1"
_METHODS = {  # name: (request model, response model, what it does)
    "analyze": (AnalyzeRequest, AnalyzeResponse, "Analyzes the provided text and returns scores for requested "
                                                 "attributes."),
    "suggestscore": (SuggestRequest, SuggestResponse, "Suggest comment scores as training data."),
}


def _convert(node: dict[str, Any]) -> dict[str, Any]:
    """A JSON Schema node (pydantic's) as a discovery schema node."""
    if "$ref" in node:
        return {"$ref": node["$ref"]}
    if "anyOf" in node:  # Optional[X]: discovery has no null type, absence says the same
        kept = [option for option in node["anyOf"] if option.get("type") != "null"]
        return {**_convert(kept[0]), **({"description": node["description"]} if "description" in node else {})}
    kind = node.get("type", "any")
    out: dict[str, Any] = {"type": kind}
    if kind == "number":
        out["format"] = "float"
    elif kind == "integer":
        out["format"] = "int32"
    elif kind == "array":
        out["items"] = _convert(node.get("items", {}))
    elif kind == "object":
        if "properties" in node:
            out["properties"] = {name: _convert(child) for name, child in node["properties"].items()}
        extra = node.get("additionalProperties")
        if isinstance(extra, dict):
            out["additionalProperties"] = _convert(extra)
    for key in ("description", "default", "enum"):
        if key in node:
            out[key] = node[key]
    return out


def _schemas(models: list[type[BaseModel]]) -> dict[str, Any]:
    schemas: dict[str, Any] = {}
    for model in models:
        schema = model.model_json_schema(ref_template="{model}")
        for name, definition in {**schema.pop("$defs", {}), model.__name__: schema}.items():
            schemas[name] = {"id": name, **_convert(definition)}
    return schemas


def discovery_document(root_url: str) -> dict[str, Any]:
    """The REST description of `comments.analyze` and `comments.suggestscore` served at `root_url`."""
    methods = {name: {"id": f"commentanalyzer.comments.{name}", "path": f"{VERSION}/comments:{name}",
                      "flatPath": f"{VERSION}/comments:{name}", "httpMethod": "POST", "parameters": {},
                      "parameterOrder": [], "request": {"$ref": request.__name__},
                      "response": {"$ref": response.__name__}, "description": description}
               for name, (request, response, description) in _METHODS.items()}
    models = [model for pair in _METHODS.values() for model in pair[:2]]
    return {
        "kind": "discovery#restDescription", "discoveryVersion": "v1", "id": f"commentanalyzer:{VERSION}",
        "name": "commentanalyzer", "version": VERSION, "revision": __version__, "protocol": "rest",
        "title": "Comment moderation service (external toxicity API compatible)",
        "description": "Scores comments for the external toxicity API's attributes, served offline by this service.",
        "rootUrl": root_url, "servicePath": "", "baseUrl": root_url, "batchPath": "batch",
        "parameters": {
            "key": {"type": "string", "location": "query",
                    "description": "API key of an account of this service (or send it as X-Goog-Api-Key)."},
            "alt": {"type": "string", "location": "query", "default": "json", "enum": ["json"],
                    "description": "Data format of the response (JSON only)."},
            "prettyPrint": {"type": "boolean", "location": "query", "default": "true",
                            "description": "Accepted and ignored: responses are compact JSON."},
        },
        "schemas": _schemas(models),
        "resources": {"comments": {"methods": methods}},
    }
