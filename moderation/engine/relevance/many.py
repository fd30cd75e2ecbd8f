"""Relevance over many comments: their sentences scored against every banned topic in one matrix product."""

from collections.abc import Sequence

import numpy as np

from moderation.engine.core.analysis import Analysis
from moderation.engine.core.types import ArticleContext
from moderation.engine.relevance.judge import asked_topics, check_relevance, sentence_topic_similarities
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
    """Each comment's relevance verdict, as the one-comment judge gives it, with the topic scoring batched."""
    topics = list(banned_topics)
    sims, bounds = _per_sentence(analyses, asked_topics(topics))
    return [check_relevance(a, article, topics, None, [], sims[bounds[i]:bounds[i + 1]])
            for i, a in enumerate(analyses)]
