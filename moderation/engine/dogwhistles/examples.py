"""Caller-supplied dogwhistle examples: matched by surface form and by embedding similarity (paraphrase)."""

import re
from dataclasses import dataclass

import numpy as np

from moderation.engine.dogwhistles.categories import CATEGORIES
from moderation.engine.core.embedder import embed
from moderation.engine.core.analysis import Analysis

# MiniLM cosine between a sentence and an example term above which the sentence paraphrases the example;
# checked on our own paraphrase and unrelated sentences (tests/engine/dogwhistles/test_dogwhistles.py).
SENTENCE_SIMILARITY = 0.55
_CATEGORY_SIMILARITY = 0.3
_MAX_NGRAM = 4
_WORD = re.compile(r"[\w'’-]+")


@dataclass(frozen=True)
class ExampleHit:
    """A place in the comment that matches a caller example; `text` is verbatim from the comment."""

    text: str
    example: str
    category: str
    confidence: float
    why: str


def find(analysis: Analysis, examples: list[str]) -> list[ExampleHit]:
    """Match each example by form (whole words, any case), else by similarity of a sentence to it."""
    examples = list(dict.fromkeys(e.strip() for e in examples if e and e.strip()))
    if not examples:
        return []
    hits: list[ExampleHit] = []
    unmatched: list[str] = []
    categories = _categories(examples)
    for example in examples:
        found = re.search(rf"(?<![\w#]){re.escape(example)}(?![\w])", analysis.text, re.IGNORECASE)
        if found:
            hits.append(ExampleHit(found.group(), example, categories[example], 0.9,
                                   "it is one of the caller's own coded terms"))
        else:
            unmatched.append(example)
    if unmatched:
        hits.extend(_paraphrases(analysis, unmatched, categories))
    return hits


def _paraphrases(analysis: Analysis, examples: list[str], categories: dict[str, str]) -> list[ExampleHit]:
    example_vectors = embed(examples)
    sims = analysis.sentence_embeddings @ example_vectors.T  # sentences x examples
    hits = []
    for col, example in enumerate(examples):
        row = int(np.argmax(sims[:, col]))
        score = float(sims[row, col])
        if score < SENTENCE_SIMILARITY:
            continue
        text = _closest_phrase(analysis.sentences[row].text, example_vectors[col])
        hits.append(ExampleHit(text, example, categories[example], round(min(0.9, 0.45 + score * 0.5), 3),
                               f'the sentence paraphrases the caller\'s coded term "{example}" '
                               f"(similarity {score:.2f})"))
    return hits


def _closest_phrase(sentence: str, example_vector: np.ndarray) -> str:
    """The word n-gram of the sentence closest to the example (verbatim), so the quoted term is precise."""
    words = list(_WORD.finditer(sentence))
    candidates = []
    for n in range(1, _MAX_NGRAM + 1):
        for i in range(len(words) - n + 1):
            candidates.append(sentence[words[i].start():words[i + n - 1].end()])
    if not candidates:
        return sentence
    candidates = list(dict.fromkeys(candidates))[:80]
    scores = embed(candidates) @ example_vector
    return candidates[int(np.argmax(scores))]


def _categories(examples: list[str]) -> dict[str, str]:
    """Each example's category: the lexicon's when it is a known form, else the closest category description."""
    from moderation.engine.dogwhistles.lexicon import get_lexicon
    lexicon = get_lexicon()
    names = list(CATEGORIES)
    descriptions = embed([CATEGORIES[n].description for n in names])
    out = {}
    for example, vector in zip(examples, embed(examples)):
        known = lexicon.find(example)
        if known:
            out[example] = known[0].entry.category
            continue
        sims = descriptions @ vector
        best = int(np.argmax(sims))
        out[example] = names[best] if sims[best] >= _CATEGORY_SIMILARITY else "caller-defined"
    return out
