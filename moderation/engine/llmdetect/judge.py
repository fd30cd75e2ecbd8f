"""Machine-written-text likeness: quoted signals of four types combined by a documented logistic rule.

logit = -2.6 + 0.7·vocabulary + 1.0·structure + 0.6·style + 0.5·epistemic + 0.4·[≥ 80 words, no casual mark]
        - 0.9·casual marks   (each count capped; weights in docs/engine-dogwhistles-llmdetect.md)
"""

import math

from moderation.engine.core.datafile import read_json
from moderation.engine.llmdetect import signals as llm_signals
from moderation.engine.core.analysis import Analysis
from moderation.schemas.checks import LlmDetectResult, LlmSignal

_SAY = read_json(__file__, "reasoning.json")  # the reasoning's sentences
_BIAS = -2.6
_WEIGHTS = {"word_frequency": 0.7, "structural": 1.0, "stylistic": 0.6, "epistemic": 0.5}
_CAPS = {"word_frequency": 5, "structural": 3, "stylistic": 4, "epistemic": 4}
_CASUAL_WEIGHT, _CASUAL_CAP = 0.9, 4
_LONG_FORMAL_BONUS, _LONG_WORDS = 0.4, 80
_CONFIDENCE_SCALE = 80.0  # words at which confidence has covered ~63% of its range


def detect_llm(analysis: Analysis) -> LlmDetectResult:
    """Likelihood that a comment was machine-written, with the verbatim signals behind it."""
    signals = (llm_signals.vocabulary(analysis) + llm_signals.structure(analysis) + llm_signals.style(analysis)
               + llm_signals.epistemics(analysis))
    signals = [s for s in signals if s.quoted_text and s.quoted_text in analysis.text]  # quotes stay verbatim
    casual = llm_signals.casual_marks(analysis)
    n_words = len([w for w in analysis.words if w.text[:1].isalnum()])
    counts = {kind: sum(s.signal_type == kind for s in signals) for kind in _WEIGHTS}
    logit = _BIAS + sum(_WEIGHTS[k] * min(_CAPS[k], counts[k]) for k in _WEIGHTS)
    logit -= _CASUAL_WEIGHT * min(_CASUAL_CAP, len(casual))
    if n_words >= _LONG_WORDS and not casual:
        logit += _LONG_FORMAL_BONUS
    likelihood = 1.0 / (1.0 + math.exp(-logit))
    confidence = 0.2 + 0.75 * (1.0 - math.exp(-n_words / _CONFIDENCE_SCALE))
    return LlmDetectResult(
        llm_likelihood=round(likelihood, 3), confidence=round(min(0.95, confidence), 3),
        signals_detected=[LlmSignal(signal_type=s.signal_type, description=s.description, quoted_text=s.quoted_text)
                          for s in signals],
        reasoning=_reasoning(counts, casual, n_words, likelihood))


def _reasoning(counts: dict[str, int], casual: list[str], n_words: int, likelihood: float) -> str:
    found = [f"{n} {kind.replace('_', ' ')}" for kind, n in counts.items() if n]
    parts = [_SAY["signals"].format(found=", ".join(found)) if found else _SAY["no_signal"]]
    if casual:
        parts.append(_SAY["casual"].format(quoted=", ".join(f'"{c}"' for c in dict.fromkeys(casual[:5]))))
    if n_words < 40:
        parts.append(_SAY["short"].format(count=n_words, unit=_SAY["words" if n_words != 1 else "word"]))
    verdict = _SAY["likely" if likelihood >= 0.7 else "possibly" if likelihood >= 0.4 else "unlikely"]
    parts.append(_SAY["overall"].format(verdict=verdict, likelihood=likelihood))
    return " ".join(parts)


def warm_up() -> None:
    """Nothing heavy to load: the signals are patterns."""
