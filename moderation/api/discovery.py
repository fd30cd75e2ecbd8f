"""The external toxicity API's discovery document for what this service serves, so Google's own client library
(`googleapiclient.discovery.build("commentanalyzer", "v1alpha1", discoveryServiceUrl=...)`) works against it.

Built from the same pydantic models the routes validate with, so the document cannot drift from the service.
"""

from typing import Any

from pydantic import BaseModel

from moderation import __version__
from moderation.api.compat_request import AnalyzeCommentRequest
from moderation.schemas.compat import AnalyzeResponse, SuggestRequest, SuggestResponse

VERSION = "v1alpha1"
_METHODS = {  # name: (request model, response model, what it does)
    "analyze": (AnalyzeCommentRequest, AnalyzeResponse, "Analyzes the provided text and returns scores for requested "
                                                 "attributes."),
    "suggestscore": (SuggestRequest, SuggestResponse, "Suggest comment scores as training data."),
}


def _query(kind: str, description: str, **more: Any) -> dict[str, Any]:
    return {"type": kind, "location": "query", "description": description, **more}


# Google's standard parameters, as every discovery document of its APIs lists them (the client builds each method's
# keyword arguments from these: `$.xgafv` becomes `x__xgafv`).
STANDARD_PARAMETERS = {
    "$.xgafv": _query("string", "V1 error format (accepted; errors always have the v2 shape).", enum=["1", "2"]),
    "access_token": _query("string", "OAuth access token (not used: authenticate with `key`)."),
    "alt": _query("string", "Data format of the response (JSON only).", default="json", enum=["json"]),
    "callback": _query("string", "JSONP (accepted and ignored)."),
    "fields": _query("string", "Selector specifying which fields to include in a partial response."),
    "key": _query("string", "API key of an account of this service (or send it as X-Goog-Api-Key)."),
    "oauth_token": _query("string", "OAuth 2.0 token (not used: authenticate with `key`)."),
    "prettyPrint": _query("boolean", "Returns the response indented when true (compact when absent).",
                          default="false"),
    "quotaUser": _query("string", "Accepted and ignored (limits apply per account)."),
    "uploadType": _query("string", "Legacy upload protocol (accepted and ignored)."),
    "upload_protocol": _query("string", "Upload protocol (accepted and ignored)."),
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
        "parameters": STANDARD_PARAMETERS,
        "schemas": _schemas(models),
        "resources": {"comments": {"methods": methods}},
    }
