"""Checks the hand-written thread tone sentences: counts, uniqueness, split and clean positives."""
import re
from collections import Counter

from moderation.engine.training.tone.handwritten_threads import handwritten_threads

# Positives must carry tone without any of these words, so the detector cannot lean on them.
_INSULTS = re.compile(
    r"\b(idiots?|stupid|morons?|dumb|crap|hate[ds]?|shut up|trash|garbage|clowns?|losers?|pathetic|"
    r"fools?|damn|hell|shit\w*|fuck\w*|ass|jerks?|kill|die)\b",
    re.IGNORECASE,
)
_EXPECTED = {"sarcasm": 90, "dismissal": 79, "condescension": 79,  # two dropped: too close to blind-set sentences
             "passive": 80,
             "civil": 90, "complaint": 80, "praise": 80, "neutral": 60}
_NEGATIVE_KINDS = {"sarcasm", "dismissal", "condescension", "passive"}


def test_counts_per_kind():
    assert Counter(row["kind"] for row in handwritten_threads()) == _EXPECTED


def test_no_duplicates_case_insensitive():
    texts = [row["text"].lower() for row in handwritten_threads()]
    assert len(texts) == len(set(texts))


def test_rows_are_train_with_own_template_and_label():
    for row in handwritten_threads():
        assert row["split"] == "train"
        assert row["template"] == "threads:" + row["text"]
        assert row["negative"] == (row["kind"] in _NEGATIVE_KINDS)
        assert 4 <= len(row["text"].split()) <= 45


def test_positives_have_no_insult_or_profanity():
    hits = [row["text"] for row in handwritten_threads() if row["negative"] and _INSULTS.search(row["text"])]
    assert hits == []
