"""Checks the hand-written hobby tone sentences."""

import re
from collections import Counter

from moderation.engine.training.tone.handwritten_hobby import handwritten_hobby

# The tone positives must carry their tone without any of these words.
INSULTS = (
    "idiot", "idiots", "stupid", "moron", "morons", "dumb", "crap", "hate", "hated", "shut up",
    "trash", "garbage", "clown", "clowns", "fool", "fools", "loser", "losers", "pathetic", "useless",
    "damn", "hell", "bloody", "shit", "fuck", "fucking", "rubbish", "kill", "die", "ugly", "scum",
)
EXPECTED = {
    "sarcasm": 90, "dismissal": 80, "condescension": 80, "passive": 80,
    "civil": 90, "complaint": 80, "praise": 80, "neutral": 60,
}
TONE = {"sarcasm", "dismissal", "condescension", "passive"}


def test_counts_per_kind():
    assert Counter(row["kind"] for row in handwritten_hobby()) == EXPECTED


def test_no_duplicates_case_insensitive():
    texts = [row["text"].lower().strip() for row in handwritten_hobby()]
    assert len(texts) == len(set(texts))


def test_rows_are_train_and_labelled_by_kind():
    for row in handwritten_hobby():
        assert row["split"] == "train"
        assert row["negative"] is (row["kind"] in TONE)
        assert row["template"] == "hobby:" + row["text"]
        assert 4 <= len(row["text"].split()) <= 45


def test_no_insult_in_tone_positives():
    pattern = re.compile(r"\b(" + "|".join(re.escape(word) for word in INSULTS) + r")\b", re.IGNORECASE)
    hits = [row["text"] for row in handwritten_hobby() if row["negative"] and pattern.search(row["text"])]
    assert hits == []
