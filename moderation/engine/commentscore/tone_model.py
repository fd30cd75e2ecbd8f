"""Tone without insult words: sarcasm, dismissal, condescension and passive aggression, per sentence.

Two sources, either suffices: cues (tone_cues.py, written from the train half of the project's tone set in
training/tone/data/templates.tsv) and a one-hidden-layer network over the shared sentence embedding averaged with
a logistic regression over the masked style (tone_style.py), that average taking nine tenths beside a logistic
regression over the grafted toxicity encoder's attribute logits of the sentence (the same encoder run); that mix is averaged with the probability of the
tone top grafted onto the encoder (training/tone/finetune.py; its logit comes from the same run, `tone_logit`), at
the share saved as `top_weight` (0 without that output). All in models/tone.npz, trained by training/tone/train.py on
the same half and train-only generated sentences; its threshold allows ≤ 5% of civil train sentences out of fold.
The quote is the whole sentence.
"""

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from moderation.engine.commentscore.tone_cues import cue_of
from moderation.engine.commentscore.tone_style import tfidf
from moderation.engine.core.analysis import Analysis

_MODEL = Path(__file__).resolve().parent / "models" / "tone.npz"
MODEL_KIND = "sarcasm or dismissal"  # the kind of a sentence only the model saw (no cue names its move)
_MIN_WORDS = 3  # shorter sentences ("Thanks.") say too little for the model
# "Nobody asked us" complains about being left out; the model, taught "nobody asked (you)" as a brush-off, cannot
# tell the two apart (the phrase patterns in tone.py draw the same line). Matches no row of the tone set's train half.
_LEFT_OUT = re.compile(r"\b(?:nobody|no one|no-one) (?:ever )?(?:asked|consulted|told|warned) (?:us|me)\b", re.IGNORECASE)


@dataclass(frozen=True)
class ToneSentence:
    """A sentence whose tone talks down to or mocks the reader; `kind` names the move."""

    index: int  # position in analysis.sentences
    kind: str  # sarcasm | dismissal | condescension | passive aggression
    cue: str  # the words that carry it ("" when only the model saw it)
    score: float


@dataclass(frozen=True)
class _Model:
    hidden_weights: np.ndarray  # (384, hidden), ReLU
    hidden_bias: np.ndarray
    out_weights: np.ndarray  # (hidden,)
    out_bias: float
    threshold: float
    vocabulary: dict[str, int]
    idf: np.ndarray
    style_coef: np.ndarray
    style_bias: float
    style_weight: float
    logit_mean: np.ndarray  # the attribute logits' train mean and spread (standardisation)
    logit_std: np.ndarray
    logit_coef: np.ndarray
    logit_bias: float
    logit_weight: float
    top_weight: float  # the fine-tuned tone top's share of the average (0 in a model trained without it)


@lru_cache(maxsize=1)
def _model() -> _Model:
    data = np.load(_MODEL)
    vocabulary = {str(term): i for i, term in enumerate(data["style_vocabulary"])}
    return _Model(data["hidden_weights"], data["hidden_bias"], data["out_weights"], float(data["out_bias"]),
                  float(data["threshold"]), vocabulary,
                  data["style_idf"].astype(np.float64), data["style_coef"].astype(np.float64), float(data["style_bias"]),
                  float(data["style_weight"]), data["logit_mean"].astype(np.float64), data["logit_std"].astype(np.float64),
                  data["logit_coef"].astype(np.float64), float(data["logit_bias"]), float(data["logit_weight"]),
                  float(data["top_weight"]) if "top_weight" in data else 0.0)


def probabilities(vectors: np.ndarray, texts: list[str], logits: np.ndarray | None = None,
                  tone_logits: np.ndarray | None = None) -> np.ndarray:
    """The model's probability that each sentence (its embedding, text, attribute logits and the tone top's logit)
    is sarcastic or dismissive. Without logits (no grafted encoder) the attribute model reads the train mean; without
    the tone top's logit (an older graft) the other three carry the whole average."""
    m = _model()
    hidden = np.maximum(vectors @ m.hidden_weights + m.hidden_bias, 0.0)
    emb = 1.0 / (1.0 + np.exp(-(hidden @ m.out_weights + m.out_bias)))
    style = 1.0 / (1.0 + np.exp(-(tfidf(texts, m.vocabulary, m.idf) @ m.style_coef + m.style_bias)))
    pair = m.style_weight * style + (1 - m.style_weight) * emb
    z = np.zeros((len(texts), len(m.logit_mean))) if logits is None else (np.asarray(logits, dtype=np.float64) - m.logit_mean) / m.logit_std
    attributes = 1.0 / (1.0 + np.exp(-(z @ m.logit_coef + m.logit_bias)))
    mixed = (1 - m.logit_weight) * pair + m.logit_weight * attributes
    if tone_logits is None or m.top_weight == 0:
        return mixed
    top = 1.0 / (1.0 + np.exp(-np.asarray(tone_logits, dtype=np.float64)))
    return (1 - m.top_weight) * mixed + m.top_weight * top


def threshold() -> float:
    """The model's decision threshold (chosen on train)."""
    return _model().threshold


def tone_sentences(analysis: Analysis) -> list[ToneSentence]:
    """Sentences flagged by a cue or by the model, in order."""
    found = []
    probs = None
    for i, sentence in enumerate(analysis.sentences):
        cue = cue_of(sentence.text)
        if cue:
            found.append(ToneSentence(i, cue[0], cue[1], 0.9))
            continue
        if len(sentence.text.split()) < _MIN_WORDS or _LEFT_OUT.search(sentence.text):
            continue
        if probs is None:
            probs = probabilities(analysis.sentence_embeddings, [x.text for x in analysis.sentences],
                                  analysis.sentence_logits, analysis.sentence_tone_logits)
        if probs[i] >= threshold():
            found.append(ToneSentence(i, MODEL_KIND, "", float(probs[i])))
    return found


def warm_up() -> None:
    """Load the weights."""
    _model()
