"""Body decoding: JSON and both form encodings into the same schema, on the live server and directly."""

import json

import httpx
import pytest
from fastapi import Request

from moderation.api.body import form_to_data, parse_body
from moderation.schemas.requests import MegaCallRequest

ARTICLE_ID = "8a7f5c1e-2b4d-4e6f-9a0b-1c2d3e4f5a6b"


@pytest.fixture(scope="module")
def echo_url(live_server) -> str:
    """A route on the live app that answers the parsed MegaCallRequest, to see what the parser made."""
    async def echo(request: Request):
        return (await parse_body(request, MegaCallRequest)).model_dump(mode="json")

    live_server.service.app.add_api_route("/v0.2/_test_echo", echo, methods=["POST"])
    return live_server.url("/v0.2/_test_echo")


def _expected(parsed: dict) -> None:
    assert parsed["comment"] == "Nice garden, é ✓"
    assert parsed["banned_topics"] == ["politics", "sports"]
    assert parsed["run_spam_check"] is True and parsed["run_comment_score"] is False
    assert parsed["article_context_id"] == ARTICLE_ID
    assert parsed["tolerances"]["insult"] == "strict" and parsed["tolerances"]["threat"] == "standard"


def test_json_body(live_server, echo_url):
    body = {"comment": "Nice garden, é ✓", "banned_topics": ["politics", "sports"], "run_spam_check": True,
            "article_context_id": ARTICLE_ID, "tolerances": {"insult": "strict"}}
    _expected(httpx.post(echo_url, json=body, timeout=30).json())


@pytest.mark.parametrize("array_name", ["banned_topics[]", "banned_topics"])
def test_urlencoded_body(live_server, echo_url, array_name):
    pairs = [("comment", "Nice garden, é ✓"), (array_name, "politics"), (array_name, "sports"),
             ("run_spam_check", "true"), ("run_comment_score", "false"), ("article_context_id", ARTICLE_ID),
             ("tolerances", json.dumps({"insult": "strict"})), ("reply_to_comment", "")]
    response = httpx.post(echo_url, content=httpx.QueryParams(pairs).__str__().encode(), timeout=30,
                          headers={"Content-Type": "application/x-www-form-urlencoded"})
    _expected(response.json())


def test_multipart_body_with_bracketed_nested_fields(live_server, echo_url):
    files = [("comment", (None, "Nice garden, é ✓")), ("banned_topics[]", (None, "politics")),
             ("banned_topics[]", (None, "sports")), ("run_spam_check", (None, "true")),
             ("article_context_id", (None, ARTICLE_ID)), ("tolerances[insult]", (None, "strict"))]
    _expected(httpx.post(echo_url, files=files, timeout=30).json())


@pytest.mark.parametrize("pairs, field", [
    ([("comment", "x"), ("run_spam_check", "maybe")], "run_spam_check"),
    ([("comment", "x"), ("article_context_id", "not-a-uuid")], "article_context_id"),
    ([("comment", "x"), ("tolerances", "{broken")], "tolerances"),
    ([("comment", "x"), ("tolerances", '{"insult": "furious"}')], "tolerances.insult"),
    ([("run_spam_check", "true")], "comment"),
])
def test_bad_form_values_get_400_naming_the_field(live_server, echo_url, pairs, field):
    response = httpx.post(echo_url, data=dict(pairs), timeout=30)
    assert response.status_code == 400 and field in response.json()["message"]


def test_empty_body_counts_as_an_empty_object(live_server, echo_url):
    response = httpx.post(echo_url, timeout=30)
    assert response.status_code == 400 and "comment" in response.json()["message"]


def test_form_to_data_shapes_values_after_the_fields():
    data = form_to_data([("comment", "hi"), ("context_comments", "one"), ("context_comments[]", "two"),
                         ("article_context_id", ""), ("unknown", "kept")], MegaCallRequest)
    assert data == {"comment": "hi", "context_comments": ["one", "two"], "unknown": "kept"}
