"""Tone without insult words: sarcasm, dismissal, condescension and passive aggression, per sentence.

Two sources, either suffices: cues (tone_cues.py, written from the train half of the project's tone set, training/tone/sentences.py)
and a logistic regression over the shared sentence embedding (models/tone.npz, trained by training/tone/train.py
on the same half; its threshold allows ~5% of civil train sentences). The quote is the whole sentence.
"""

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from moderation.engine.commentscore.tone_cues import cue_of
from moderation.engine.core.analysis import Analysis

_MODEL = Path(__file__).resolve().parent / "models" / "tone.npz"
_MIN_WORDS = 3  # shorter sentences ("Thanks.") say too little for the model


@dataclass(frozen=True)
class ToneSentence:
    """A sentence whose tone talks down to or mocks the reader; `kind` names the move."""

    index: int  # position in analysis.sentences
    kind: str  # sarcasm | dismissal | condescension | passive aggression
    cue: str  # the words that carry it ("" when only the model saw it)
    score: float


@lru_cache(maxsize=1)
def _weights() -> tuple[np.ndarray, float, float]:
    data = np.load(_MODEL)
    return data["weights"].astype(np.float32), float(data["bias"]), float(data["threshold"])


def probabilities(vectors: np.ndarray) -> np.ndarray:
    """The model's probability that each embedded sentence is sarcastic or dismissive."""
    weights, bias, _ = _weights()
    return 1.0 / (1.0 + np.exp(-(vectors @ weights + bias)))


def threshold() -> float:
    """The model's decision threshold (chosen on train)."""
    return _weights()[2]


def tone_sentences(analysis: Analysis) -> list[ToneSentence]:
    """Sentences flagged by a cue or by the model, in order."""
    found = []
    probs = None
    for i, sentence in enumerate(analysis.sentences):
        cue = cue_of(sentence.text)
        if cue:
            found.append(ToneSentence(i, cue[0], cue[1], 0.9))
            continue
        if len(sentence.text.split()) < _MIN_WORDS:
            continue
        if probs is None:
            probs = probabilities(analysis.sentence_embeddings)
        if probs[i] >= threshold():
            found.append(ToneSentence(i, "sarcasm or dismissal", "", float(probs[i])))
    return found


def warm_up() -> None:
    """Load the weights."""
    _weights()
