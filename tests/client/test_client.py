"""The typed client against the real service on loopback: answers, error mapping, 429 retry."""

import socket
import uuid

import pytest

from moderation.client import (
    ArticleNotFound, BadRequest, ModerationClient, PaymentRequired, RateLimited, Unauthorized, Unreachable,
)
from moderation.schemas.compat import AnalyzeResponse

ARTICLE = ("The village school will open a new science room in September. Parents raised money for "
           "microscopes and a small greenhouse where pupils can grow vegetables.")


@pytest.fixture(scope="module")
def client(live_server):
    with ModerationClient(live_server.base_url, live_server.email, live_server.api_key) as made:
        yield made


def test_usercheck_and_init_topic(client):
    check = client.usercheck()
    assert check.active and check.status == "ACTIVE" and "megacall" in check.allowed_endpoints
    assert isinstance(client.init_topic(text=ARTICLE, topic_description="school news"), uuid.UUID)


def test_wrong_key_is_unauthorized(live_server):
    with ModerationClient(live_server.base_url, live_server.email, "not-the-key") as bad:
        with pytest.raises(Unauthorized) as caught:
            bad.usercheck()
    assert caught.value.status == 401 and caught.value.message


def test_plan_without_operation_is_payment_required(live_server):
    email, key = live_server.create_account("Anti-Spam Only")
    with ModerationClient(live_server.base_url, email, key) as limited:
        assert limited.usercheck().allowed_endpoints == ["antispam"]
        with pytest.raises(PaymentRequired) as caught:
            limited.llmdetect("Just a short comment about the school.")
    assert caught.value.status == 402


def test_unknown_article_is_article_not_found(client):
    with pytest.raises(ArticleNotFound) as caught:
        client.relevance("Nice greenhouse.", uuid.uuid4(), ["sports"])
    assert "Article context not found" in caught.value.message and caught.value.status == 400


def test_bad_request(client):
    with pytest.raises(BadRequest) as caught:
        client.init_topic(text=ARTICLE, url="https://example.org/")
    assert not isinstance(caught.value, ArticleNotFound)


def test_unreachable():
    sock = socket.socket()  # a port nobody listens on: bind, note, close
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    with ModerationClient(f"http://127.0.0.1:{port}", "a@b.c", "k", timeout=2) as nowhere:
        with pytest.raises(Unreachable):
            nowhere.usercheck()


def test_rate_limit_retries_after_the_wait(live_server):
    """A 1-per-minute plan: the second call gets 429; the client waits Retry-After (here: its sleep hook lifts
    the limit, standing in for the minute passing) and the retry succeeds."""
    live_server.define_plan("Coach tiny", ("antispam",), 1)
    email, key = live_server.create_account("Coach tiny")
    waits: list[float] = []

    def sleep(seconds: float) -> None:
        waits.append(seconds)
        live_server.define_plan("Coach tiny", ("antispam",), 1000)

    with ModerationClient(live_server.base_url, email, key, max_retry_wait=60, sleep=sleep) as tiny:
        tiny.antispam("First comment about the science room.")
        assert tiny.antispam("Second comment about the science room.").reasoning
    assert len(waits) == 1 and 1 <= waits[0] <= 60


def test_rate_limit_gives_up_after_bounded_retries(live_server):
    live_server.define_plan("Coach tiny 2", ("antispam",), 1)
    email, key = live_server.create_account("Coach tiny 2")
    waits: list[float] = []
    with ModerationClient(live_server.base_url, email, key, max_retries=2, max_retry_wait=0.01,
                          sleep=waits.append) as tiny:
        tiny.antispam("One comment about the greenhouse.")
        with pytest.raises(RateLimited) as caught:
            tiny.antispam("Another comment about the greenhouse.")
    assert waits == [0.01, 0.01] and caught.value.retry_after >= 1


def test_checks_return_typed_results(client):
    article = client.init_topic(text=ARTICLE)
    comment = "What a lovely idea, the greenhouse will teach the children a lot about plants."
    assert 0 <= client.antispam(comment, article).confidence <= 1
    assert client.relevance(comment, article, ["sports"]).on_topic.on_topic
    assert client.commentscore(comment, article).overall_score >= 3
    assert client.dogwhistle(comment, article).detection.dogwhistles_detected is False
    assert 0 <= client.llmdetect(comment).llm_likelihood <= 1
    both = client.megacall(comment=comment, article_context_id=article, run_spam_check=True, run_llm_detect=True)
    assert both.spam_check and both.llm_detection and both.comment_score is None
    scores = client.analyze({"comment": {"text": "you absolute idiot"}, "requestedAttributes": {"INSULT": {}},
                             "spanAnnotations": True})
    assert isinstance(scores, AnalyzeResponse) and scores.attributeScores["INSULT"].summaryScore.value > 0.5
    assert client.suggest_score("you absolute idiot", "INSULT", 0.9, client_token="t1").clientToken == "t1"


def test_compat_errors_are_read_from_the_external_api_format(client):
    with pytest.raises(BadRequest) as caught:
        client.analyze({"comment": {"text": "hello"}, "requestedAttributes": {"NOT_AN_ATTRIBUTE": {}}})
    assert caught.value.error == "INVALID_ARGUMENT" and "NOT_AN_ATTRIBUTE" in caught.value.message


def test_megacall_without_checks_is_refused(client):
    with pytest.raises(BadRequest):
        client.megacall(comment="A comment with no check asked for.")


def test_relevance_batch_answers_per_comment_and_names_the_cap(client, live_server):
    from moderation.schemas.batch import BatchRelevanceResult
    article = client.init_topic(text=ARTICLE)
    comments = ["Microscopes for the science room are a great idea.", "The football league table is a mess."]
    answer = client.relevance_batch(comments, article, ["sports", "politics"])
    assert isinstance(answer, BatchRelevanceResult) and len(answer.results) == 2
    assert answer.results[1].banned_topics.banned_topics == ["sports"]
    assert answer.results[0].banned_topics.banned_topics == []
    assert set(answer.results[0].topic_similarity) == {"sports", "politics"}
    cap = live_server.service.settings.batch_max_comments
    with pytest.raises(BadRequest) as caught:
        client.relevance_batch(["x"] * (cap + 1), article)
    assert str(cap) in caught.value.message
