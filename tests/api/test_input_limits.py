"""Bounded inputs: every list, item and sentence count over its cap is a 400 naming the limit's setting."""

import uuid

import pytest

from tests.api.helpers import api_client, register_article

ARTICLE = uuid.uuid4().hex  # limits are checked before the article is looked up


@pytest.fixture(scope="module")
def client(live_server):
    with api_client(live_server.base_url, live_server.email, live_server.api_key) as http:
        yield http


@pytest.mark.parametrize(("path", "body", "setting"), [
    ("/commentrelevance", {"comment": "ok", "article_context_id": ARTICLE, "banned_topics": ["t"] * 101},
     "MODERATION_MAX_LIST_ITEMS"),
    ("/commentrelevance", {"comment": "ok", "article_context_id": ARTICLE, "banned_topics": ["x" * 201]},
     "MODERATION_MAX_TOPIC_CHARS"),
    ("/dogwhistle", {"comment": "ok", "sensitive_topics": ["t"] * 101}, "MODERATION_MAX_LIST_ITEMS"),
    ("/dogwhistle", {"comment": "ok", "dogwhistle_examples": ["y" * 1001]}, "MODERATION_MAX_EXAMPLE_CHARS"),
    ("/megacall", {"comment": "ok", "run_llm_detect": True, "context_comments": ["c"] * 21},
     "MODERATION_MAX_CONTEXT_COMMENTS"),
    ("/megacall", {"comment": "ok", "run_llm_detect": True, "reply_to_comment": "r" * 20_001},
     "MODERATION_MAX_COMMENT_CHARS"),
    ("/inittopic", {"text": "An article.", "topic_description": "d" * 2001}, "MODERATION_MAX_DESCRIPTION_CHARS"),
    ("/antispam", {"comment": "Hi.\n" * 401}, "MODERATION_MAX_COMMENT_SENTENCES"),
    ("/megacall", {"comment": "No. " * 401, "run_llm_detect": True}, "MODERATION_MAX_COMMENT_SENTENCES"),
])
def test_over_the_cap_is_a_400_naming_the_limit(client, path, body, setting):
    response = client.post(path, json=body)
    assert response.status_code == 400, response.text
    assert response.json()["error"] == "BadRequestError"
    assert setting in response.json()["message"]


def test_form_encoded_lists_are_capped_too(client):
    form = {"comment": "ok", "article_context_id": ARTICLE, "banned_topics[]": ["t"] * 101}
    response = client.post("/commentrelevance", data=form)
    assert response.status_code == 400 and "MODERATION_MAX_LIST_ITEMS" in response.json()["message"]


def test_lists_at_the_cap_are_served(client):
    article = register_article(client, "The council will resurface the harbour road in spring.")
    topics = [f"topic number {index} " + "z" * 180 for index in range(100)]
    response = client.post("/commentrelevance", json={"comment": "When does the road work start?",
                                                      "article_context_id": article, "banned_topics": topics})
    assert response.status_code == 200, response.text


@pytest.mark.parametrize(("body", "setting"), [
    ({"comment": {"text": "ok"}, "requestedAttributes": {f"A{i}": {} for i in range(101)}},
     "MODERATION_MAX_LIST_ITEMS"),
    ({"comment": {"text": "ok"}, "requestedAttributes": {"TOXICITY": {}}, "languages": ["en"] * 101},
     "MODERATION_MAX_LIST_ITEMS"),
])
def test_compat_caps_answer_in_the_compat_format(client, body, setting):
    response = client.post("/external-compat/analyse", json=body)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["status"] == "INVALID_ARGUMENT" and setting in error["message"]


def test_compat_has_no_sentence_cap_within_20_kb(client):
    """The external API took any text up to 20 KB (issue 40): its short lines are scored in chunks instead."""
    response = client.post("/external-compat/analyse", json={"comment": {"text": "Hi.\n" * 5000},
                                                            "requestedAttributes": {"TOXICITY": {}}})
    assert response.status_code == 200, response.text
