"""Error answers of the native endpoints on the live server: 400, 401, 402, 404, 405, 413, 415, 429, 500."""

import logging
from datetime import UTC, datetime, timedelta

import httpx
import pytest

from moderation.accounts import service as accounts

INITTOPIC = "/v0.2/inittopic"


def _post(server, path, headers, **kwargs) -> httpx.Response:
    return httpx.post(server.url(path), headers=headers, timeout=30, **kwargs)


def _assert_error(response: httpx.Response, code: int, category: str | None = None) -> dict:
    assert response.status_code == code, response.text
    body = response.json()
    assert body["code"] == code and body["message"]
    if category:
        assert body["error"] == category
    return body


@pytest.mark.parametrize("headers", [
    {},
    {"X-User-Email": "demo@localhost"},
    {"X-API-Key": "anything"},
    {"X-User-Email": "demo@localhost", "X-API-Key": "not-the-key"},
    {"X-User-Email": "nobody@example.test", "X-API-Key": "not-the-key"},
])
def test_bad_credentials_get_one_and_the_same_401(live_server, headers):
    response = _post(live_server, INITTOPIC, headers, json={"text": "Some article."})
    body = _assert_error(response, 401, "AuthenticationError")
    assert body["message"] == "Missing or invalid credentials: send X-User-Email and X-API-Key headers"


def test_a_right_key_with_another_accounts_email_is_refused(live_server):
    other_email, _key = live_server.create_account("Professional")
    response = _post(live_server, INITTOPIC, {"X-User-Email": other_email, "X-API-Key": live_server.api_key},
                     json={"text": "Some article."})
    _assert_error(response, 401)


@pytest.mark.parametrize("param", ["api_key", "key", "X-API-Key"])
def test_key_in_the_query_string_is_refused_even_with_good_headers(live_server, param):
    response = httpx.get(live_server.url(f"/v0.2/usercheck?{param}={live_server.api_key}"),
                         headers=live_server.headers, timeout=30)
    body = _assert_error(response, 401)
    assert "query string" in body["message"]


def test_plan_without_the_operation_gets_402(live_server):
    email, key = live_server.create_account("Anti-Spam Only")
    response = _post(live_server, "/v0.2/llmdetect", {"X-User-Email": email, "X-API-Key": key},
                     json={"comment": "A perfectly ordinary remark."})
    body = _assert_error(response, 402, "PaymentRequiredError")
    assert "llmdetect" in body["message"]


def test_plan_without_any_operation_cannot_register_topics(live_server):
    live_server.define_plan("Empty Plan", (), 60)
    email, key = live_server.create_account("Empty Plan")
    response = _post(live_server, INITTOPIC, {"X-User-Email": email, "X-API-Key": key}, json={"text": "Article."})
    _assert_error(response, 402)


@pytest.mark.parametrize("status", ["PAUSED", "CANCELED"])
def test_inactive_account_gets_402(live_server, status):
    email, key = live_server.create_account("Professional")
    with live_server.session() as session:
        accounts.set_status(session, email, status)
    body = _assert_error(_post(live_server, INITTOPIC, {"X-User-Email": email, "X-API-Key": key},
                               json={"text": "Article."}), 402)
    assert status in body["message"]


def test_expired_account_gets_402(live_server):
    email, key = live_server.create_account("Professional", expires=datetime.now(UTC) - timedelta(minutes=1))
    body = _assert_error(_post(live_server, INITTOPIC, {"X-User-Email": email, "X-API-Key": key},
                               json={"text": "Article."}), 402)
    assert "EXPIRED" in body["message"]


@pytest.mark.parametrize("content, content_type, words", [
    (b"{not json", "application/json", ["Malformed JSON"]),
    (b"[1, 2]", "application/json", ["JSON object"]),
    (b'{"text": 42}', "application/json", ["text"]),
    (b'{"text": "x", "topic_description": ["a"]}', "application/json", ["topic_description"]),
    (b"\xff\xfe", "application/json", ["Malformed JSON"]),
    (b'{"text": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "application/json", ["Malformed JSON"]),
    (b'{"text": "a", "topic_description": {"x": ' + b"[" * 500 + b"]" * 500 + b"}}", "application/json",
     ["topic_description"]),
    (b'{"text": "half a pair \\ud83d here"}', "application/json", ["surrogate"]),
    (b'{"text": "nul \\u0000 inside"}', "application/json", ["NUL"]),
    (b"text=nul%00inside", "application/x-www-form-urlencoded", ["NUL"]),
], ids=["broken", "array", "wrong-type", "wrong-type-list", "not-utf8", "too-deep", "deep-but-parsable",
        "lone-surrogate", "nul-json", "nul-form"])
def test_bad_bodies_get_400_naming_the_problem(live_server, content, content_type, words):
    response = _post(live_server, INITTOPIC, {**live_server.headers, "Content-Type": content_type}, content=content)
    body = _assert_error(response, 400, "BadRequestError")
    for word in words:
        assert word in body["message"]


def test_missing_required_field_is_named(live_server):
    response = _post(live_server, "/v0.2/llmdetect", live_server.headers, json={"text": "wrong field name"})
    body = _assert_error(response, 400)
    assert "comment" in body["message"]


def test_body_over_the_limit_gets_413(live_server):
    limit = live_server.service.settings.max_body_bytes
    response = _post(live_server, INITTOPIC, live_server.headers, json={"text": "a" * (limit + 10)})
    _assert_error(response, 413, "PayloadTooLargeError")


def test_chunked_body_over_the_limit_gets_413(live_server):
    limit = live_server.service.settings.max_body_bytes

    def chunks():  # no Content-Length: the limit must hold while streaming
        yield b'{"text": "'
        for _ in range(limit // 65536 + 2):
            yield b"a" * 65536
        yield b'"}'

    response = _post(live_server, INITTOPIC, {**live_server.headers, "Content-Type": "application/json"},
                     content=chunks())
    _assert_error(response, 413)


def test_unsupported_request_content_type_gets_415(live_server):
    response = _post(live_server, INITTOPIC, {**live_server.headers, "Content-Type": "application/xml"},
                     content=b"<text>hi</text>")
    body = _assert_error(response, 415, "UnsupportedMediaTypeError")
    assert "application/xml" in body["message"]


def test_rate_limit_gets_429_with_retry_after(live_server):
    live_server.define_plan("Tiny", ("antispam",), 2)
    email, key = live_server.create_account("Tiny")
    headers = {"X-User-Email": email, "X-API-Key": key}
    statuses = [_post(live_server, INITTOPIC, headers, json={}).status_code for _ in range(2)]
    assert statuses == [400, 400]  # counted, then refused for the empty body
    response = _post(live_server, INITTOPIC, headers, json={})
    _assert_error(response, 429, "RateLimitError")
    assert 1 <= int(response.headers["Retry-After"]) <= 60


def test_unknown_path_and_wrong_method_answer_json(live_server):
    _assert_error(httpx.get(live_server.url("/v0.2/nothing-here"), timeout=30), 404, "NotFoundError")
    _assert_error(httpx.get(live_server.url(INITTOPIC), headers=live_server.headers, timeout=30), 405)


def test_unexpected_failure_is_a_500_without_a_stack_trace(live_server, caplog):
    def explode():
        raise RuntimeError("secret internal detail")

    live_server.service.app.add_api_route("/v0.2/_test_failure", explode, methods=["GET"])
    response = httpx.get(live_server.url("/v0.2/_test_failure"), timeout=30)
    body = _assert_error(response, 500, "ServerError")
    assert "secret internal detail" not in response.text and "Traceback" not in response.text
    assert body["message"]
    logged = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(logged) == 1 and logged[0].exc_info and "/v0.2/_test_failure" in logged[0].getMessage()


_BAD_BODIES = [
    b"", b"null", b"42", b'"text"', b"[]", b"{}", b'{"comment": null}', b'{"comment": 123}', b'{"comment": ["a"]}',
    b'{"comment": {"text": 5}}', b'{"comment": "ok", "article_context_id": "nope"}',
    b'{"comment": "ok", "article_context_id": 17}', b'{"comment": "ok", "banned_topics": {"a": 1}}',
    b'{"comment": "ok", "banned_topics": [1, {"a": 2}]}', b'{"comment": "ok", "run_spam_check": "maybe"}',
    b'{"comment": "ok", "tolerances": "strict"}', b'{"comment": "ok", "tolerances": {"insult": "furious"}}',
    b'{"comment": "ok", "article_context_id": "00000000-0000-4000-8000-000000000000", "run_comment_score": true}',
    b'{"comment": {"text": "ok"}, "requestedAttributes": []}', b'{"comment": {"text": "ok"}, "requestedAttributes": '
    b'{"TOXICITY": {"scoreThreshold": 7}}}', b'{"comment": {"text": ""}, "requestedAttributes": {"TOXICITY": {}}}',
    b'{"comment": {"text": "ok"}, "attributeScores": {"TOXICITY": {"summaryScore": {"value": "high"}}}}',
    b'{"comment": "\\ud800 half", "run_llm_detect": true}', b'{"comment": {"text": "\\udc00"}, '
    b'"requestedAttributes": {"TOXICITY": {}}, "attributeScores": {"TOXICITY": {"summaryScore": {"value": 0.5}}}}',
    b'{"comment": "nul \\u0000", "run_llm_detect": true}', b'{"comment": {"text": "nul \\u0000"}, '
    b'"requestedAttributes": {"TOXICITY": {}}, "attributeScores": {"TOXICITY": {"summaryScore": {"value": 0.5}}}}',
    b'{"comment": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
]


def test_no_route_answers_5xx_for_bad_input(live_server):
    """Every POST route, fed malformed or ill-typed bodies, answers without a server error."""
    spec = httpx.get(live_server.url("/openapi.json"), timeout=30).json()
    paths = [path for path, operations in spec["paths"].items() if "post" in operations]
    assert len(paths) >= 8
    failures = []
    with httpx.Client(headers={**live_server.headers, "Content-Type": "application/json"}, timeout=60) as client:
        for path in paths:
            for body in _BAD_BODIES:
                status = client.post(live_server.url(path), content=body).status_code
                if status >= 500:
                    failures.append((path, body[:60], status))
            status = client.post(live_server.url(path), data={"comment": "", "run_spam_check": "perhaps"},
                                 headers={"Content-Type": "application/x-www-form-urlencoded"}).status_code
            if status >= 500:
                failures.append((path, "form", status))
    assert failures == []


def test_openapi_documents_credentials_and_errors(live_server):
    spec = httpx.get(live_server.url("/openapi.json"), timeout=30).json()
    assert {"UserEmail", "ApiKey"} <= set(spec["components"]["securitySchemes"])
    for path, operations in spec["paths"].items():
        if path.startswith("/v0.2/_test"):  # routes other tests add to the shared server
            continue
        if not path.startswith("/v0.2/"):  # the external API's own paths: its key alone (test_commentanalyzer.py)
            continue
        for method, operation in operations.items():
            assert operation["security"] == [{"UserEmail": [], "ApiKey": []}], (method, path)
            assert "401" in operation["responses"], (method, path)
            if method == "post":
                assert {"400", "402", "413", "429"} <= set(operation["responses"]), path
    inittopic = spec["paths"]["/v0.2/inittopic"]["post"]
    assert "415" in inittopic["responses"] and "requestBody" in inittopic
    assert httpx.get(live_server.url("/docs"), timeout=30).status_code == 200
