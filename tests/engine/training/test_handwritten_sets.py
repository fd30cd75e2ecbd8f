"""Checks the hand-written tone sets that share one brief (community, sport, tech, family, culture, housing, advice,
money, wiki, hobby): counts per kind,
no duplicates, train rows labelled by kind, and tone carried without insult words."""

import re
from collections import Counter

import pytest

from moderation.engine.training.tone.handwritten_advice import handwritten_advice
from moderation.engine.training.tone.handwritten_community import handwritten_community
from moderation.engine.training.tone.handwritten_culture import handwritten_culture
from moderation.engine.training.tone.handwritten_family import handwritten_family
from moderation.engine.training.tone.handwritten_hobby import handwritten_hobby
from moderation.engine.training.tone.handwritten_housing import handwritten_housing
from moderation.engine.training.tone.handwritten_money import handwritten_money
from moderation.engine.training.tone.handwritten_sport import handwritten_sport
from moderation.engine.training.tone.handwritten_tech import handwritten_tech
from moderation.engine.training.tone.handwritten_wiki import handwritten_wiki

# The tone positives must carry their tone without any of these words.
INSULTS = (
    "idiot", "idiots", "stupid", "moron", "morons", "dumb", "crap", "hate", "hated", "shut up",
    "trash", "garbage", "clown", "clowns", "fool", "fools", "loser", "losers", "pathetic", "useless",
    "damn", "hell", "bloody", "shit", "fuck", "fucking", "rubbish", "kill", "die", "ugly", "scum",
)
FULL = {"sarcasm": 90, "dismissal": 80, "condescension": 80, "passive": 80,
        "civil": 90, "complaint": 80, "praise": 80, "neutral": 60}
# (set, its template prefix, its counts: the brief's, less the sentences dropped for > 60% word overlap with a
# blind-set sentence)
SETS = [
    (handwritten_community, "community", {**FULL, "neutral": 59}),
    (handwritten_sport, "sport", {**FULL, "condescension": 79}),
    (handwritten_tech, "tech", {**FULL, "dismissal": 77}),
    (handwritten_family, "family", {**FULL, "dismissal": 79, "condescension": 79, "complaint": 79}),
    (handwritten_culture, "culture", FULL),
    (handwritten_housing, "housing", FULL),
    (handwritten_advice, "advice", FULL),
    (handwritten_money, "money", {**FULL, "passive": 78}),
    (handwritten_wiki, "wiki", {**FULL, "dismissal": 78, "condescension": 79, "passive": 79}),
    (handwritten_hobby, "hobby", {**FULL, "dismissal": 79}),
]
TONE = {"sarcasm", "dismissal", "condescension", "passive"}
_PATTERN = re.compile(r"\b(" + "|".join(re.escape(word) for word in INSULTS) + r")\b", re.IGNORECASE)


@pytest.mark.parametrize("written, prefix, expected", SETS)
def test_counts_per_kind(written, prefix, expected):
    assert Counter(row["kind"] for row in written()) == expected


@pytest.mark.parametrize("written, prefix, expected", SETS)
def test_no_duplicates_case_insensitive(written, prefix, expected):
    texts = [row["text"].lower().strip() for row in written()]
    assert len(texts) == len(set(texts))


@pytest.mark.parametrize("written, prefix, expected", SETS)
def test_rows_are_train_and_labelled_by_kind(written, prefix, expected):
    for row in written():
        assert row["split"] == "train"
        assert row["negative"] is (row["kind"] in TONE)
        assert row["template"] == f"{prefix}:" + row["text"]
        assert 4 <= len(row["text"].split()) <= 45


@pytest.mark.parametrize("written, prefix, expected", SETS)
def test_no_insult_in_tone_positives(written, prefix, expected):
    assert [row["text"] for row in written() if row["negative"] and _PATTERN.search(row["text"])] == []
