"""The external API's analyse answer for a comment: attribute scores and UTF-16 span scores (used by compat and megacall)."""

from collections.abc import Mapping

from moderation import engine
from moderation.api.utf16 import code_unit_offsets
from moderation.schemas.compat import AnalyzeResponse, AttributeScore, RequestedAttribute, Score, SpanScore


def _probability(value: float) -> Score:
    return Score(value=round(min(1.0, max(0.0, float(value))), 6))


def score_request(text: str, requested: Mapping[str, RequestedAttribute | None], span_annotations: bool,
                  languages: list[str] | None = None, client_token: str | None = None) -> AnalyzeResponse:
    """Score the requested attributes (blocking: run in a worker thread) and build the analyse response."""
    results = engine.score_attributes(text, list(requested), spans=span_annotations)
    offsets = code_unit_offsets(text) if span_annotations else []
    scores: dict[str, AttributeScore] = {}
    for name, options in requested.items():
        result = results[name]
        threshold = options.scoreThreshold if options and options.scoreThreshold is not None else 0.0
        if result.score < threshold:
            continue  # the external API leaves out attributes under their threshold
        spans = None
        if span_annotations:
            spans = [SpanScore(begin=offsets[start], end=offsets[end], score=_probability(value))
                     for start, end, value in sorted(result.spans) if value >= threshold]
        scores[name] = AttributeScore(summaryScore=_probability(result.score), spanScores=spans)
    return AnalyzeResponse(attributeScores=scores, languages=languages or ["en"], clientToken=client_token)
