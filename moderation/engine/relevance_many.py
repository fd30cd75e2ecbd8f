"""Relevance over many comments: one embedding call for all their sentences, topics scored by one matrix product."""

from collections.abc import Sequence

import numpy as np

from moderation.engine import relevance
from moderation.engine.embedder import DIMENSION, embed
from moderation.engine.types import Analysis, ArticleContext
from moderation.schemas.checks import CommentRelevanceResult


def analyse_many(comments: Sequence[str], whole: bool = True) -> list[Analysis]:
    """Analyses of many comments whose sentence (and, with `whole`, whole-comment) embeddings come from one
    batched call; without `whole` the comment vector is left to be computed if a judge asks for it."""
    analyses = [Analysis(text) for text in comments]
    texts = [s.text for a in analyses for s in a.sentences] + ([a.text for a in analyses] if whole else [])
    unique = list(dict.fromkeys(texts))  # a one-sentence comment's sentence is often its whole text
    found = embed(unique) if unique else np.zeros((0, DIMENSION), dtype=np.float32)
    row = {text: i for i, text in enumerate(unique)}
    vectors = found[[row[t] for t in texts]] if texts else found
    start = 0
    for analysis in analyses:
        count = len(analysis.sentences)
        analysis.__dict__["sentence_embeddings"] = vectors[start:start + count]
        start += count
    if whole:
        for offset, analysis in enumerate(analyses):
            analysis.__dict__["embedding"] = vectors[start + offset]
    return analyses


def analysis_from_vectors(text: str, sentence_embeddings: np.ndarray, embedding: np.ndarray | None = None) -> Analysis:
    """An analysis restored from stored embeddings (one row per sentence, in order), so nothing is embedded again
    (the comment vector, when not stored, is computed only if a judge asks for it)."""
    analysis = Analysis(text)
    if len(sentence_embeddings) != len(analysis.sentences):
        raise ValueError(f"{len(sentence_embeddings)} stored sentence vectors for {len(analysis.sentences)} sentences")
    analysis.__dict__["sentence_embeddings"] = np.asarray(sentence_embeddings, dtype=np.float32)
    if embedding is not None:
        analysis.__dict__["embedding"] = np.asarray(embedding, dtype=np.float32)
    return analysis


def topic_similarities(analyses: Sequence[Analysis], topics: Sequence[str]) -> np.ndarray:
    """Per comment and topic, the best cosine of any sentence to any of the topic's phrases (comments × topics)."""
    wanted = list(topics)
    if not analyses or not wanted:
        return np.zeros((len(analyses), len(wanted)), dtype=np.float32)
    phrase_vectors = [relevance._topic_vectors(t) for t in wanted]
    owners = np.repeat(np.arange(len(wanted)), [len(v) for v in phrase_vectors])
    sentences = np.vstack([a.sentence_embeddings for a in analyses])
    sims = sentences @ np.vstack(phrase_vectors).T  # all sentences × all topic phrases, one product
    per_topic = np.full((len(sentences), len(wanted)), -1.0, dtype=np.float32)
    for j in range(len(wanted)):
        per_topic[:, j] = sims[:, owners == j].max(axis=1)
    bounds = np.cumsum([0] + [len(a.sentence_embeddings) for a in analyses])
    return np.maximum.reduceat(per_topic, bounds[:-1], axis=0)


def check_relevance_many(analyses: Sequence[Analysis], article: ArticleContext,
                         banned_topics: Sequence[str] = ()) -> list[CommentRelevanceResult]:
    """The relevance verdict of each analysed comment, exactly as the one-comment judge gives it."""
    topics = list(banned_topics)
    return [relevance.check_relevance(analysis, article, topics, None, []) for analysis in analyses]
