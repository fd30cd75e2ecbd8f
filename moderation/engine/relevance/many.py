"""Relevance over many comments: their sentences scored against every banned topic in one matrix product."""

from collections.abc import Sequence

import numpy as np

from moderation.engine.core.analysis import Analysis
from moderation.engine.core.types import ArticleContext
from moderation.engine.relevance.banned import banned_result, sentence_strengths
from moderation.engine.relevance.judge import asked_topics, on_topic_result, sentence_topic_similarities
from moderation.schemas.checks import CommentRelevanceResult


def _per_sentence(analyses: Sequence[Analysis], topics: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """All sentences × topics similarities, and where each comment's rows start (plus the end)."""
    counts = [len(a.sentence_embeddings) for a in analyses]
    bounds = np.cumsum([0, *counts])
    rows = np.vstack([a.sentence_embeddings for a in analyses]) if analyses else np.zeros((0, 384), np.float32)
    return sentence_topic_similarities(rows, topics), bounds


def topic_similarities(analyses: Sequence[Analysis], topics: Sequence[str]) -> np.ndarray:
    """Per comment and topic, the best similarity of any sentence to the topic (comments × asked topics, in the
    order of `asked_topics(topics)`: blanks and repeats dropped)."""
    asked = asked_topics(list(topics))
    if not analyses or not asked:
        return np.zeros((len(analyses), len(asked)), dtype=np.float32)
    sims, bounds = _per_sentence(analyses, asked)
    return np.maximum.reduceat(sims, bounds[:-1], axis=0)


def check_relevance_many(analyses: Sequence[Analysis], article: ArticleContext,
                         banned_topics: Sequence[str] = ()) -> list[CommentRelevanceResult]:
    """Each comment's relevance verdict, as the one-comment judge gives it, with the banned-topic scoring done
    once over every sentence of every comment (one matrix product, one pass of the topic words)."""
    asked = asked_topics(list(banned_topics))
    sims, bounds = _per_sentence(analyses, asked)
    texts = [s.text for a in analyses for s in a.sentences]
    strengths, _, found = sentence_strengths(texts, asked, sims)
    results = []
    for i, analysis in enumerate(analyses):
        start, end = int(bounds[i]), int(bounds[i + 1])
        banned = banned_result(texts[start:end], asked, sims[start:end], strengths[start:end], found, start)
        results.append(CommentRelevanceResult(on_topic=on_topic_result(analysis, article, None, []), banned_topics=banned))
    return results
