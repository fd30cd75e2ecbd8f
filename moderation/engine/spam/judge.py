"""The spam judge: trained text model + hand-written signals + near-duplicate memory + article distance."""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from moderation.engine.core.datafile import read_json
from moderation.engine.spam import simhash
from moderation.engine.spam import model as spam_model
from moderation.engine.spam import signals as spam_signals
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.types import ArticleContext
from moderation.schemas.checks import SpamDetectionResult

SPAM_THRESHOLD = 0.5
SUSPECT_THRESHOLD = 0.35
# Not in the training data, so hand-set: reposting the same comment (Hamming <= 3 of 64 bits) adds 3.5 to
# the log-odds and makes it spam (probability at least 0.8) however ordinary the text; a close variant
# (<= 8 bits) adds 2.0 and makes it at least suspected (0.42). (limit, added log-odds, floor log-odds)
_REPOST_RULES = ((3, 3.5, 1.39), (8, 2.0, -0.32))
# Distance from the article: a comment far from every chunk leans spam, one close to it leans not.
_OFF_ARTICLE_SIMILARITY, _OFF_ARTICLE_LOGIT = 0.12, 0.7
_ON_ARTICLE_SIMILARITY, _ON_ARTICLE_LOGIT = 0.40, -0.7

_SAY = read_json(__file__, "reasoning.json")  # what the reasoning and suggestion say
_DESCRIPTIONS, _SUGGESTIONS, _PIECES, _REASONING = _SAY["signals"], _SAY["suggestions"], _SAY["pieces"], _SAY["reasoning"]


@dataclass(frozen=True)
class _Evidence:
    """What went into one verdict."""

    probability: float
    fired: list[tuple[str, str]]  # (description, verbatim evidence), strongest first
    suggestions: list[str]


@lru_cache(maxsize=1)
def _model() -> spam_model.SpamModel:
    return spam_model.SpamModel.load()


def warm_up() -> None:
    """Load the model once."""
    _model()


def fingerprint(text: str) -> int:
    """64-bit SimHash of the comment as a signed int64."""
    return simhash.to_signed(simhash.simhash(text))


def _sigmoid(value: float) -> float:
    return float(1.0 / (1.0 + np.exp(-value)))


def _evaluate(analysis: Analysis, article: ArticleContext | None, recent: Sequence[int]) -> _Evidence:
    model = _model()
    found = spam_signals.signals(analysis.text)
    text_logit = float(model.text_logit(spam_model.featurise([analysis.text], analysis.embedding[None, :]))[0])
    logit = float(model.combined_logit(np.array([text_logit]), spam_signals.vector(found)[None, :])[0])
    contributions = sorted(((float(w * s.value), s) for w, s in zip(model.combiner_coef[1:], found)),
                           key=lambda item: -item[0])
    fired = [(_DESCRIPTIONS[s.name], s.evidence) for c, s in contributions if c > 0.1]
    suggestions = [_SUGGESTIONS[s.name] for c, s in contributions if c > 0.1]
    if model.combiner_coef[0] * text_logit > 1.0:
        fired.append((_PIECES["model"], ""))

    distance = simhash.nearest(fingerprint(analysis.text), recent)
    if distance is not None:
        for limit, boost, floor in _REPOST_RULES:
            if distance <= limit:
                logit = max(logit + boost, floor)
                fired.insert(0, (_PIECES["repost"].format(distance=distance), ""))
                suggestions.insert(0, _PIECES["repost_suggestion"])
                break

    if article is not None and len(article.chunk_embeddings):
        closest = float(np.max(article.chunk_embeddings @ analysis.embedding))
        if closest < _OFF_ARTICLE_SIMILARITY:
            logit += _OFF_ARTICLE_LOGIT
            fired.append((_PIECES["unrelated"].format(similarity=closest), ""))
        elif closest > _ON_ARTICLE_SIMILARITY:
            logit += _ON_ARTICLE_LOGIT
    return _Evidence(_sigmoid(logit), fired, suggestions)


def spam_probability(analysis: Analysis) -> float:
    """The calibrated spam probability of a comment on its own (no article, no posting history)."""
    return _evaluate(analysis, None, ()).probability


_CIVIC_MONEY = re.compile(r"\b(?:our|your|their|taxpayers'?|public|the council's|the city's|my) (?:money|cash)\b|"
                          r"\bwast\w* (?:\w+ ){0,2}(?:money|cash)\b|\b(?:money|cash) (?:on|for) (?:these|this|the)\b", re.I)


def _describe(fired: list[tuple[str, str]]) -> str:
    parts = [_PIECES["cited"].format(what=what, evidence=evidence) if evidence else what for what, evidence in fired]
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + _PIECES["and"] + parts[-1]
    return parts[0] if parts else ""


def check_spam(analysis: Analysis, article: ArticleContext | None, recent_fingerprints: Sequence[int]) -> SpamDetectionResult:
    """Spam verdict with a calibrated confidence, the signals that fired, and a suggestion for borderline cases."""
    evidence = _evaluate(analysis, article, recent_fingerprints)
    p = evidence.probability
    is_spam = p >= SPAM_THRESHOLD
    suspected = SUSPECT_THRESHOLD <= p < SPAM_THRESHOLD
    fired = list(evidence.fired)
    if not is_spam and not suspected:
        # In an ordinary comment, "wasting our money" or "the deal" is civic talk, not promotional wording.
        fired = [(what, ev) for what, ev in fired if what != _DESCRIPTIONS["promo"] or not _CIVIC_MONEY.search(analysis.text)]
    signals_text = _describe(fired)
    if is_spam:
        reasoning = _REASONING["spam"].format(probability=p, signals=signals_text or _REASONING["spam_unknown"])
    elif suspected:
        reasoning = _REASONING["suspected"].format(probability=p,
                                                   signals=signals_text or _REASONING["suspected_unknown"])
    elif signals_text:
        reasoning = _REASONING["not_spam_despite"].format(probability=p, signals=signals_text)
    else:
        reasoning = _REASONING["not_spam"].format(probability=p)
    suggestion = ""
    if suspected or is_spam:
        suggestion = "; ".join(dict.fromkeys(evidence.suggestions)).capitalize() + "." if evidence.suggestions else ""
    return SpamDetectionResult(reasoning=reasoning, is_spam=is_spam, confidence=round(p if is_spam else 1.0 - p, 4),
                               suspected_spam=suspected, suggestion=suggestion)
