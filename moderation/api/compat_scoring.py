"""The external API's analyse answer for a comment: attribute scores and UTF-16 span scores (used by compat and megacall)."""

from collections.abc import Mapping

from moderation import engine
from moderation.api.compat_chunks import merge_for_scoring
from moderation.api.utf16 import code_unit_offsets
from moderation.core.html_text import html_to_text
from moderation.schemas.compat import AnalyzeResponse, AttributeScore, RequestedAttribute, Score, SpanScore


def _probability(value: float) -> Score:
    return Score(value=round(min(1.0, max(0.0, float(value))), 6))


def score_request(text: str, requested: Mapping[str, RequestedAttribute | None], span_annotations: bool,
                  languages: list[str] | None = None, client_token: str | None = None, html: bool = False,
                  detected: list[str] | None = None, keep: bool = True, language: str = "en",
                  max_sentences: int | None = None) -> AnalyzeResponse:
    """Score the requested attributes (blocking: run in a worker thread) and build the analyse response.

    With `html` the visible text is scored and spans point into the markup as sent; without `keep` the
    comment's cached analysis is dropped once answered (doNotStore); `language` picks the judge; a comment of
    more than `max_sentences` sentences is scored as that many chunks at most (compat_chunks)."""
    mapped = html_to_text(text) if html else None
    scored = mapped.text if mapped else text
    merged = merge_for_scoring(scored, max_sentences) if max_sentences else None
    if merged:
        scored = merged.text
    try:
        results = engine.score_attributes(scored, list(requested), spans=span_annotations, language=language)
    finally:
        if not keep:
            engine.forget(scored)
    offsets = code_unit_offsets(text) if span_annotations else []
    scores: dict[str, AttributeScore] = {}
    for name, options in requested.items():
        result = results[name]
        threshold = options.scoreThreshold if options and options.scoreThreshold is not None else 0.0
        if result.score < threshold:
            continue  # the external API leaves out attributes under their threshold
        spans = None
        if span_annotations:
            spans = []
            for start, end, value in sorted(result.spans):
                if value < threshold:
                    continue
                if merged:
                    start, end = merged.source_span(start, end)
                if mapped:
                    start, end = mapped.source_span(start, end)
                spans.append(SpanScore(begin=offsets[start], end=offsets[end], score=_probability(value)))
        scores[name] = AttributeScore(summaryScore=_probability(result.score), spanScores=spans)
    return AnalyzeResponse(attributeScores=scores, languages=languages or ["en"], detectedLanguages=detected or None,
                           clientToken=client_token)
