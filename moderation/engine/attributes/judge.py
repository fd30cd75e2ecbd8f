"""External-API-compatible attribute scores: summary probability plus per-sentence and per-phrase span scores.

How each attribute is computed is tabulated in docs/attributes.md.
"""

import logging

from moderation.engine import toxicity as toxlib
from moderation.engine.attributes import scale
from moderation.engine.attributes.bridging import BRIDGING, bridging_scores
from moderation.engine.attributes.mixed import with_foreign_sentences
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.types import AttributeResult

_LOG = logging.getLogger(__name__)
# Attributes with a trained head (toxicity/models/heads.npz).
MODELLED = ("TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT", "SEXUALLY_EXPLICIT",
            "FLIRTATION", "ATTACK_ON_AUTHOR", "ATTACK_ON_COMMENTER", "INCOHERENT", "INFLAMMATORY", "LIKELY_TO_REJECT",
            "OBSCENE", "SPAM", "UNSUBSTANTIAL")
SUPPORTED: frozenset[str] = frozenset(
    [*MODELLED, *BRIDGING, *(f"{n}_EXPERIMENTAL" for n in (*MODELLED, *BRIDGING))])
# Which offending-phrase kinds give span scores to which attribute.
_PHRASE_KINDS = {
    "TOXICITY": {"insult", "profanity", "threat", "identity_attack", "sexual", "harassment"},
    "SEVERE_TOXICITY": {"threat", "identity_attack"},
    "IDENTITY_ATTACK": {"identity_attack"},
    "INSULT": {"insult", "identity_attack", "harassment"},
    "PROFANITY": {"profanity"},
    "OBSCENE": {"profanity", "sexual"},
    "THREAT": {"threat"},
    "SEXUALLY_EXPLICIT": {"sexual"},
    "INFLAMMATORY": {"identity_attack", "threat"},
    "LIKELY_TO_REJECT": {"insult", "profanity", "threat", "identity_attack", "harassment"},
    "ATTACK_ON_COMMENTER": {"insult"},
}


def base_name(name: str) -> str:
    """TOXICITY_EXPERIMENTAL -> TOXICITY (the experimental names are aliases)."""
    return name.removesuffix("_EXPERIMENTAL")


def score_attributes(analysis: Analysis, names: list[str], spans: bool) -> dict[str, AttributeResult]:
    """Probability per requested attribute (and span scores when asked); unknown names raise KeyError."""
    for name in names:
        if name not in SUPPORTED:
            raise KeyError(name)
    result = toxlib.scores(analysis)
    sentences = analysis.sentences
    phrases = toxlib.offending_phrases(analysis) if spans else []
    bridging = None
    out: dict[str, AttributeResult] = {}
    for name in names:
        base = base_name(name)
        if base in BRIDGING:
            if bridging is None:
                bridging = bridging_scores(analysis, result.sentence_column("TOXICITY"), result.comment("TOXICITY"))
            summary, per_sentence = bridging[base]
        else:
            summary = _summary(analysis, base, result)
            per_sentence = result.sentence_column(base)
        on_scale = scale.SCALE  # summary and spans on the external API's scale (scale.py)
        span_scores: tuple[tuple[int, int, float], ...] = ()
        if spans:
            span_scores = tuple((s.start, s.end, _prob(on_scale(base, p))) for s, p in zip(sentences, per_sentence))
            kinds = _PHRASE_KINDS.get(base, set())
            span_scores += tuple((p.start, p.end, _prob(on_scale(base, p.score))) for p in phrases if p.kind in kinds)
        out[name] = AttributeResult(_prob(on_scale(base, summary)), span_scores)
    return with_foreign_sentences(analysis, out, {name: base_name(name) for name in names}, spans)


def _summary(analysis: Analysis, base: str, result: toxlib.ToxicityScores) -> float:
    """The comment-level probability; SPAM and UNSUBSTANTIAL defer to the dedicated judges when present."""
    if base == "SPAM":
        try:
            from moderation.engine.spam import spam_probability
            return float(spam_probability(analysis))
        except (ImportError, FileNotFoundError, ValueError) as error:  # judge absent or its model unusable
            _LOG.warning("spam judge unavailable (%s); SPAM from the attribute head", error)
            return result.comment(base)
    if base == "UNSUBSTANTIAL":
        try:
            from moderation.engine.commentscore import low_effort_probability
        except ImportError:
            return result.comment(base)
        # The dedicated judge sees reply context; blend with the head trained on the external API's notion.
        return 0.5 * float(low_effort_probability(analysis)) + 0.5 * result.comment(base)
    return result.comment(base)


def _prob(value: float) -> float:
    """Clip to [0, 1] and round for the wire."""
    return round(min(1.0, max(0.0, float(value))), 4)


def warm_up() -> None:
    """Load the toxicity heads and embed the bridging prototypes."""
    from moderation.engine.attributes.bridging import warm_up as bridging_warm_up
    toxlib.warm_up()
    bridging_warm_up()
