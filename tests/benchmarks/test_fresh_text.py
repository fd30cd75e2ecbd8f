"""The speed benchmarks' new text (benchmarks/fresh_text.py): each sentence once, English only from the real data."""

import pandas as pd

from benchmarks.fresh_text import FreshText

ENGLISH = "The bridge on Mill Road has been closed for repairs since the start of March this year."
DUTCH = "De nieuwe fietspaden in het centrum zijn een verspilling van belastinggeld, vind ik echt."


def test_real_sentences_are_english_and_never_repeat(tmp_path):
    folder = tmp_path / "perspective"
    folder.mkdir()
    pd.DataFrame({"comment_text": [ENGLISH, DUTCH, ENGLISH]}).to_csv(folder / "wikipedia_scored_sample.csv")
    text = FreshText(tmp_path, seed=1)
    handed = [text.sentence() for _ in range(4)]
    assert handed[0] == ENGLISH and text.real == 1  # the Dutch one is never handed out, the repeat only once
    assert len(set(handed)) == 4 and all("as note" in s for s in handed[1:])  # then numbered written ones
