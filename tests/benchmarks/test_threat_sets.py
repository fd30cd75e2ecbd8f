"""Shape checks for the threat sentences (issue 25 item 1): the held-out set of bench_threats and the written
training sentences stay apart, well labelled and big enough; no model is run."""

from collections import Counter

from benchmarks.bench_threats import HELD_OUT, TRAINING
from moderation.engine.training.sentences_io import read_tsv

LABELS = {"threat", "not"}
THREAT_SHAPES = {"wish", "call", "intimidation", "veiled", "conditional"}


def test_the_held_out_set_has_sixty_of_each_label_and_every_threat_shape():
    rows = read_tsv(HELD_OUT)
    counts = Counter(row["label"] for row in rows)
    assert set(counts) == LABELS and min(counts.values()) >= 60
    assert {row["shape"] for row in rows if row["label"] == "threat"} == THREAT_SHAPES


def test_no_held_out_sentence_is_a_training_sentence_and_none_repeats():
    held = [row["text"].lower() for row in read_tsv(HELD_OUT)]
    train = [row["text"].lower() for row in read_tsv(TRAINING)]
    assert set(held) & set(train) == set()
    assert [t for t, n in Counter(held + train).items() if n > 1] == []


def test_training_labels_are_known():
    assert {row["label"] for row in read_tsv(TRAINING)} == LABELS


def test_the_validation_only_sets_hold_no_training_sentence_and_both_labels():
    """Every written set the benchmark measures on validation only."""
    from benchmarks.bench_threats import DATA, WRITTEN_SETS

    train = {row["text"].lower() for row in read_tsv(TRAINING)}
    for path in (DATA / entry["file"] for entry in WRITTEN_SETS):
        rows = read_tsv(path)
        assert {row["text"].lower() for row in rows} & train == set(), path
        counts = Counter(row["label"] for row in rows)  # "threat", and one label for the near-misses
        assert "threat" in counts and len(counts) == 2 and min(counts.values()) >= 12, (path, counts)
