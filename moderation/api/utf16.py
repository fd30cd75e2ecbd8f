"""Convert Python string offsets (code points) to UTF-16 code-unit offsets and back.

The external toxicity API reports span offsets in UTF-16 code units (what JavaScript and Java
strings index by), while the engine reports Python offsets (code points). They differ for every
character outside the Basic Multilingual Plane — emoji and other astral characters take two
UTF-16 units (a surrogate pair) but one Python index. Combining marks are ordinary BMP code
points: one unit in both systems, so they need no special care.
"""

from bisect import bisect_left
from itertools import accumulate

_BMP_LIMIT = 0xFFFF


def code_unit_offsets(text: str) -> list[int]:
    """UTF-16 offset of every Python index of `text`, 0 … len(text) inclusive."""
    widths = (2 if ord(char) > _BMP_LIMIT else 1 for char in text)
    return [0, *accumulate(widths)]


def to_utf16(text: str, start: int, end: int) -> tuple[int, int]:
    """The UTF-16 [begin, end) of the Python span text[start:end]."""
    if not 0 <= start <= end <= len(text):
        raise ValueError(f"span {start}..{end} is outside a text of length {len(text)}")
    offsets = code_unit_offsets(text)
    return offsets[start], offsets[end]


def spans_to_utf16(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Convert many Python spans of one text at once (one pass over the text)."""
    offsets = code_unit_offsets(text)
    converted = []
    for start, end in spans:
        if not 0 <= start <= end <= len(text):
            raise ValueError(f"span {start}..{end} is outside a text of length {len(text)}")
        converted.append((offsets[start], offsets[end]))
    return converted


def from_utf16(text: str, begin: int, end: int) -> tuple[int, int]:
    """The Python [start, end) of a UTF-16 span; a unit inside a surrogate pair rounds outward."""
    offsets = code_unit_offsets(text)
    if not 0 <= begin <= end <= offsets[-1]:
        raise ValueError(f"UTF-16 span {begin}..{end} is outside a text of {offsets[-1]} code units")
    start = bisect_left(offsets, begin)
    if offsets[start] != begin:  # begin fell on a low surrogate: include the whole character
        start -= 1
    return start, bisect_left(offsets, end)
