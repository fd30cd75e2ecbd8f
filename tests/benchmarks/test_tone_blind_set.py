"""Shape checks for the blind tone benchmark set (benchmarks/sets/tone_blind.py); no model is run."""

import re
from collections import Counter

from benchmarks.sets.tone_blind import KINDS, rows

MINIMUM = {
    "sarcasm": 70, "dismissal": 60, "condescension": 60, "passive_aggression": 60,
    "civil": 80, "complaint": 70, "praise": 70, "neutral": 40,
}
# Positives must carry tone only: insults, profanity and threats belong to another judge.
BANNED = re.compile(
    r"\b(idiots?|stupid|morons?|dumb|crap|hate[sd]?|fools?|losers?|pathetic|imbeciles?|clowns?|damn|hell|shit\w*"
    r"|fuck\w*|bitch\w*|bastards?|sucks?|shut up|kill\w*|trash|garbage|ignorant|brainless|jerks?|scum)\b",
    re.IGNORECASE,
)
ENDINGS = set(".!?)'\"")


def test_counts_per_kind_reach_the_minimum():
    counts = Counter(row["kind"] for row in rows())
    assert {kind: counts[kind] for kind, least in MINIMUM.items() if counts[kind] < least} == {}
    assert set(counts) == set(MINIMUM)


def test_no_duplicates_case_insensitive():
    texts = [row["text"].lower() for row in rows()]
    assert [t for t, n in Counter(texts).items() if n > 1] == []


def test_no_near_duplicates_differing_by_one_word():
    # Same length, one word swapped: the slot-filling this set must not contain.
    words = [row["text"].lower().split() for row in rows()]
    near = [
        (" ".join(a), " ".join(b))
        for i, a in enumerate(words)
        for b in words[i + 1:]
        if len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1
    ]
    assert near == []


def test_form_start_end_length_and_plain_ascii():
    for text in (row["text"] for row in rows()):
        assert text == text.strip(), text
        assert text[0].isupper() or text == text.lower(), text  # capitalised, or deliberately all-lowercase
        assert text[-1] in ENDINGS or text[-1].isalnum(), text
        assert text.isascii(), text  # no emoji
        assert 4 <= len(text.split()) <= 35, text


def test_both_splits_hold_positives_and_negatives():
    seen = Counter((row["split"], row["negative"]) for row in rows())
    for split in ("train", "validation"):
        for negative in (True, False):
            assert seen[(split, negative)] >= 20, (split, negative)


def test_negative_flag_follows_kind():
    assert {row["kind"] for row in rows() if row["negative"]} == {k for k, (_, neg) in KINDS.items() if neg}


def test_positives_carry_no_insult_or_profanity():
    hits = [row["text"] for row in rows() if row["negative"] and BANNED.search(row["text"])]
    assert hits == []


def test_no_training_sentence_is_a_blind_sentence_or_close_to_one():
    """The blind set measures only if nothing trained on sits beside it (same words, more than 60% overlap)."""
    from pathlib import Path

    from moderation.engine.training.sentences_io import written_tone_rows
    from moderation.engine.training.tone.generators import handwritten, tone_set

    third_round = written_tone_rows(Path(__file__).parents[2] / "experiments" / "data" / "tone_third_round.tsv")

    blind = [set(r["text"].lower().split()) for r in rows()]
    trained = [set(r["text"].lower().split()) for r in handwritten() + third_round + tone_set()]
    close = [t for t in trained for b in blind if len(t & b) / len(t | b) > 0.6]
    assert close == []
