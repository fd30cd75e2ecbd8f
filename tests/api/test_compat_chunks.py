"""compat_chunks: any comment within 20 KB reaches the engine as at most the sentence cap's number of sentences, each
a piece of the comment, with offsets mapped back (no server)."""

import pytest

from moderation.api.compat_chunks import merge_for_scoring
from moderation.engine.core.text import sentences

CAP = 400
LIMIT = 20 * 1024
CASES = {
    "lines": "ok\n" * 6826,
    "one-letter lines": "x\n" * (LIMIT // 2),
    "sentence ends": "a. " * 6826,
    "numbered list": "".join(f"{n}. Point {n} is fine.\n" for n in range(1, 2000))[:LIMIT],
    "quotes and gaps": ('He said "No!" then left.' + " " * 9 + "y\n") * 580,
    "long and short": ("w" * 1500 + "\n" + "ok.\n" * 100) * 4,
}


@pytest.mark.parametrize("name", CASES)
def test_the_engine_sees_at_most_the_cap_and_every_piece_maps_back(name):
    text = CASES[name]
    assert len(text.encode()) <= LIMIT and len(sentences(text)) > CAP
    merged = merge_for_scoring(text, CAP)
    assert len(merged.origin) == len(merged.text) + 1 and len(merged.text) <= len(text)
    pieces = sentences(merged.text)
    assert len(pieces) <= CAP, len(pieces)
    covered = 0
    for piece in pieces:
        start, end = merged.source_span(piece.start, piece.end)
        source = text[start:end]
        assert source == source.strip() and source[0] == piece.text[0] and source[-1] == piece.text[-1]
        assert source.split() and "".join(source.split())[:20] == "".join(piece.text.split())[:20]
        assert start >= covered  # in order, never overlapping
        covered = end


def test_a_comment_within_the_cap_is_scored_as_it_is():
    assert merge_for_scoring("One sentence. Another one!\nA third line", CAP) is None
    assert merge_for_scoring("ok\n" * CAP, CAP) is None
