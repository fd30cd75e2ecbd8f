"""Any comment within the external API's 20 KB is scored, with the engine's work bounded: when the comment splits
into more sentences than `max_comment_sentences` (a list, a poem, "ok" on 400 lines), consecutive short sentences
are joined into chunks and the engine scores the chunks, never more of them than that cap, each a piece of the
comment as written; span offsets are mapped back to the comment as sent.

A comment within the cap is scored exactly as before (nothing is joined).
"""

import math
import re
from dataclasses import dataclass

from moderation.engine.core.text import Span, sentences

# A sentence ending like this would be split again at any whitespace after it, so it is joined to the next directly.
_ENDS_SENTENCE = re.compile(r"""[.!?…]["'”’)\]]*$""")


@dataclass(frozen=True)
class Merged:
    """The text the engine scores and, per character of it, the offset in the comment it came from."""

    text: str
    origin: list[int]  # len(text) + 1 offsets into the comment (the last: the comment's end of the last chunk)

    def source_span(self, start: int, end: int) -> tuple[int, int]:
        """[start, end) of the scored text as offsets into the comment."""
        if end <= start:
            return self.origin[start], self.origin[start]
        return self.origin[start], self.origin[end - 1] + 1


def _chunks(spans: list[Span], text_length: int, cap: int) -> list[list[Span]]:
    """Greedy runs of sentences whose extent stays within a target length: any two neighbouring chunks together
    span more than the target, so there are at most 2 * length / target + 1 = cap of them."""
    target = math.ceil(2 * text_length / max(1, cap - 1))
    chunks: list[list[Span]] = []
    for span in spans:
        if chunks and span.end - chunks[-1][0].start <= target:
            chunks[-1].append(span)
        else:
            chunks.append([span])
    return chunks


def merge_for_scoring(text: str, cap: int) -> Merged | None:
    """None when the comment is within `cap` sentences; else its sentences joined into at most `cap` chunks (one
    per line of the scored text), the whitespace inside a chunk shortened to one space or none."""
    spans = sentences(text)
    if len(spans) <= cap:
        return None
    parts: list[str] = []
    origin: list[int] = []
    for chunk in _chunks(spans, len(text), cap):
        for index, span in enumerate(chunk):
            if origin:  # a line break always ends a sentence; inside a chunk, one space unless a sentence end
                joiner = "" if index and _ENDS_SENTENCE.search(chunk[index - 1].text) else " " if index else "\n"
                parts.append(joiner)
                origin.extend([origin[-1] + 1] * len(joiner))
            parts.append(span.text)
            origin.extend(range(span.start, span.end))
    origin.append(spans[-1].end)
    return Merged("".join(parts), origin)
