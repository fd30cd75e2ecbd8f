"""The public `respectify` client, unchanged but for its base URL, drives every method against the live server."""

import asyncio
import html
from uuid import UUID, uuid4

import pytest
from respectify import (
    ArticleContextNotFoundError, AuthenticationError, BadRequestError, CommentRelevanceResult, CommentScore,
    DogwhistleResult, MegaCallResult, ModerationTolerances, PaymentRequiredError, RespectifyAsyncClient,
    RespectifyClient, SpamDetectionResult, ToleranceLevel, UnsupportedMediaTypeError,
)

ARTICLE_TEXT = """A new ferry route will link the two harbours from June. The boats run every forty minutes
between seven in the morning and nine at night, and a single ticket costs three euros. The port authority
expects the crossing to take twelve minutes and hopes it will take cars off the coastal road, which is
often jammed in summer. Residents asked for a late-night boat on weekends; the operator will decide after
a trial season."""
HTML_PAGE = """<!doctype html><html><head><title>Ferry timetable</title></head><body>
<nav><a href="/">Home</a> | <a href="/news">News</a> | <a href="/contact">Contact</a></nav>
<article><h1>Harbour ferry starts in June</h1>
<p>A new ferry route will connect the north and south harbours from June, with boats every forty minutes.</p>
<p>Tickets cost three euros, and the crossing should take about twelve minutes in calm weather.</p>
<p>The port authority hopes fewer cars will queue on the coastal road during the summer months.</p>
</article><footer>Copyright the harbour gazette</footer></body></html>"""
ON_TOPIC = "Three euros for a twelve minute ferry crossing sounds cheaper than sitting in summer traffic."
# Spam checks remember each comment, so every spam check of one account gets its own text.
ON_TOPIC_AGAIN = "A ferry every forty minutes could really take pressure off the coastal road in July."
ON_TOPIC_ASYNC = "If the trial season goes well, a late-night weekend boat would help people get home."
RUDE = "Only a brainless idiot would pay three euros for that ferry, you clown."


def _text(value: str) -> str:
    """The client HTML-escapes every string it receives; undo that to compare with what was sent."""
    return html.unescape(value)


@pytest.fixture(scope="module")
def account(live_server):
    return live_server.create_account("Professional")


@pytest.fixture(scope="module")
def client(live_server, account) -> RespectifyClient:
    email, key = account
    return RespectifyClient(email=email, api_key=key, base_url=live_server.base_url, timeout=120.0)


@pytest.fixture(scope="module")
def article_id(client) -> UUID:
    response = client.init_topic_from_text(ARTICLE_TEXT, topic_description="A new ferry between two harbours")
    assert isinstance(response.article_id, UUID)
    return response.article_id


def test_init_topic_from_url(fetch_server, content_server):
    url = content_server.serve("/respectify/ferry.html", HTML_PAGE, "text/html; charset=utf-8")
    fetch_client = RespectifyClient(email=fetch_server.email, api_key=fetch_server.api_key,
                                    base_url=fetch_server.base_url, timeout=120.0)
    article = fetch_client.init_topic_from_url(url, topic_description="Ferry timetable")
    assert isinstance(article.article_id, UUID)
    relevance = fetch_client.check_relevance(ON_TOPIC, article.article_id)
    assert relevance.on_topic.on_topic is True


def test_init_topic_from_url_of_an_unsupported_type(fetch_server, content_server):
    url = content_server.serve("/respectify/archive.zip", b"PK\x03\x04 not really a zip", "application/zip")
    fetch_client = RespectifyClient(email=fetch_server.email, api_key=fetch_server.api_key,
                                    base_url=fetch_server.base_url, timeout=120.0)
    with pytest.raises(UnsupportedMediaTypeError) as caught:
        fetch_client.init_topic_from_url(url)
    assert "application/zip" in caught.value.message


def test_check_spam(client, article_id):
    result = client.check_spam(ON_TOPIC, article_id)
    assert isinstance(result, SpamDetectionResult) and result.is_spam is False and result.reasoning
    spam = client.check_spam("FREE MONEY!!! Claim your prize at http://win-now.example.net and "
                             "http://win-now.example.net/claim - click here now, limited offer!!!")
    assert spam.is_spam is True


def test_check_relevance(client, article_id):
    result = client.check_relevance(ON_TOPIC, article_id, banned_topics=["football"])
    assert isinstance(result, CommentRelevanceResult)
    assert result.on_topic.on_topic is True and result.banned_topics.banned_topics == []
    off = client.check_relevance("I prefer my sourdough with a long cold fermentation overnight.", article_id)
    assert off.on_topic.on_topic is False


def test_evaluate_comment(client, article_id):
    calm = client.evaluate_comment(ON_TOPIC, article_id)
    rude = client.evaluate_comment(RUDE, article_id, reply_to_comment=ON_TOPIC)
    assert isinstance(calm, CommentScore) and isinstance(rude, CommentScore)
    assert rude.toxicity_score > calm.toxicity_score and rude.overall_score <= calm.overall_score
    assert rude.objectionable_phrases
    assert all(_text(p.quoted_objectionable_phrase) in RUDE for p in rude.objectionable_phrases)


def test_evaluate_comment_with_tolerances(client, article_id):
    strict = ModerationTolerances(insult=ToleranceLevel.ZERO_TOLERANCE, low_effort=ToleranceLevel.OFF)
    result = client.evaluate_comment(RUDE, article_id, tolerances=strict)
    assert result.exceeds_tolerance is True
    assert result.tolerances.insult == ToleranceLevel.ZERO_TOLERANCE
    assert "low_effort" not in result.health_items  # an item turned off is left out of comment health


def test_check_dogwhistle(client, article_id):
    result = client.check_dogwhistle(ON_TOPIC, article_id, sensitive_topics=["migration"],
                                     dogwhistle_examples=["globalist"])
    assert isinstance(result, DogwhistleResult)
    assert result.detection.dogwhistles_detected is False and result.details is None


def test_megacall_with_every_flag(client, article_id):
    result = client.megacall(
        ON_TOPIC_AGAIN, article_id, include_spam=True, include_relevance=True, include_comment_score=True,
        include_dogwhistle=True, include_perspective_analyze_comment=True, banned_topics=["politics"],
        sensitive_topics=["migration"], dogwhistle_examples=["globalist"], reply_to_comment="Is the ferry worth it?",
        context_comments=["Finally a ferry!"], tolerances=ModerationTolerances(profanity=ToleranceLevel.STRICT))
    assert isinstance(result, MegaCallResult)
    assert result.spam is not None and result.spam.is_spam is False
    assert result.relevance is not None and result.relevance.on_topic.on_topic is True
    assert result.dogwhistle is not None and result.comment_score is not None
    assert result.comment_score.tolerances.profanity == ToleranceLevel.STRICT
    assert result.perspective is not None and "TOXICITY" in result.perspective.attributeScores


def test_megacall_with_one_flag(client):
    result = client.megacall(RUDE, include_perspective_analyze_comment=True)
    assert result.spam_check is None and result.comment_score is None and result.relevance_check is None
    scores = result.perspective.attributeScores
    assert scores["INSULT"].summaryScore.value > 0.5 and scores["INSULT"].spanScores


def test_check_user_credentials(client):
    status = client.check_user_credentials()
    assert status.active is True and status.plan_name == "Professional"
    assert "commentscore" in (status.allowed_endpoints or [])


def test_perspective_analyze_comment(client):
    response = client.perspective.analyze_comment({
        "comment": {"text": RUDE}, "requestedAttributes": {"TOXICITY": {}, "INSULT": {"scoreThreshold": 0.0}},
        "spanAnnotations": True, "clientToken": "ferry-1"})
    assert set(response.attributeScores) == {"TOXICITY", "INSULT"}
    # No languages sent: our own compat path claims no detection (issue 40 item 10; /v1alpha1 keeps Google's field).
    assert response.clientToken == "ferry-1" and response.languages == ["en"] and response.detectedLanguages is None
    for span in response.attributeScores["INSULT"].spanScores:
        assert 0 <= span.begin < span.end <= len(RUDE.encode("utf-16-le")) // 2


def test_perspective_analyze_comment_error(client):
    with pytest.raises(BadRequestError):
        client.perspective.analyze_comment({"comment": {"text": RUDE}, "requestedAttributes": {"NOPE": {}}})


def test_perspective_suggest_comment_score(client):
    response = client.perspective.suggest_comment_score({
        "comment": {"text": ON_TOPIC}, "attributeScores": {"TOXICITY": {"summaryScore": {"value": 0.0}}},
        "languages": ["en"], "clientToken": "fix-1"})
    assert response.clientToken == "fix-1" and response.requestedLanguages == ["en"]


def test_async_client(live_server, account):
    email, key = account

    async def run():
        async_client = RespectifyAsyncClient(email=email, api_key=key, base_url=live_server.base_url, timeout=120.0)
        article = await async_client.init_topic_from_text(ARTICLE_TEXT)
        spam, relevance, status = await asyncio.gather(
            async_client.check_spam(ON_TOPIC_ASYNC, article.article_id),
            async_client.check_relevance(ON_TOPIC_ASYNC, article.article_id),
            async_client.check_user_credentials())
        analysed = await async_client.perspective.analyze_comment(
            {"comment": {"text": RUDE}, "requestedAttributes": {"INSULT": {}}})
        return spam, relevance, status, analysed

    spam, relevance, status, analysed = asyncio.run(run())
    assert spam.is_spam is False and relevance.on_topic.on_topic is True and status.active is True
    assert analysed.attributeScores["INSULT"].summaryScore.value > 0.5


def test_wrong_key_is_authentication_error(live_server, account):
    client = RespectifyClient(email=account[0], api_key="not-the-key", base_url=live_server.base_url)
    with pytest.raises(AuthenticationError):
        client.check_spam(ON_TOPIC)
    with pytest.raises(AuthenticationError):
        client.check_user_credentials()


def test_plan_without_the_operation_is_payment_required(live_server):
    email, key = live_server.create_account("Anti-Spam Only")
    client = RespectifyClient(email=email, api_key=key, base_url=live_server.base_url, timeout=120.0)
    assert client.check_spam(ON_TOPIC).is_spam is False
    with pytest.raises(PaymentRequiredError):
        client.evaluate_comment(ON_TOPIC, uuid4())
    with pytest.raises(PaymentRequiredError):
        client.megacall(ON_TOPIC, include_spam=True)


def test_unknown_article_is_article_context_not_found(client):
    with pytest.raises(ArticleContextNotFoundError):
        client.evaluate_comment(ON_TOPIC, uuid4())
    with pytest.raises(ArticleContextNotFoundError):
        client.check_dogwhistle(ON_TOPIC, uuid4())


def test_check_spam_without_article_context_success(client):
    # As in the respectify client's own suite: an article id that does not resolve is no context for spam.
    result = client.check_spam("A late ferry would help shift workers get home safely.", uuid4())
    assert result.is_spam is False and "without article context" in result.reasoning


def test_a_test_comment_scores_at_most_two(client, article_id):
    # The respectify client's own suite asserts overall_score <= 2 for this comment against the hosted service.
    result = client.evaluate_comment("This is a test comment", article_id)
    assert result.overall_score <= 2 and result.appears_low_effort
