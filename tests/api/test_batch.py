"""POST /v0.2/batch/relevance against the live server: equal to commentrelevance per comment, capped, plan-checked."""

import pytest

from moderation.accounts import service as accounts
from moderation.store.usage import usage_counts
from tests.api.helpers import api_client, register_article

ARTICLE = ("The city council voted to build protected bike lanes along Harbour Street. Forty parking spaces will "
           "be removed, and shop owners worry about deliveries. Construction starts in the spring.")
COMMENTS = [
    "Removing forty parking spaces is a fair price for safer bike lanes on Harbour Street.",
    "The council only did this to win votes before the election. Typical politicians.",
    "Did you see the football match last night? The striker scored twice.",
    "My pasta recipe uses basil and garlic. Bitcoin paid for my new kitchen!",
]
TOPICS = ["politics", "sports", "cryptocurrency", "sports", " "]


@pytest.fixture(scope="module")
def article_id(client) -> str:
    return register_article(client, ARTICLE)


def _usage(live_server, email: str) -> dict[str, int]:
    with live_server.session() as session:
        return usage_counts(session, accounts.find_account(session, email).id)


def test_each_result_equals_commentrelevance(client, article_id, live_server, account):
    before = _usage(live_server, account[0]).get("relevance", 0)
    response = client.post("/batch/relevance", json={"comments": COMMENTS, "article_context_id": article_id,
                                                     "banned_topics": TOPICS})
    assert response.status_code == 200, response.text
    assert _usage(live_server, account[0])["relevance"] == before + 2  # 6 sentences: one unit per four
    results = response.json()["results"]
    assert len(results) == len(COMMENTS)
    for comment, item in zip(COMMENTS, results, strict=True):
        single = client.post("/commentrelevance", json={"comment": comment, "article_context_id": article_id,
                                                        "banned_topics": TOPICS}).json()
        assert item["on_topic"]["on_topic"] == single["on_topic"]["on_topic"]
        assert item["banned_topics"]["banned_topics"] == single["banned_topics"]["banned_topics"]
        assert item["banned_topics"]["quantity_on_banned_topics"] == pytest.approx(
            single["banned_topics"]["quantity_on_banned_topics"], abs=0.01)
        assert list(item["topic_similarity"]) == ["politics", "sports", "cryptocurrency"]
        assert all(-1.0 <= v <= 1.0 for v in item["topic_similarity"].values())
    assert results[2]["topic_similarity"]["sports"] > results[0]["topic_similarity"]["sports"]
    assert "cryptocurrency" in results[3]["banned_topics"]["banned_topics"]


def test_more_comments_than_the_cap_is_400_naming_it(client, article_id, live_server):
    cap = live_server.service.settings.batch_max_comments
    response = client.post("/batch/relevance", json={"comments": ["A comment."] * (cap + 1),
                                                     "article_context_id": article_id})
    assert response.status_code == 400
    assert f"the limit is {cap} per request (MODERATION_BATCH_MAX_COMMENTS)" in response.json()["message"]


def test_more_sentences_in_all_than_the_budget_is_400_naming_it(client, article_id, live_server):
    budget = live_server.service.settings.batch_max_sentences
    per_comment = 10
    comments = [" ".join(f"Sentence {i}." for i in range(per_comment))] * (budget // per_comment + 1)
    assert len(comments) <= live_server.service.settings.batch_max_comments
    response = client.post("/batch/relevance", json={"comments": comments, "article_context_id": article_id})
    assert response.status_code == 400
    message = response.json()["message"]
    assert f"{len(comments) * per_comment} sentences in all" in message and "MODERATION_BATCH_MAX_SENTENCES" in message
    within = client.post("/batch/relevance", json={"comments": comments[:budget // per_comment],
                                                   "article_context_id": article_id})
    assert within.status_code == 200, within.text


def test_more_characters_in_all_than_the_budget_is_400_naming_it(client, article_id, live_server):
    settings = live_server.service.settings
    long_comment = "word " * (settings.max_comment_chars // 5 - 1)  # one sentence, within a comment's limits
    count = settings.batch_max_chars // len(long_comment) + 1
    response = client.post("/batch/relevance", json={"comments": [long_comment] * count,
                                                     "article_context_id": article_id})
    assert response.status_code == 400
    assert "characters in all" in response.json()["message"]
    assert "MODERATION_BATCH_MAX_CHARS" in response.json()["message"]


def test_every_four_sentences_count_against_the_plan_rate_limit(live_server):
    live_server.define_plan("Batch Five", ("relevance",), 5)
    email, key = live_server.create_account("Batch Five")
    with api_client(live_server.base_url, email, key) as http:
        article = register_article(http, ARTICLE)  # inittopic counts one request: 4 left
        first = http.post("/batch/relevance", json={"comments": COMMENTS[:3], "article_context_id": article})
        assert first.status_code == 200, first.text  # 5 sentences: two requests, 2 left
        second = http.post("/batch/relevance", json={"comments": ["A comment."] * 13, "article_context_id": article})
        assert second.status_code == 429 and "costs 4" in second.json()["message"]
        assert 1 <= int(second.headers["Retry-After"]) <= 60
        single = http.post("/commentrelevance", json={"comment": COMMENTS[0], "article_context_id": article})
        assert single.status_code == 200  # what is left still fits
        too_big = http.post("/batch/relevance", json={"comments": ["A comment."] * 21, "article_context_id": article})
        assert too_big.status_code == 400
        assert "costs 6 requests" in too_big.json()["message"] and "allows 5 per minute" in too_big.json()["message"]
    assert _usage(live_server, email)["relevance"] == 2 + 1


def test_bad_comments_and_articles_are_400(client, article_id):
    blank = client.post("/batch/relevance", json={"comments": ["Fine.", "  "], "article_context_id": article_id})
    assert blank.status_code == 400 and "comments[1]" in blank.json()["message"]
    empty = client.post("/batch/relevance", json={"comments": [], "article_context_id": article_id})
    assert empty.status_code == 400 and "comments" in empty.json()["message"]
    unknown = client.post("/batch/relevance", json={"comments": ["Fine."],
                                                    "article_context_id": "00000000-0000-0000-0000-000000000000"})
    assert unknown.status_code == 400 and "Article context not found" in unknown.json()["message"]


def test_plan_without_relevance_is_402(live_server):
    with api_client(live_server.base_url, *live_server.create_account("Anti-Spam Only")) as limited:
        response = limited.post("/batch/relevance", json={"comments": ["Hi."],
                                                          "article_context_id": "00000000-0000-0000-0000-000000000000"})
    assert response.status_code == 402 and response.json()["error"] == "PaymentRequiredError"
