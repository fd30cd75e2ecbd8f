"""Highlight spans: the draft cut into segments, each with the findings covering it, and safe HTML for them."""

import html
from dataclasses import dataclass

from coach.findings import KINDS, Finding

# Characters Markdown, LaTeX ($) or emoji shortcodes (:) would interpret, written as entities so they show as typed.
_MARKDOWN_ENTITIES = {ch: f"&#{ord(ch)};" for ch in "*_`#[]()~|\\$:!{}+-="}


@dataclass(frozen=True)
class Segment:
    """A stretch [start, end) of the draft and the findings that cover all of it (empty for plain text)."""

    start: int
    end: int
    findings: tuple[Finding, ...]


def segments(text: str, found: list[Finding]) -> list[Segment]:
    """Cut `text` at every finding boundary; overlapping findings share the segments they overlap."""
    placed = [f for f in found if f.located and f.end <= len(text) and f.end > f.start]
    cuts = sorted({0, len(text), *(f.start for f in placed), *(f.end for f in placed)})
    pieces = []
    for start, end in zip(cuts, cuts[1:]):
        covering = tuple(f for f in placed if f.start <= start and f.end >= end)
        if pieces and pieces[-1].findings == covering:
            pieces[-1] = Segment(pieces[-1].start, end, covering)  # merge equal neighbours
        else:
            pieces.append(Segment(start, end, covering))
    return pieces


def escape_text(text: str) -> str:
    """HTML-escape user text and neutralise Markdown characters; newlines become line breaks."""
    text = text.replace("\r\n", "\n")
    escaped = "".join(_MARKDOWN_ENTITIES.get(ch) or html.escape(ch, quote=True) for ch in text)
    return escaped.replace("\n", "<br>")


def hover_text(found: tuple[Finding, ...]) -> str:
    """The title attribute of a highlight: each finding's label, name and explanation."""
    lines = []
    for item in found:
        name = f" ({item.title})" if item.title else ""
        lines.append(f"{item.label}{name}: {item.explanation}")
    return html.escape("\n".join(lines), quote=True)


def highlighted_html(text: str, found: list[Finding]) -> str:
    """The draft as HTML with every located finding in a coloured <mark> carrying its explanation."""
    parts = []
    for piece in segments(text, found):
        chunk = escape_text(text[piece.start:piece.end])
        if not piece.findings:
            parts.append(chunk)
            continue
        # The most serious kind (first in KINDS) gives the colour; a border shows there is more than one.
        kinds = sorted({f.kind for f in piece.findings}, key=list(KINDS).index)
        colour = KINDS[kinds[0]][1]
        border = "border-bottom:2px solid #333;" if len(piece.findings) > 1 else ""
        parts.append(f'<mark class="finding finding-{kinds[0]}" style="background:{colour};{border}'
                     f'padding:0 2px;border-radius:3px" title="{hover_text(piece.findings)}">{chunk}</mark>')
    return '<div class="coach-draft" style="line-height:1.8;font-size:1.05rem">' + "".join(parts) + "</div>"


def legend_html(kinds: tuple[str, ...]) -> str:
    """The colour legend of the finding kinds."""
    items = [f'<mark style="background:{KINDS[kind][1]};padding:0 6px;border-radius:3px;margin-right:8px">'
             f'{KINDS[kind][0]}</mark>' for kind in kinds]
    return '<div class="coach-legend">' + "".join(items) + "</div>"


_MARKDOWN_SPECIALS = set("\\`*_{}[]()#+-.!|~<>$:")


def md_escape(text: str) -> str:
    """Text for a Streamlit Markdown string (labels, notices): every Markdown character backslash-escaped."""
    return "".join("\\" + ch if ch in _MARKDOWN_SPECIALS else ch for ch in str(text))
