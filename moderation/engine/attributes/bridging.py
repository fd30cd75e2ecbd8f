"""Bridging attributes (AFFINITY, COMPASSION, CONSTRUCTIVE, CURIOSITY, NUANCE, PERSONAL_STORY, REASONING, RESPECT).

No labelled data for these is available offline, so each is an approximation: a hand-weighted logistic mix of
cue-phrase counts per sentence and the sentence's embedding similarity to a few prototype sentences written
for this project, with toxicity pulling the pro-social ones down.
"""

import math
import re
from functools import lru_cache

import numpy as np

from moderation.engine.core.embedder import embed
from moderation.engine.core.analysis import Analysis

BRIDGING = ("AFFINITY", "COMPASSION", "CONSTRUCTIVE", "CURIOSITY", "NUANCE", "PERSONAL_STORY", "REASONING", "RESPECT")

_CUES = {
    "AFFINITY": r"\bi agree\b|\bgood point\b|\bwe all\b|\btogether\b|\bcommon ground\b|\bsame here\b|\bme too\b|\blike you\b|\bshare\b|\bboth of us\b|\bwe both\b|\bexactly\b|\bwell said\b|\bwith you on\b",
    "COMPASSION": r"\bsorry (?:to hear|for your|about)\b|\bthat must (?:be|have been)\b|\bi understand\b|\bhope you\b|\btake care\b|\bfeel for\b|\bthinking of you\b|\bcondolences\b|\bhugs\b|\bhere for you\b|\bso sorry\b|\bmust be hard\b|\bi hear you\b|\bsending (?:love|strength)\b",
    "CONSTRUCTIVE": r"\b(?:i|we) (?:suggest|propose|recommend)\b|\bwhat if\b|\binstead\b|\ba better (?:way|option|approach)\b|\bsolution\b|\bcould (?:try|consider)\b|\bone option\b|\bhow about\b|\bmight help\b|\bwould help\b|\bnext step\b|\bimprove\b|\bshould consider\b",
    "CURIOSITY": r"\?|\bi wonder\b|\bcurious\b|\bcould you (?:explain|clarify|share)\b|\bwhat do you think\b|\bhow (?:does|do|did|would|can)\b|\bwhy (?:does|do|did|would|is)\b|\bwhat (?:is|are|was|were|makes)\b|\bi'd like to know\b|\btell me more\b",
    "NUANCE": r"\bhowever\b|\bon the other hand\b|\balthough\b|\bthough\b|\bit depends\b|\bin some cases\b|\bnot always\b|\bboth\b|\bwhile\b|\bthat said\b|\bto be fair\b|\bmay\b|\bmight\b|\bpartly\b|\bcomplicated\b|\bnuanced\b|\bsometimes\b|\bi see your point\b|\bthere are exceptions\b",
    "PERSONAL_STORY": r"\bwhen i was\b|\bmy (?:mother|father|mom|dad|son|daughter|wife|husband|family|friend|grandmother|grandfather|brother|sister|kids|job|doctor)\b|\byears ago\b|\bi remember\b|\bi grew up\b|\bi used to\b|\bhappened to me\b|\bin my experience\b|\bi (?:was|went|had|lost|worked|lived|moved|spent|saw|met|found)\b|\blast (?:year|week|month|summer)\b",
    "REASONING": r"\bbecause\b|\btherefore\b|\bsince\b|\bwhich means\b|\bthis means\b|\bfor example\b|\bfor instance\b|\bevidence\b|\bstud(?:y|ies)\b|\bdata\b|\bthus\b|\bso that\b|\bas a result\b|\bit follows\b|\bthe reason\b|\bif .{3,60} then\b|\bconsequently\b|\bresearch\b",
    "RESPECT": r"\bplease\b|\bthank(?:s| you)\b|\brespectfully\b|\bi appreciate\b|\bwith respect\b|\bfair point\b|\bi respect\b|\bkindly\b|\bi may be wrong\b|\bgood question\b|\bwell put\b",
}
_PROTOTYPES = {
    "AFFINITY": ["I agree with you, we both want the same thing for this town.", "Well said, I feel exactly the same."],
    "COMPASSION": ["I'm so sorry you went through that, it must have been really hard.", "Sending you strength, I hope things get better soon."],
    "CONSTRUCTIVE": ["A better approach might be to fund the bus line first and review it after a year.", "I suggest we try a pilot program before changing the whole policy."],
    "CURIOSITY": ["I'm curious, how did you come to that conclusion?", "What would happen if the council tried the other plan?"],
    "NUANCE": ["It's complicated: the plan helps some families but could hurt others.", "Both sides have a point, and the answer probably depends on the details."],
    "PERSONAL_STORY": ["When I was a kid my family lost our house in a flood, and I still remember the smell of the mud.", "Last year my father got sick and I spent months driving him to appointments."],
    "REASONING": ["Because the costs rose faster than wages, more people fell behind, which explains the numbers.", "The study shows fewer crashes after the change, so the evidence supports keeping it."],
    "RESPECT": ["Thank you for sharing your view, I respectfully see it differently.", "I appreciate your point, and I think we can disagree politely."],
}
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
    return re.compile(_CUES[name], re.IGNORECASE)


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
