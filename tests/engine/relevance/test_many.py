"""Relevance over many comments (one embedding call, one matrix product) gives the one-comment judge's results."""

import numpy as np
import pytest

from moderation import engine
from moderation.engine import analyse_many, analysis_from_vectors, check_relevance_many, topic_similarities
from moderation.engine.core.embedder import get_embedder
from moderation.engine.relevance import judge
from tests.batch.data import ARTICLE, COMMENTS, TOPICS


@pytest.fixture(scope="module")
def article():
    return engine.build_article(ARTICLE, title="Riverton approves new footbridge")


def test_batched_results_equal_the_per_comment_path(article):
    get_embedder()._cache.clear()  # nothing shared: the batched path embeds everything itself
    batched = check_relevance_many(analyse_many(COMMENTS), article, TOPICS)
    get_embedder()._cache.clear()
    engine.analyse.cache_clear()
    single = [engine.check_relevance(c, article, list(TOPICS)) for c in COMMENTS]
    for many, one in zip(batched, single, strict=True):
        assert many.on_topic.on_topic == one.on_topic.on_topic
        assert many.banned_topics.banned_topics == one.banned_topics.banned_topics
        # int8 activations are quantised per batch, so vectors differ in the last digits between batchings
        assert many.on_topic.confidence == pytest.approx(one.on_topic.confidence, abs=0.01)
        assert many.banned_topics.quantity_on_banned_topics == pytest.approx(
            one.banned_topics.quantity_on_banned_topics, abs=0.01)
    assert any(r.banned_topics.banned_topics for r in batched) and any(not r.on_topic.on_topic for r in batched)


def test_topic_similarities_are_the_best_sentence_match_per_topic():
    analyses = analyse_many(COMMENTS[:4], whole=False)
    sims = topic_similarities(analyses, TOPICS)
    assert sims.shape == (4, len(TOPICS))
    for i, analysis in enumerate(analyses):
        for j, topic in enumerate(TOPICS):
            expected = np.max(analysis.sentence_embeddings @ judge._topic_vectors(topic).T)
            assert sims[i, j] == pytest.approx(float(expected), abs=1e-5)
    assert TOPICS[int(np.argmax(sims[3]))] == "cryptocurrency"
    assert topic_similarities(analyses, []).shape == (4, 0)
    assert topic_similarities(analyses, ["sports", " ", "sports"]).shape == (4, 1)  # as the judge asks them


def test_restored_analysis_needs_no_model_and_checks_its_rows():
    first = analyse_many(COMMENTS[:1])[0]
    restored = analysis_from_vectors(first.text, first.sentence_embeddings, first.embedding)
    assert np.array_equal(restored.sentence_embeddings, first.sentence_embeddings)
    with pytest.raises(ValueError, match="stored sentence vectors"):
        analysis_from_vectors(COMMENTS[1], first.sentence_embeddings[:1], None)
