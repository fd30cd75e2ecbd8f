"""Span scores drawn by strength: each span's colour follows its score, and the score is written beside it."""

from coach.compat import MIN_SPAN_SCORE, utf16_to_index
from coach.highlight import escape_text
from moderation.schemas.compat import AttributeScore


def span_colour(score: float) -> str:
    """A red whose strength follows the score (0.2 a faint tint, 1.0 full), as an rgba background."""
    alpha = 0.12 + 0.68 * min(1.0, max(0.0, (score - MIN_SPAN_SCORE) / (1 - MIN_SPAN_SCORE)))
    return f"rgba(215,38,61,{alpha:.2f})"


def scored_spans(text: str, scores: AttributeScore) -> list[tuple[int, int, float]]:
    """(start, end, score) in Python offsets for each span from MIN_SPAN_SCORE up, in reading order, none overlapping."""
    mapping, out = utf16_to_index(text), []
    for span in sorted(scores.spanScores or [], key=lambda s: (s.begin, -s.end)):
        start, end = mapping.get(span.begin), mapping.get(span.end)
        if start is None or end is None or span.score.value < MIN_SPAN_SCORE or (out and start < out[-1][1]):
            continue
        out.append((start, end, float(span.score.value)))
    return out


def spans_html(text: str, spans: list[tuple[int, int, float]], attribute: str) -> str:
    """The text with each scored span tinted by its score and the score written after it."""
    parts, at = [], 0
    for start, end, score in spans:
        parts.append(escape_text(text[at:start]))
        parts.append(f'<mark class="span-score" data-score="{score:.2f}" title="{attribute} {score:.2f}" '
                     f'style="background:{span_colour(score)};padding:0 2px;border-radius:3px">'
                     f'{escape_text(text[start:end])}</mark><sup class="span-value" style="font-size:0.7rem;'
                     f'color:#5b1320;margin-left:2px">{score:.2f}</sup>')
        at = end
    parts.append(escape_text(text[at:]))
    return '<div class="coach-spans" style="line-height:2;font-size:1.05rem">' + "".join(parts) + "</div>"
