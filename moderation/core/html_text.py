"""The text of an HTML comment, with where each character came from, so spans found in the text map back to
the HTML the client sent (the external toxicity API accepts comments as `type: HTML`).

A single left-to-right pass with anchored patterns: linear in the input, whatever the markup.
"""

import html
import re
from dataclasses import dataclass

_TAG = re.compile(r"</?([A-Za-z][A-Za-z0-9-]{0,31})(?:\s[^>]*)?/?>")
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});?")
# Tags that break a line in a browser: their text must not run into the next word.
_BREAKS = frozenset("address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 "
                    "header hr li main nav ol p pre section table td th tr ul".split())
_HIDDEN = frozenset({"script", "style", "template", "noscript"})


@dataclass(frozen=True)
class MappedText:
    """Plain text plus, for each of its characters, the [start, end) of the HTML it came from."""

    text: str
    starts: list[int]
    ends: list[int]

    def source_span(self, start: int, end: int) -> tuple[int, int]:
        """The HTML offsets of text[start:end] (an empty span maps to the point where it starts)."""
        if end <= start:
            point = self.starts[start] if start < len(self.starts) else (self.ends[-1] if self.ends else 0)
            return point, point
        return self.starts[start], self.ends[end - 1]


def html_to_text(markup: str) -> MappedText:
    """Visible text of `markup`: tags dropped (line-breaking ones become a newline), entities decoded,
    comments, scripts and styles removed."""
    lower = markup.lower()
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i, n = 0, len(markup)
    close_at = -1  # the next ">" at or after i (n when none): a tag match never runs past it
    while i < n:
        if markup.startswith("<!--", i):
            close = markup.find("-->", i + 4)
            i = n if close < 0 else close + 3
            continue
        tag = None
        if markup[i] == "<":
            if close_at < i:
                close_at = markup.find(">", i)
                close_at = n if close_at < 0 else close_at
            # Bounded by the next ">": "<a " × 6,800 with no ">" was one scan to the end per "<" (quadratic).
            tag = _TAG.match(markup, i, close_at + 1) if close_at < n else None
        if tag:
            name = tag.group(1).lower()
            if name in _BREAKS:
                chars.append("\n"), starts.append(i), ends.append(tag.end())
            i = tag.end()
            if name in _HIDDEN and not tag.group(0).startswith("</"):
                close = lower.find(f"</{name}", i)
                i = n if close < 0 else (markup.find(">", close) + 1 or n)
            continue
        entity = _ENTITY.match(markup, i) if markup[i] == "&" else None
        if entity and (decoded := html.unescape(entity.group(0))) != entity.group(0):
            for char in decoded:
                chars.append(char), starts.append(i), ends.append(entity.end())
            i = entity.end()
            continue
        chars.append(markup[i]), starts.append(i), ends.append(i + 1)
        i += 1
    return MappedText("".join(chars), starts, ends)
