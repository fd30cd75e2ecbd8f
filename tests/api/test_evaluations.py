"""antispam, commentscore, commentrelevance (+ relevance), dogwhistle and llmdetect against the live server."""

import json
import uuid

import httpx
import pytest
from moderation.accounts import service as accounts
from moderation.api.errors import ARTICLE_NOT_FOUND_MESSAGE
from tests.api.helpers import register_article
from moderation.store.usage import usage_counts

ARTICLE_TEXT = """# Protected bike lanes on Harbour Street

The city council voted on Tuesday to build two kilometres of protected bike lanes along Harbour Street.
Concrete kerbs will separate cyclists from car traffic, and forty parking spaces will be removed.
Shop owners worry that fewer parking spaces will mean fewer customers, while cycling groups say the
lanes will make the street safer for children riding to school. Construction starts in the spring
and should take about four months; buses will keep their stops during the work.
"""
ON_TOPIC = "Removing forty parking spaces seems a fair price for safer bike lanes for kids on Harbour Street."
ON_TOPIC_OTHER = "Buses keeping their stops during construction is a sensible detail of the Harbour Street plan."
OFF_TOPIC = "My favourite pasta recipe uses fresh basil, garlic and a splash of lemon juice."
TOXIC = "You are a pathetic idiot and your opinion about these bike lanes is garbage."
SPAM = ("BUY CHEAP REPLICA WATCHES NOW!!! Huge discount at http://cheap-watch-deals.example.com "
        "and http://cheap-watch-deals.example.com/sale - click here, limited offer, free shipping!!!")


@pytest.fixture(scope="module")
def article_id(client) -> str:
    return register_article(client, ARTICLE_TEXT)


def usage_count(live_server, email: str) -> int:
    """Usage rows recorded for the account, read straight from the server's database."""
    with live_server.session() as session:
        return sum(usage_counts(session, accounts.find_account(session, email).id).values())


def rotate_key(live_server, email: str) -> str:
    """What `python -m moderation accounts rotate-key` does, on the test server's database."""
    with live_server.session() as session:
        return accounts.rotate_key(session, live_server.service.app.state.secret, email)


# --- each endpoint, JSON and form ---

def test_antispam_json_with_and_without_article(client, article_id):
    plain = client.post("/antispam", json={"comment": ON_TOPIC})
    # A different comment: the first one is now remembered, and repeats are a spam signal.
    with_article = client.post("/antispam", json={"comment": ON_TOPIC_OTHER, "article_context_id": article_id})
    for response in (plain, with_article):
        assert response.status_code == 200, response.text
        assert response.json()["is_spam"] is False
        assert 0.0 <= response.json()["confidence"] <= 1.0 and response.json()["reasoning"]


def test_antispam_form_flags_obvious_spam(client, article_id):
    response = client.post("/antispam", data={"comment": SPAM, "article_context_id": article_id})
    assert response.status_code == 200, response.text
    assert response.json()["is_spam"] is True


def test_antispam_remembers_near_duplicates(live_server):
    email, key = live_server.create_account("Professional")
    comment = "Honestly I think the council made a sensible decision about the new lanes this week."
    with httpx.Client(base_url=f"{live_server.base_url}/v0.2", timeout=60,
                      headers={"X-User-Email": email, "X-API-Key": key}) as http:
        first = http.post("/antispam", json={"comment": comment}).json()
        for suffix in ("", " ", "!", "!!"):  # the same text posted again and again, barely changed
            last = http.post("/antispam", data={"comment": comment + suffix}).json()
    assert not first["is_spam"] and not first["suspected_spam"]
    assert last["is_spam"] or last["suspected_spam"], last


def test_commentscore_json_and_form(client, article_id):
    calm = client.post("/commentscore", json={"comment": ON_TOPIC, "article_context_id": article_id})
    rude = client.post("/commentscore", data={"comment": TOXIC, "article_context_id": article_id,
                                              "reply_to_comment": ON_TOPIC})
    assert calm.status_code == 200 and rude.status_code == 200, (calm.text, rude.text)
    calm, rude = calm.json(), rude.json()
    for result in (calm, rude):
        assert 1 <= result["overall_score"] <= 5 and 0.0 <= result["toxicity_score"] <= 1.0
        assert isinstance(result["appears_low_effort"], bool) and result["toxicity_explanation"]
    assert rude["toxicity_score"] > calm["toxicity_score"]
    assert rude["overall_score"] <= calm["overall_score"]
    assert rude["objectionable_phrases"] and all(p["quoted_objectionable_phrase"] in TOXIC
                                                 for p in rude["objectionable_phrases"])


def test_commentscore_tolerances_json_and_form(client, article_id):
    tolerances = {"insult": "zero_tolerance", "low_effort": "off"}
    as_json = client.post("/commentscore", json={"comment": TOXIC, "article_context_id": article_id,
                                                 "tolerances": tolerances})
    as_form = client.post("/commentscore", data={"comment": TOXIC, "article_context_id": article_id,
                                                 "tolerances": json.dumps(tolerances)})
    for response in (as_json, as_form):
        assert response.status_code == 200, response.text
        assert response.json()["tolerances"]["insult"] == "zero_tolerance"
        assert response.json()["exceeds_tolerance"] is True


def test_commentscore_refuses_relaxing_a_floored_category(client, article_id):
    response = client.post("/commentscore", json={"comment": TOXIC, "article_context_id": article_id,
                                                  "tolerances": {"threat": "off"}})
    assert response.status_code == 400 and "threat" in response.json()["message"]


@pytest.mark.parametrize("path", ["/commentrelevance", "/relevance"])
def test_relevance_on_and_off_topic(client, article_id, path):
    on = client.post(path, json={"comment": ON_TOPIC, "article_context_id": article_id})
    off = client.post(path, data={"comment": OFF_TOPIC, "article_context_id": article_id})
    assert on.status_code == 200 and off.status_code == 200, (on.text, off.text)
    assert on.json()["on_topic"]["on_topic"] is True
    assert off.json()["on_topic"]["on_topic"] is False
    assert on.json()["banned_topics"]["banned_topics"] == []


def test_relevance_banned_topics_as_repeated_form_fields(client, article_id):
    comment = "The bike lanes are fine, but really this is all about the mayor's re-election campaign and party politics."
    response = client.post("/commentrelevance", data={"comment": comment, "article_context_id": article_id,
                                                      "banned_topics[]": ["politics", "religion"]})
    assert response.status_code == 200, response.text
    banned = response.json()["banned_topics"]
    assert banned["banned_topics"] == ["politics"] and banned["quantity_on_banned_topics"] > 0


def test_dogwhistle_json_with_article_and_form_without(client, article_id):
    with_article = client.post("/dogwhistle", json={"comment": ON_TOPIC, "article_context_id": article_id,
                                                    "sensitive_topics": ["immigration"]})
    without = client.post("/dogwhistle", data={"comment": ON_TOPIC, "dogwhistle_examples[]": ["globalist"]})
    for response in (with_article, without):
        assert response.status_code == 200, response.text
        result = response.json()
        assert result["detection"]["dogwhistles_detected"] is False and result["details"] is None


def test_llmdetect_json_and_form(client):
    machine = ("Great question! It's important to note that there are several key factors to consider. "
               "Firstly, safety is paramount. Additionally, it's worth mentioning that community input "
               "plays a crucial role. Ultimately, a balanced approach that delves into every perspective "
               "fosters a more inclusive and vibrant tapestry of urban life.")
    human = "lol no way, my cousin rode that street last week and nearly got hit twice. about time tbh"
    first = client.post("/llmdetect", json={"comment": machine})
    second = client.post("/llmdetect", data={"comment": human})
    assert first.status_code == 200 and second.status_code == 200, (first.text, second.text)
    assert first.json()["llm_likelihood"] > second.json()["llm_likelihood"]
    assert all(s["quoted_text"] in machine for s in first.json()["signals_detected"])


# --- errors ---

@pytest.mark.parametrize("path", ["/antispam", "/commentscore", "/commentrelevance", "/dogwhistle", "/llmdetect"])
def test_empty_and_overlong_comments_are_refused(client, live_server, article_id, path):
    limit = 20_000  # the server's default max_comment_chars
    for comment in ("", "   \n", "word " * (limit // 5) + "x"):
        response = client.post(path, json={"comment": comment, "article_context_id": article_id})
        assert response.status_code == 400, (comment[:20], response.text)
        assert response.json()["error"] == "BadRequestError" and response.json()["code"] == 400


@pytest.mark.parametrize("path", ["/commentscore", "/commentrelevance", "/relevance"])
def test_article_is_required(client, path):
    response = client.post(path, json={"comment": ON_TOPIC})
    assert response.status_code == 400 and "article_context_id" in response.json()["message"]


@pytest.mark.parametrize("path", ["/commentscore", "/commentrelevance", "/dogwhistle"])
def test_unknown_article_is_not_found_and_not_billed(client, live_server, account, path):
    before = usage_count(live_server, account[0])
    response = client.post(path, json={"comment": ON_TOPIC, "article_context_id": str(uuid.uuid4())})
    assert response.status_code == 400
    assert response.json()["message"] == ARTICLE_NOT_FOUND_MESSAGE
    assert usage_count(live_server, account[0]) == before


def test_antispam_treats_an_unknown_article_as_no_context(client):
    # The hosted service answers here (the respectify client's test_check_spam_without_article_context_success).
    response = client.post("/antispam", json={"comment": ON_TOPIC, "article_context_id": str(uuid.uuid4())})
    assert response.status_code == 200, response.text
    body = response.json()
    assert isinstance(body["is_spam"], bool) and "without article context" in body["reasoning"]
    plain = client.post("/antispam", json={"comment": ON_TOPIC}).json()
    assert "without article context" not in plain["reasoning"]


def test_malformed_article_id_is_a_plain_bad_request(client):
    response = client.post("/commentscore", json={"comment": ON_TOPIC, "article_context_id": "not-a-uuid"})
    assert response.status_code == 400 and response.json()["message"] != ARTICLE_NOT_FOUND_MESSAGE


@pytest.mark.parametrize("kwargs, status", [
    ({"content": b'{"comment": "unterminated', "headers": {"Content-Type": "application/json"}}, 400),
    ({"json": {"comment": 42}}, 400),
    ({"json": ["comment"]}, 400),
    ({"json": {}}, 400),
    ({"content": b"comment=hi", "headers": {"Content-Type": "text/csv"}}, 415),
    ({"json": {"comment": "a" * (2 * 1024 * 1024)}}, 413),
])
def test_bad_bodies(client, kwargs, status):
    response = client.post("/llmdetect", **kwargs)
    assert response.status_code == status, response.text
    assert response.json()["code"] == status


def test_successful_calls_are_billed_once(client, live_server, account):
    before = usage_count(live_server, account[0])
    assert client.post("/llmdetect", json={"comment": "A short remark about the weather today."}).status_code == 200
    assert usage_count(live_server, account[0]) == before + 1


# --- plans, tenants and keys ---

def test_antispam_only_plan(live_server):
    email, key = live_server.create_account("Anti-Spam Only")
    headers = {"X-User-Email": email, "X-API-Key": key}
    base = f"{live_server.base_url}/v0.2"
    assert httpx.post(f"{base}/antispam", json={"comment": ON_TOPIC}, headers=headers, timeout=60).status_code == 200
    for path in ("/commentscore", "/llmdetect", "/dogwhistle", "/commentrelevance"):
        refused = httpx.post(f"{base}{path}", json={"comment": ON_TOPIC}, headers=headers, timeout=60)
        assert refused.status_code == 402 and refused.json()["error"] == "PaymentRequiredError"


def test_wrong_key_is_401(live_server, account):
    response = httpx.post(f"{live_server.base_url}/v0.2/antispam", json={"comment": ON_TOPIC}, timeout=30,
                          headers={"X-User-Email": account[0], "X-API-Key": "wrong"})
    assert response.status_code == 401 and response.json()["error"] == "AuthenticationError"


def test_another_accounts_article_is_not_found(live_server, article_id):
    email, key = live_server.create_account("Professional")
    response = httpx.post(f"{live_server.base_url}/v0.2/commentscore", timeout=60,
                          headers={"X-User-Email": email, "X-API-Key": key},
                          json={"comment": ON_TOPIC, "article_context_id": article_id})
    assert response.status_code == 400 and response.json()["message"] == ARTICLE_NOT_FOUND_MESSAGE
    assert usage_count(live_server, email) == 0


def test_rotated_key_loses_its_articles(live_server):
    email, old_key = live_server.create_account("Professional")
    base = f"{live_server.base_url}/v0.2"
    made = httpx.post(f"{base}/inittopic", json={"text": ARTICLE_TEXT}, timeout=120,
                      headers={"X-User-Email": email, "X-API-Key": old_key})
    assert made.status_code == 200, made.text
    new_key = rotate_key(live_server, email)
    body = {"comment": ON_TOPIC, "article_context_id": made.json()["article_id"]}
    old = httpx.post(f"{base}/commentrelevance", json=body, timeout=60, headers={"X-User-Email": email, "X-API-Key": old_key})
    new = httpx.post(f"{base}/commentrelevance", json=body, timeout=60, headers={"X-User-Email": email, "X-API-Key": new_key})
    assert old.status_code == 401
    assert new.status_code == 400 and new.json()["message"] == ARTICLE_NOT_FOUND_MESSAGE


def test_openapi_documents_errors_and_bodies(live_server):
    spec = httpx.get(f"{live_server.base_url}/openapi.json", timeout=30).json()
    for path in ("antispam", "commentscore", "commentrelevance", "relevance", "dogwhistle", "llmdetect", "megacall"):
        operation = spec["paths"][f"/v0.2/{path}"]["post"]
        assert {"400", "401", "402", "413", "429", "503"} <= set(operation["responses"]), path
        assert {"application/json", "application/x-www-form-urlencoded"} <= set(operation["requestBody"]["content"])
