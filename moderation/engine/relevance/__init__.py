"""Relevance judge: is a comment on the article's topic, and how much of it is about banned topics."""

from moderation.engine.relevance.judge import (MAX_CHUNKS, asked_topics, build_article, check_relevance,
                                               on_topic_probability, salient_terms, topic_evidence, warm_up)
from moderation.engine.relevance.many import check_relevance_many, topic_similarities

__all__ = ["MAX_CHUNKS", "build_article", "check_relevance", "on_topic_probability", "salient_terms",
           "topic_evidence", "warm_up", "check_relevance_many", "topic_similarities", "asked_topics"]
