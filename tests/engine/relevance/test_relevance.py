"""The relevance judge on a small article and comments written for these tests."""

import pytest

from moderation import engine
from moderation.engine.relevance import MAX_CHUNKS, salient_terms

ARTICLE = (
    "Riverton council has approved a new footbridge across the Calder river. The bridge will cost 4.2 million "
    "pounds and is expected to open next spring. Mayor Linda Okafor said the crossing would cut walking times to the "
    "station by twenty minutes. Some residents have objected to the loss of trees on the east bank. The contractor, "
    "Hallam Steel, says construction will begin in March. Cyclists will share the deck with pedestrians, which has "
    "worried some parents. The council promises a public consultation on the lighting."
)


@pytest.fixture(scope="module")
def article():
    return engine.build_article(ARTICLE, title="Riverton approves new footbridge over the Calder")


def test_build_article_chunks_and_embeds(article):
    assert 1 <= len(article.chunks) <= MAX_CHUNKS
    assert article.chunk_embeddings.shape == (len(article.chunks), 384)
    assert article.title_embedding is not None and article.title_embedding.shape == (384,)
    names, frequent = salient_terms(article.text, article.title)
    assert "okafor" in names and "calder" in names and "4.2" in names
    assert "council" in frequent


def test_long_article_is_capped():
    long_text = " ".join(f"Paragraph {i} describes step {i} of the long repair plan for the old harbour wall."
                         for i in range(700))
    built = engine.build_article(long_text)
    assert len(built.chunks) <= MAX_CHUNKS
    assert built.title_embedding is None


@pytest.mark.parametrize("comment", [
    "Four million for a footbridge seems steep when the library is closing.",
    "Sharing the deck with bikes is a recipe for accidents near the school.",
])
def test_on_topic_comments(article, comment):
    result = engine.check_relevance(comment, article).on_topic
    assert result.on_topic
    assert result.confidence > 0.6
    assert "closest to" in result.reasoning


@pytest.mark.parametrize("comment", [
    "My cat refuses to eat anything except tuna these days.",
    "Does anyone know a good recipe for banana bread?",
])
def test_off_topic_comments(article, comment):
    result = engine.check_relevance(comment, article).on_topic
    assert not result.on_topic
    assert result.confidence > 0.6
    assert result.reasoning.startswith("Off topic")


def test_short_reply_naming_an_entity_is_on_topic(article):
    result = engine.check_relevance("Okafor again!", article).on_topic
    assert result.on_topic
    assert "Okafor" in result.reasoning


def test_short_reply_reads_with_its_parent(article):
    alone = engine.check_relevance("Agreed, totally.", article).on_topic
    in_thread = engine.check_relevance("Agreed, totally.", article,
                                       reply_to="Losing the old trees on the east bank for this bridge is a shame.").on_topic
    assert in_thread.on_topic
    assert in_thread.confidence > (alone.confidence if alone.on_topic else 1 - alone.confidence)


def test_banned_topic_by_words_lists_user_string_and_share(article):
    comment = "The election was rigged and the senator should resign. The bridge itself looks fine to me."
    result = engine.check_relevance(comment, article, banned_topics=["Politics", "Pets"]).banned_topics
    assert result.banned_topics == ["Politics"]
    assert 0.4 < result.quantity_on_banned_topics < 0.8
    assert "election" in result.reasoning


def test_banned_topic_by_paraphrase(article):
    comment = "People should be free to worship however they like, whatever their faith."
    result = engine.check_relevance(comment, article, banned_topics=["religion"]).banned_topics
    assert result.banned_topics == ["religion"]
    assert result.quantity_on_banned_topics == pytest.approx(1.0)


def test_whole_comment_on_banned_topic_and_none_matched(article):
    result = engine.check_relevance("The footbridge lighting should be warm white.", article,
                                    banned_topics=["cryptocurrency", "gun control"]).banned_topics
    assert result.banned_topics == []
    assert result.quantity_on_banned_topics == 0.0
    assert result.confidence > 0.5


def test_no_banned_topics_gives_empty_result(article):
    result = engine.check_relevance("The bridge is too expensive.", article).banned_topics
    assert result.banned_topics == [] and result.quantity_on_banned_topics == 0.0
