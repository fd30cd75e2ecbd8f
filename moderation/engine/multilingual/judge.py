"""Attribute scores for a comment in another language: each sentence through multilingual-e5 and the heads, and
the whole comment as its sentences' mean states weighted by their pieces (one encoder pass per comment, as the
encoder's package joins the windows of a long text); the comment's score is the highest, each sentence's score its
span score."""

from collections.abc import Sequence

import numpy as np

from moderation.engine.core.text import Span, sentences
from moderation.engine.core.types import AttributeResult
from moderation.engine.multilingual.encoder import encode, means, normalised
from moderation.engine.multilingual.model import heads

MAX_SENTENCES = 400  # the API's own cap per comment; the budget checks stop longer work earlier


def supported_languages() -> frozenset[str]:
    """Languages the multilingual heads judge (besides English, which keeps its own judge)."""
    return heads().languages


def attributes() -> tuple[str, ...]:
    """Attributes the multilingual heads score."""
    return heads().attributes


def score_attributes(text: str, names: Sequence[str], spans: bool = False) -> dict[str, AttributeResult]:
    """Probability of each requested attribute (base names), with per-sentence span scores when asked."""
    parts = sentences(text)[:MAX_SENTENCES] or [Span(0, len(text), text)]
    states, pieces = means([p.text for p in parts])
    vectors = normalised(states)
    if len(parts) > 1:
        vectors = np.vstack([vectors, normalised(pieces @ states / pieces.sum())[None]])
    model = heads()
    probabilities = model.probabilities(vectors)
    per_sentence = probabilities[:len(parts)]
    results = {}
    for name in names:
        column = model.attributes.index(name)
        summary = float(np.max(probabilities[:, column]))
        found = tuple((p.start, p.end, float(per_sentence[i, column])) for i, p in enumerate(parts)) if spans else ()
        results[name] = AttributeResult(summary, found)
    return results


def warm_up() -> None:
    """Load the encoder and heads."""
    encode(["Prueba de carga del modelo."])
    heads()
