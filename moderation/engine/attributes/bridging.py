"""Bridging attributes (AFFINITY, COMPASSION, CONSTRUCTIVE, CURIOSITY, NUANCE, PERSONAL_STORY, REASONING, RESPECT).

No labelled data for these is available offline, so each is an approximation: a hand-weighted logistic mix of
cue-phrase counts per sentence and the sentence's embedding similarity to a few prototype sentences written
for this project (both in data/bridging.json), with toxicity pulling the pro-social ones down.
"""

import math
import re
from functools import lru_cache

import numpy as np

from moderation.engine.core.datafile import read_json
from moderation.engine.core.embedder import embed
from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity.lexicon import alternation

BRIDGING = ("AFFINITY", "COMPASSION", "CONSTRUCTIVE", "CURIOSITY", "NUANCE", "PERSONAL_STORY", "REASONING", "RESPECT")

_DATA = read_json(__file__, "bridging.json")
# Cues that are not phrases: any question mark asks something; "if … then" within a sentence's reach reasons.
_OTHER_CUES = {"CURIOSITY": (r"\?", ""), "REASONING": ("", r"\bif .{3,60} then\b")}
_PROTOTYPES: dict[str, list[str]] = _DATA["prototypes"]
# (bias, cue weight, prototype-similarity weight, toxicity weight, length weight)
_WEIGHTS = {
    "AFFINITY": (-2.2, 1.8, 5.0, -2.0, 0.1), "COMPASSION": (-2.4, 2.0, 5.0, -3.0, 0.1),
    "CONSTRUCTIVE": (-2.3, 1.5, 4.5, -3.0, 0.5), "CURIOSITY": (-2.2, 2.2, 4.5, -1.5, 0.1),
    "NUANCE": (-2.3, 1.5, 4.5, -2.0, 0.4), "PERSONAL_STORY": (-2.6, 1.4, 5.0, -1.0, 0.5),
    "REASONING": (-2.3, 1.5, 4.5, -1.5, 0.5), "RESPECT": (0.3, 1.2, 3.0, -5.0, 0.2),
}


@lru_cache(maxsize=1)
def _prototype_matrix() -> dict[str, np.ndarray]:
    """Embeddings of the prototype sentences (computed once)."""
    return {name: embed(texts) for name, texts in _PROTOTYPES.items()}


@lru_cache(maxsize=None)
def _cue(name: str) -> re.Pattern:
    """The attribute's cue phrases as one whole-word alternation in the list's order, beside its other cues."""
    before, after = _OTHER_CUES.get(name, ("", ""))
    phrases = rf"\b(?:{alternation(_DATA['cues'][name], ordered=True)})\b"
    return re.compile("|".join(part for part in (before, phrases, after) if part), re.IGNORECASE)


def bridging_scores(analysis: Analysis, sentence_toxicity: list[float], comment_toxicity: float) -> dict[str, tuple[float, list[float]]]:
    """name -> (comment probability, per-sentence probabilities)."""
    protos = _prototype_matrix()
    sentence_vectors = analysis.sentence_embeddings
    texts = [span.text for span in analysis.sentences]
    word_counts = [max(1, len(t.split())) for t in texts]
    words_all = max(1, len(analysis.text.split()))
    out: dict[str, tuple[float, list[float]]] = {}
    for name in BRIDGING:
        bias, w_cue, w_sim, w_tox, w_len = _WEIGHTS[name]
        similarity = (sentence_vectors @ protos[name].T).max(axis=1).tolist()
        cue = _cue(name)
        per_sentence = []
        for text, sim, tox, words in zip(texts, similarity, sentence_toxicity, word_counts):
            z = (bias + w_cue * math.log1p(len(cue.findall(text))) + w_sim * max(0.0, sim - 0.1) + w_tox * tox
                 + w_len * math.log1p(words / 10))
            per_sentence.append(_sigmoid(z))
        z_all = (bias + w_cue * math.log1p(len(cue.findall(analysis.text))) + w_sim * max(0.0, max(similarity) - 0.1)
                 + w_tox * comment_toxicity + w_len * math.log1p(words_all / 10))
        out[name] = (_sigmoid(z_all), per_sentence)
    return out


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z))


def warm_up() -> None:
    """Embed the prototypes."""
    _prototype_matrix()
