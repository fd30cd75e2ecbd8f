"""Checks on the hand-written news-comment tone set: sizes, no duplicates, train only, no insult words in positives."""

import re

from moderation.engine.training.tone.handwritten_news import handwritten_news

EXPECTED = {
    # five dropped: too close to sentences of the blind benchmark set (tests/benchmarks/test_tone_blind_set.py)
    "sarcasm": 89, "dismissal": 79, "condescension": 78, "passive": 79,
    "civil": 90, "complaint": 80, "praise": 80, "neutral": 60,
}
TONE_KINDS = {"sarcasm", "dismissal", "condescension", "passive"}
# Positives must carry tone alone, so none may lean on an insult, slur, profanity or threat.
INSULTS = {
    "idiot", "idiots", "stupid", "moron", "morons", "dumb", "crap", "hate", "shut", "fool", "fools", "loser",
    "pathetic", "clown", "clowns", "muppet", "imbecile", "retard", "retarded", "damn", "hell", "bloody",
    "shit", "fuck", "fucking", "arse", "ass", "bastard", "bitch", "kill", "die", "toss", "twat", "prat",
    "dimwit", "halfwit", "cretin", "scum", "useless", "incompetent", "ignorant",
}


def test_counts_per_kind():
    rows = handwritten_news()
    counts = {kind: sum(r["kind"] == kind for r in rows) for kind in EXPECTED}
    assert counts == EXPECTED
    assert len(rows) == sum(EXPECTED.values())


def test_labels_and_split():
    for row in handwritten_news():
        assert row["negative"] == (row["kind"] in TONE_KINDS)
        assert row["split"] == "train"
        assert row["template"] == "news:" + row["text"]


def test_no_duplicates():
    texts = [r["text"].strip().lower() for r in handwritten_news()]
    assert len(texts) == len(set(texts))


def test_lengths():
    for row in handwritten_news():
        assert 3 <= len(row["text"].split()) <= 45, row["text"]


def test_positives_have_no_insult_words():
    for row in handwritten_news():
        if row["negative"]:
            words = set(re.findall(r"[a-z]+", row["text"].lower()))
            assert not words & INSULTS, (row["text"], words & INSULTS)
