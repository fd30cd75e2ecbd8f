"""The covert ideas behind the commonest coded terms, as our own paraphrases, matched at sentence level.

A coded slogan is rarely quoted word for word; its idea is. Each idea keeps the glossary's category and a
short covert meaning, with phrasings written for the project (not the glossary's examples; data/ideas.json). A sentence
whose embedding is close enough to one of them (threshold chosen on the train half of the project's coded
set, benchmarks/sets/coded.py) is reported with that meaning; a caller's sensitive topic in the category
lowers the bar.
"""

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from moderation.engine.core.datafile import read_json
from moderation.engine.core.embedder import embed

THRESHOLD = 0.65  # cosine to the nearest paraphrase: the lowest with no false alarm on the train half
FOCUSED_THRESHOLD = 0.60  # when the caller marked the idea's category as sensitive (2.6% false alarms on train)


@dataclass(frozen=True)
class Idea:
    """One covert idea: its category, meaning, and how people phrase it."""

    category: str
    meaning: str
    phrasings: tuple[str, ...]


IDEAS: tuple[Idea, ...] = tuple(Idea(idea["category"], idea["meaning"], tuple(idea["phrasings"]))
                               for idea in read_json(__file__, "ideas.json")["ideas"])


@lru_cache(maxsize=1)
def _vectors() -> tuple[np.ndarray, np.ndarray]:
    """Phrasing vectors and, for each, the index of its idea."""
    texts = [p for idea in IDEAS for p in idea.phrasings]
    owners = np.array([k for k, idea in enumerate(IDEAS) for _ in idea.phrasings])
    return embed(texts), owners


def nearest(sentence_vectors: np.ndarray) -> list[tuple[int, float]]:
    """For each sentence vector: (index of the nearest idea, cosine)."""
    if len(sentence_vectors) == 0:
        return []
    vectors, owners = _vectors()
    sims = sentence_vectors @ vectors.T
    best = sims.argmax(axis=1)
    return [(int(owners[b]), float(sims[i, b])) for i, b in enumerate(best)]


def idea_hits(sentence_vectors: np.ndarray, focused: set[str]) -> list[tuple[int, Idea, float]]:
    """(sentence index, idea, similarity) for sentences close enough to an idea."""
    out = []
    for i, (k, sim) in enumerate(nearest(sentence_vectors)):
        idea = IDEAS[k]
        if sim >= (FOCUSED_THRESHOLD if idea.category in focused else THRESHOLD):
            out.append((i, idea, sim))
    return out


def warm_up() -> None:
    """Embed the phrasings."""
    _vectors()
