"""Checks which Wikipedia comments count as read civil in the commentscore benchmark."""

from benchmarks.bench_commentscore import READ_LABELS, _read_civil
from moderation.engine.training.tone.wiki_labels import key, read_labels


def test_a_comment_is_read_civil_only_when_every_labelled_sentence_is():
    first, second, third = "The date is in the source.", "Read it again, slowly.", "Perhaps."
    labels = {key(first): ("C", "C"), key(second): ("T", "T"), key(third): ("C", "T")}
    assert _read_civil([first, "An unlabelled line."], labels)
    assert not _read_civil([first, second], labels)
    assert not _read_civil([first, third], labels)  # disputed
    assert not _read_civil(["An unlabelled line."], labels)


def test_the_validation_labels_are_keys_and_two_readers_labels():
    labels = read_labels(READ_LABELS)
    assert len(labels) == 1149
    assert {label for pair in labels.values() for label in pair} == {"T", "C"}
