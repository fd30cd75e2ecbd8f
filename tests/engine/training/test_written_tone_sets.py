"""Checks the hand-written tone sets (tone/data/handwritten.tsv, trained on; experiments/data/tone_third_round.tsv, not):
counts per label, no duplicates, train rows with their own template, and tone carried without insult words."""

import re
from collections import Counter
from pathlib import Path

import pytest

from moderation.engine.training.sentences_io import NEGATIVE_TONE, written_tone_rows
from moderation.engine.training.tone.generators import DATA, WRITTEN_SETS, handwritten

THIRD_ROUND = Path(__file__).parents[3] / "experiments" / "data" / "tone_third_round.tsv"
FULL = {"sarcasm": 90, "dismissal": 80, "condescension": 80, "passive_aggression": 80,
        "civil": 90, "complaint": 80, "praise": 80, "neutral": 60}
# Each set's counts: the brief's, less the sentences dropped for > 60% word overlap with a blind-set sentence.
SETS = {
    "news": {**FULL, "sarcasm": 89, "dismissal": 79, "condescension": 78, "passive_aggression": 79},
    "forums": {**FULL, "condescension": 79},
    "threads": {**FULL, "dismissal": 79, "condescension": 79},
    "community": {**FULL, "neutral": 59},
    "sport": {**FULL, "condescension": 79},
    "tech": {**FULL, "dismissal": 77},
    "family": {**FULL, "dismissal": 79, "condescension": 79, "complaint": 79},
    "culture": FULL,
    "housing": FULL,
    "advice": FULL,
    "money": {**FULL, "passive_aggression": 78},
    "wiki": {**FULL, "dismissal": 78, "condescension": 79, "passive_aggression": 79},
    "hobby": {**FULL, "dismissal": 79},
}
# The positives must carry their tone without any of these words (the union of the writers' briefs).
INSULTS = re.compile(
    r"\b(idiots?|idiotic|stupid\w*|morons?|moronic|dumb\w*|crap\w*|hate[sd]?|shut up|trash\w*|garbage|losers?|clowns?|"
    r"pathetic|fools?|retard\w*|jerks?|scum\w*|fuck\w*|shit\w*|damn\w*|hell|ass|asses|arse|bitch\w*|bastards?|kill\w*|"
    r"die|ugly|worthless|useless|incompetent|ignorant|imbeciles?|cretins?|halfwits?|dimwits?|muppets?|brain ?dead|"
    r"sucks?|rubbish|bloody|twats?|pricks?|dicks?)\b",
    re.IGNORECASE,
)


def _rows(source: str) -> list[dict]:
    return handwritten((source,)) if source in WRITTEN_SETS else written_tone_rows(THIRD_ROUND, source=source)


def test_the_trained_and_untrained_files_hold_exactly_the_known_sets():
    assert [r["template"].split(":")[0] for r in handwritten()] == [s for s in WRITTEN_SETS for _ in _rows(s)]
    assert {r["template"].split(":")[0] for r in written_tone_rows(THIRD_ROUND)} == set(SETS) - set(WRITTEN_SETS)
    assert set(WRITTEN_SETS) < set(SETS)


@pytest.mark.parametrize("source", SETS)
def test_counts_per_label(source):
    assert Counter(row["kind"] for row in _rows(source)) == SETS[source]


@pytest.mark.parametrize("source", SETS)
def test_no_duplicates_case_insensitive(source):
    texts = [row["text"].lower().strip() for row in _rows(source)]
    assert len(texts) == len(set(texts))


@pytest.mark.parametrize("source", SETS)
def test_rows_are_train_with_their_own_template_and_label(source):
    for row in _rows(source):
        assert row["split"] == "train"
        assert row["template"] == f"{source}:" + row["text"]
        assert row["negative"] is (row["kind"] in NEGATIVE_TONE)
        assert 3 <= len(row["text"].split()) <= 45, row["text"]


@pytest.mark.parametrize("source", SETS)
def test_no_insult_in_tone_positives(source):
    assert [row["text"] for row in _rows(source) if row["negative"] and INSULTS.search(row["text"])] == []


def test_forum_sentences_are_plain_ascii_and_rarely_mark_sarcasm():
    rows = _rows("forums")
    assert all(row["text"].isascii() for row in rows)
    assert sum("/s" in row["text"].split() for row in rows) <= 5


def test_the_untrained_sets_live_outside_the_training_package():
    assert not THIRD_ROUND.is_relative_to(DATA.parents[1])
