"""Attribute scores for a comment in another language: each sentence through multilingual-e5 and the heads, and
the whole comment as its sentences' mean states weighted by their pieces (one encoder pass per comment, as the
encoder's package joins the windows of a long text); the comment's score is the highest, each sentence's score its
span score."""

from collections.abc import Sequence

import numpy as np

from moderation.engine.core.embedder import combine
from moderation.engine.core.datafile import warm_up_text
from moderation.engine.core.text import Span, sentences
from moderation.engine.core.types import AttributeResult
from moderation.engine.multilingual.encoder import encode, means, normalised
from moderation.engine.multilingual.model import consistent, heads
from moderation.engine.multilingual.insults import HELD as INSULT_HELD
from moderation.engine.multilingual.insults import RAISED as INSULT_RAISED
from moderation.engine.multilingual.insults import names_a_group
from moderation.engine.multilingual.insults import reading as insult_reading
from moderation.engine.multilingual.spelling import readable
from moderation.engine.multilingual.threats import threat_readings
from moderation.engine.multilingual.threats import reading as threat_reading

MAX_SENTENCES = 400  # the API's own cap per comment; the budget checks stop longer work earlier


def supported_languages() -> frozenset[str]:
    """Languages the multilingual heads judge (besides English, which keeps its own judge)."""
    return heads().languages


def attributes() -> tuple[str, ...]:
    """Attributes the multilingual heads score."""
    return heads().attributes


def comment_parts(text: str) -> list[Span]:
    """The sentences the judge reads (the whole text when it has none)."""
    return sentences(text)[:MAX_SENTENCES] or [Span(0, len(text), text)]


def comment_vectors(states: np.ndarray, pieces: np.ndarray) -> np.ndarray:
    """The vectors the judge scores, from its sentences' mean states and piece counts: each sentence's, then, for
    several, the whole comment's (their states weighted by their pieces)."""
    vectors = normalised(states)
    if len(states) > 1:
        vectors = np.vstack([vectors, combine(states, pieces)[None]])
    return vectors


def score_attributes(text: str, names: Sequence[str], spans: bool = False,
                     language: str | None = None) -> dict[str, AttributeResult]:
    """Probability of each requested attribute (base names), with per-sentence span scores when asked; `language`
    (the comment's when known, ANY when not certain) lets the threat and insult rules read it."""
    parts = comment_parts(text)
    read = [readable(p.text) for p in parts]  # words spelt out to slip past a filter, read as words (spelling.py)
    vectors = comment_vectors(*means(read))
    model = heads()
    probabilities = with_rules(model.raw(vectors), read, model.attributes, language)
    per_sentence = probabilities[:len(parts)]
    results = {}
    for name in names:
        column = model.attributes.index(name)
        summary = float(np.max(probabilities[:, column]))
        found = tuple((p.start, p.end, float(per_sentence[i, column])) for i, p in enumerate(parts)) if spans else ()
        results[name] = AttributeResult(summary, found)
    return results


def with_rules(raw: np.ndarray, parts: list[str], names: tuple[str, ...], language: str | None) -> np.ndarray:
    """The heads' raw outputs with each sentence read by the rules, then made consistent: THREAT by the threat
    rules (threats.py); INSULT raised where an insult is said of a person, and then IDENTITY_ATTACK held under the
    flag where the sentence names no group of people (insults.py). Where a sentence's reading was held, the whole
    comment's row says no more than its sentences."""
    count = len(parts)
    out = raw.copy()
    threat = names.index("THREAT")
    readings, held = threat_readings(parts, raw[:count, threat].tolist(), language)
    out[:count, threat] = readings
    if held and len(out) > count:
        out[count:, threat] = np.minimum(out[count:, threat], max(readings))
    insulted = [bool(insult_reading(text, language)) for text in parts] if language else [False] * count
    if any(insulted):
        insult, attack = names.index("INSULT"), names.index("IDENTITY_ATTACK")
        for i, text in enumerate(parts):
            if insulted[i]:
                out[i, insult] = max(out[i, insult], INSULT_RAISED)
                if not names_a_group(text, language):
                    out[i, attack] = min(out[i, attack], INSULT_HELD)
        out[count:, insult] = np.maximum(out[count:, insult], out[:count, insult].max())
        out[count:, attack] = np.minimum(out[count:, attack], out[:count, attack].max())
    return consistent(out, names)


def rules_read(text: str) -> bool:
    """Whether any language's threat or insult rules read a threat or an insult in a sentence of `text` (no model
    runs: for a comment the detector leans to English without confidence, "Cala a boca, imbecil.")."""
    return any(threat_reading(read, code) or insult_reading(read, code)
               for read in (readable(part.text) for part in comment_parts(text)) for code in supported_languages())


def warm_up() -> None:
    """Load the encoder and heads."""
    encode([warm_up_text("multilingual")])
    heads()
