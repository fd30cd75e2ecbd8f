"""The external toxicity API's own paths, as its clients call them: Google's Python client built from our
discovery document, Coral's analyze and suggestscore bodies with `?key=`, the Discourse plugin's scoreThreshold,
doNotStore, and every error in that API's shape."""

import json
import uuid

import httpx
import pytest
from sqlalchemy import inspect, select, text

from moderation.accounts import service as accounts
from moderation.store.models import Correction, Suggestion

ANALYZE = "/v1alpha1/comments:analyze"
SUGGEST = "/v1alpha1/comments:suggestscore"
CIVIL = "Thanks for the clear write-up; the figures on the new bus lanes were useful."
RUDE = "You are a stupid idiot and nobody wants to read your garbage."
SPANISH_HATE = "Los inmigrantes sin papeles son ratas y hay que echarlos a todos del país."


@pytest.fixture(scope="module")
def key(live_server) -> str:
    """The API key of a fresh Professional account (its own rate budget)."""
    return live_server.create_account("Professional")[1]


def _post(server, path: str, key: str | None, body, **kwargs) -> httpx.Response:
    url = server.url(path) + (f"?key={key}" if key else "")
    return httpx.post(url, json=body, timeout=60, **kwargs)


def _analyze_body(comment: str, *names: str, **extra) -> dict:
    return {"comment": {"text": comment}, "requestedAttributes": {name: {} for name in names}, **extra}


def _google_error(response: httpx.Response, code: int, status: str) -> dict:
    assert response.status_code == code, response.text
    body = response.json()
    assert set(body) == {"error"} and {"code", "message", "status"} <= set(body["error"]), body
    assert body["error"]["code"] == code and body["error"]["status"] == status and body["error"]["message"]
    return body["error"]


def test_googles_python_client_works_from_our_discovery_document(live_server, key):
    from googleapiclient import discovery
    from googleapiclient.errors import HttpError

    client = discovery.build("commentanalyzer", "v1alpha1", developerKey=key, static_discovery=False,
                             discoveryServiceUrl=live_server.url("/$discovery/rest?version=v1alpha1"))
    scored = client.comments().analyze(body=_analyze_body(RUDE, "TOXICITY", "INSULT")).execute()
    assert set(scored["attributeScores"]) == {"TOXICITY", "INSULT"}
    assert scored["attributeScores"]["TOXICITY"]["summaryScore"]["value"] > 0.7
    assert scored["languages"] == ["en"] and scored["detectedLanguages"] == ["en"]
    civil = client.comments().analyze(body=_analyze_body(CIVIL, "TOXICITY")).execute()
    assert civil["attributeScores"]["TOXICITY"]["summaryScore"]["value"] < 0.3
    suggested = client.comments().suggestscore(body={
        "comment": {"text": CIVIL}, "attributeScores": {"TOXICITY": {"summaryScore": {"value": 0.0}}},
        "clientToken": "python-client"}).execute()
    assert suggested["clientToken"] == "python-client"
    with pytest.raises(HttpError) as refused:
        client.comments().analyze(body=_analyze_body(CIVIL, "NOT_AN_ATTRIBUTE")).execute()
    assert refused.value.resp.status == 400 and "Unknown attribute" in refused.value.content.decode()


def test_the_discovery_document_describes_exactly_what_is_served(live_server):
    document = httpx.get(live_server.url("/$discovery/rest"), params={"version": "v1alpha1"}, timeout=30).json()
    assert document["rootUrl"] == live_server.base_url + "/" and document["servicePath"] == ""
    methods = document["resources"]["comments"]["methods"]
    assert {name: (m["httpMethod"], m["path"]) for name, m in methods.items()} == {
        "analyze": ("POST", "v1alpha1/comments:analyze"), "suggestscore": ("POST", "v1alpha1/comments:suggestscore")}
    for method in methods.values():  # every schema a method names is in the document, and so are theirs
        for ref in (method["request"]["$ref"], method["response"]["$ref"]):
            assert ref in document["schemas"]
    refs = {v for schema in document["schemas"].values() for v in _refs(schema)}
    assert refs <= set(document["schemas"])
    request = document["schemas"][methods["analyze"]["request"]["$ref"]]["properties"]
    assert {"comment", "requestedAttributes", "spanAnnotations", "languages", "doNotStore", "clientToken",
            "sessionId", "communityId", "context", "dropUnsupportedAttributes"} <= set(request)
    assert {"fields", "quotaUser", "prettyPrint", "alt", "key", "access_token", "callback", "oauth_token",
            "upload_protocol", "uploadType", "$.xgafv"} <= set(document["parameters"])  # Google's standard ones
    wrong = httpx.get(live_server.url("/$discovery/rest"), params={"version": "v1"}, timeout=30)
    _google_error(wrong, 404, "NOT_FOUND")


def _refs(node):
    if isinstance(node, dict):
        if "$ref" in node:
            yield node["$ref"]
        for value in node.values():
            yield from _refs(value)


def test_corals_analyze_body_with_the_key_in_the_url(live_server, key):
    body = {"comment": {"text": RUDE}, "doNotStore": True, "requestedAttributes": {"SEVERE_TOXICITY": {}},
            "languages": ["en"]}
    response = _post(live_server, ANALYZE, key, body, headers={"Content-Type": "application/json"})
    assert response.status_code == 200, response.text
    data = response.json()
    assert list(data["attributeScores"]) == ["SEVERE_TOXICITY"] and data["languages"] == ["en"]
    assert 0.0 <= data["attributeScores"]["SEVERE_TOXICITY"]["summaryScore"]["value"] <= 1.0


def test_corals_suggestscore_body_is_stored_with_its_context_and_community(live_server, key):
    comment_id = uuid.uuid4().hex
    context = json.dumps({"url": f"https://news.example/story?commentID={comment_id}",
                          "reply_to_id_Coral_comment_id": None, "Coral_comment_id": comment_id})
    body = {"comment": {"text": CIVIL}, "context": {"entries": [{"text": context}]},
            "attributeScores": {"TOXICITY": {"summaryScore": {"value": 1}}}, "languages": ["en"],
            "communityId": "Coral:https://news.example", "clientToken": f"comment:{comment_id}"}
    response = _post(live_server, SUGGEST, key, body)
    assert response.status_code == 200, response.text
    assert response.json()["clientToken"] == f"comment:{comment_id}"
    with live_server.session() as session:
        row = session.scalar(select(Suggestion).where(Suggestion.client_token == f"comment:{comment_id}"))
        correction = session.scalar(select(Correction).where(Correction.suggestion_id == row.id))
    assert (correction.attribute, correction.value, row.comment) == ("TOXICITY", 1.0, CIVIL)
    assert row.community_id == "Coral:https://news.example"
    assert json.loads(row.context_json) == [{"text": context}]


def test_the_discourse_plugins_body(live_server, key):
    body = {"comment": {"text": RUDE}, "doNotStore": True, "sessionId": "https://forum.example_42",
            "requestedAttributes": {"TOXICITY": {"scoreType": "PROBABILITY"}}}
    response = httpx.post(live_server.url(ANALYZE), params={"key": key}, content=json.dumps(body),
                          headers={"Accept": "*/*", "Content-Type": "application/json", "User-Agent": "Discourse/3"})
    assert response.status_code == 200, response.text
    assert response.json()["attributeScores"]["TOXICITY"]["summaryScore"]["value"] > 0.7


def test_a_key_is_looked_up_by_its_hash_alone_never_by_scanning_accounts(live_server, key):
    from sqlalchemy import event

    statements: list[str] = []
    engine = live_server.service.app.state.engine
    listener = lambda *args: statements.append(args[2])  # noqa: E731 - (conn, cursor, statement, ...)
    event.listen(engine, "before_cursor_execute", listener)
    try:
        with live_server.session() as session:
            found = accounts.authenticate_key(session, live_server.service.app.state.secret, key)
    finally:
        event.remove(engine, "before_cursor_execute", listener)
    assert found is not None
    lookup = [s for s in statements if "api_keys" in s]
    assert lookup and "key_hash" in lookup[0].split("WHERE", 1)[1]
    assert not any("FROM accounts" in s and "WHERE" not in s for s in statements)


def test_the_key_may_come_in_googles_header(live_server, key):
    response = httpx.post(live_server.url(ANALYZE), headers={"X-Goog-Api-Key": key},
                          json=_analyze_body(CIVIL, "TOXICITY"), timeout=60)
    assert response.status_code == 200, response.text


def test_score_threshold_leaves_out_attributes_and_spans_under_it(live_server, key):
    body = {"comment": {"text": f"{CIVIL} {RUDE}"}, "spanAnnotations": True,
            "requestedAttributes": {"TOXICITY": {"scoreThreshold": 0.5}, "THREAT": {"scoreThreshold": 0.9}}}
    data = _post(live_server, ANALYZE, key, body).json()
    assert list(data["attributeScores"]) == ["TOXICITY"]  # THREAT is far under 0.9 for this comment
    spans = data["attributeScores"]["TOXICITY"]["spanScores"]
    assert spans and all(span["score"]["value"] >= 0.5 for span in spans)
    assert all(span["begin"] >= len(CIVIL) for span in spans)  # the civil sentence's span is under 0.5


def test_html_comments_are_scored_as_text_with_spans_in_the_markup(live_server, key):
    markup = f"<p>{CIVIL}</p><p>You are a <b>stupid</b> idiot &amp; a liar.</p>"
    body = {"comment": {"text": markup, "type": "HTML"}, "spanAnnotations": True,
            "requestedAttributes": {"INSULT": {"scoreThreshold": 0.5}}}
    data = _post(live_server, ANALYZE, key, body).json()
    spans = data["attributeScores"]["INSULT"]["spanScores"]
    quoted = [markup[span["begin"]:span["end"]] for span in spans]  # ASCII markup: UTF-16 units = indices
    assert any("idiot" in q for q in quoted) and not any(CIVIL[:20] in q for q in quoted), quoted
    assert all("<p>" not in q for q in quoted)


def test_do_not_store_leaves_no_row_and_no_cached_text(live_server, key):
    marker = f"Nobody should ever keep this sentence {uuid.uuid4().hex}, you absolute fool."
    _post(live_server, ANALYZE, key, _analyze_body(marker, "TOXICITY", doNotStore=True)).raise_for_status()
    with live_server.session() as session:
        for table in inspect(session.bind).get_table_names():
            rows = session.execute(text(f'SELECT * FROM "{table}"')).all()
            assert not any(marker[-40:] in str(value) for row in rows for value in row), table
    from moderation.engine.core.analysis import analyse
    from moderation.engine.core.cache import digest
    assert analyse.cache.get(digest(marker)) is None  # the analysis with the text was dropped after answering
    _post(live_server, ANALYZE, key, _analyze_body(marker, "TOXICITY")).raise_for_status()
    assert analyse.cache.get(digest(marker)) is not None  # without doNotStore it is kept, as for any call


def test_languages_are_detected_honoured_or_refused(live_server, key):
    dutch = "De nieuwe fietspaden in het centrum zijn een verspilling van belastinggeld, vind ik."
    refused = _google_error(_post(live_server, ANALYZE, key, _analyze_body(dutch, "TOXICITY")), 400,
                            "INVALID_ARGUMENT")
    detail = refused["details"][0]
    assert detail["errorType"] == "LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE"
    assert detail["languageNotSupportedByAttributeError"] == {"detectedLanguages": ["nl"], "attribute": "TOXICITY"}
    asked = _post(live_server, ANALYZE, key, _analyze_body(CIVIL, "TOXICITY", languages=["pl"]))
    assert "does not support request languages: pl" in _google_error(asked, 400, "INVALID_ARGUMENT")["message"]
    english_only = _post(live_server, ANALYZE, key, _analyze_body(SPANISH_HATE, "SPAM"))
    assert "Attribute SPAM does not support request languages: es" in _google_error(
        english_only, 400, "INVALID_ARGUMENT")["message"]
    regional = _post(live_server, ANALYZE, key, _analyze_body(SPANISH_HATE, "TOXICITY", languages=["en-US"])).json()
    assert regional["languages"] == ["en"] and regional["detectedLanguages"] == ["es"]  # the client's word holds
    short = _post(live_server, ANALYZE, key, _analyze_body("ok!", "TOXICITY")).json()
    assert short["languages"] == ["en"] and short["detectedLanguages"] == ["en"]  # too short to tell: judged English
    bad_tag = _post(live_server, ANALYZE, key, _analyze_body(CIVIL, "TOXICITY", languages=["english please"]))
    assert "not a language code" in _google_error(bad_tag, 400, "INVALID_ARGUMENT")["message"]


def test_spanish_is_judged_in_spanish(live_server, key):
    hateful = _post(live_server, ANALYZE, key, _analyze_body(SPANISH_HATE, "TOXICITY", "IDENTITY_ATTACK")).json()
    assert hateful["languages"] == ["es"] and hateful["detectedLanguages"] == ["es"]
    assert hateful["attributeScores"]["IDENTITY_ATTACK"]["summaryScore"]["value"] >= 0.5
    civil = "Gracias por el artículo; los datos sobre los nuevos carriles bici me parecieron muy útiles."
    calm = _post(live_server, ANALYZE, key, _analyze_body(civil, "TOXICITY", languages=["es"])).json()
    assert calm["attributeScores"]["TOXICITY"]["summaryScore"]["value"] < 0.5


def test_key_errors_are_403_and_400_in_googles_shape(live_server):
    assert "missing a valid API key" in _google_error(
        _post(live_server, ANALYZE, None, _analyze_body(CIVIL, "TOXICITY")), 403, "PERMISSION_DENIED")["message"]
    wrong = _google_error(_post(live_server, ANALYZE, "not-a-key", _analyze_body(CIVIL, "TOXICITY")), 400,
                          "INVALID_ARGUMENT")
    assert wrong["details"][0]["reason"] == "API_KEY_INVALID"  # Google's answer to a wrong key
    email, old_key = live_server.create_account("Professional")
    with live_server.session() as session:
        new_key = accounts.rotate_key(session, live_server.service.app.state.secret, email)
    rotated = _google_error(_post(live_server, ANALYZE, old_key, _analyze_body(CIVIL, "TOXICITY")), 400,
                            "INVALID_ARGUMENT")
    assert rotated["details"][0]["reason"] == "API_KEY_INVALID"
    assert _post(live_server, ANALYZE, new_key, _analyze_body(CIVIL, "TOXICITY")).status_code == 200
    with live_server.session() as session:
        accounts.set_status(session, email, "PAUSED")
    paused = _post(live_server, ANALYZE, new_key, _analyze_body(CIVIL, "TOXICITY"))
    assert "not active" in _google_error(paused, 403, "PERMISSION_DENIED")["message"]


def test_plans_and_limits_apply_as_on_the_v02_interface(live_server):
    plan = f"Compat {uuid.uuid4().hex[:6]}"
    live_server.define_plan(plan, ("external-compat",), 2)
    _email, key = live_server.create_account(plan)
    statuses = [_post(live_server, ANALYZE, key, _analyze_body(CIVIL, "TOXICITY")).status_code for _ in range(2)]
    assert statuses == [200, 200]
    limited = _post(live_server, ANALYZE, key, _analyze_body(CIVIL, "TOXICITY"))
    _google_error(limited, 429, "RESOURCE_EXHAUSTED")
    assert int(limited.headers["Retry-After"]) >= 1
    other = f"No compat {uuid.uuid4().hex[:6]}"
    live_server.define_plan(other, ("antispam",), 10)
    _email, key = live_server.create_account(other)
    refused = _post(live_server, ANALYZE, key, _analyze_body(CIVIL, "TOXICITY"))
    assert "does not include" in _google_error(refused, 403, "PERMISSION_DENIED")["message"]


@pytest.mark.parametrize("body, expected", [
    (b"{not json", "Invalid JSON payload"),
    (b"[]", "must be a JSON object"),
    (json.dumps({"comment": {"text": ""}, "requestedAttributes": {"TOXICITY": {}}}).encode(), "non-empty"),
    (json.dumps({"comment": {"text": CIVIL}}).encode(), "at least one requested attribute"),
    (json.dumps(_analyze_body(CIVIL, "toxicity")).encode(), "did you mean TOXICITY"),
    (json.dumps({"comment": {"text": CIVIL}, "requestedAttributes": {"TOXICITY": {"scoreType": "RAW"}}}).encode(),
     "Unsupported score type"),
    (json.dumps({"comment": {"text": CIVIL}, "requestedAttributes": {"TOXICITY": {"scoreThreshold": 2}}}).encode(),
     "scoreThreshold"),
    (json.dumps({"comment": {"text": CIVIL, "type": "MARKDOWN"}, "requestedAttributes": {"TOXICITY": {}}}).encode(),
     "unsupported text type"),
    (json.dumps({"comment": {"text": "x" * 21000}, "requestedAttributes": {"TOXICITY": {}}}).encode(), "too long"),
])
def test_bad_requests_are_400_invalid_argument_with_a_clear_message(live_server, key, body, expected):
    response = httpx.post(live_server.url(ANALYZE) + f"?key={key}", content=body,
                          headers={"Content-Type": "application/json"}, timeout=60)
    assert expected in _google_error(response, 400, "INVALID_ARGUMENT")["message"]


def test_unknown_paths_methods_and_formats_answer_in_googles_shape(live_server, key):
    _google_error(_post(live_server, "/v1alpha1/comments:nothing", key, {}), 404, "NOT_FOUND")
    _google_error(httpx.get(live_server.url(ANALYZE) + f"?key={key}", timeout=30), 405, "UNIMPLEMENTED")
    proto = httpx.post(live_server.url(ANALYZE) + f"?key={key}&alt=proto", json=_analyze_body(CIVIL, "TOXICITY"))
    assert "alt=json" in _google_error(proto, 400, "INVALID_ARGUMENT")["message"]
