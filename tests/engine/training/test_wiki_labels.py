"""Checks the hand labels of the tone guard's Wikipedia sentences and how they relabel train rows."""

import re

from moderation.engine.training.tone.wiki_labels import agreement, consensus, key, read_labels, relabelled


def test_the_label_file_holds_keys_and_two_readers_labels_only():
    labels = read_labels()
    assert len(labels) == 1060
    assert all(re.fullmatch(r"[0-9a-f]{12}", k) for k in labels)
    assert {label for pair in labels.values() for label in pair} == {"T", "C"}


def test_the_readers_mostly_agree():
    figures = agreement(read_labels())
    assert figures["agreement"] > 0.95
    assert figures["T"] > 0 and figures["C"] > figures["T"]


def test_consensus_needs_both_readers():
    assert consensus(("T", "T")) == "T"
    assert consensus(("C", "C")) == "C"
    assert consensus(("T", "C")) == consensus(("C", "T")) == "D"


def test_relabelling_flips_tone_drops_disputes_and_keeps_other_kinds():
    texts = ["Read the page before you edit it, please.", "The source gives 1998.", "Maybe so."]
    labels = {key(texts[0]): ("T", "T"), key(texts[1]): ("C", "C"), key(texts[2]): ("T", "C")}
    rows = [{"text": t, "kind": "wiki", "negative": False} for t in texts]
    rows.append({"text": "Oh great, another delay.", "kind": "sarcasm", "negative": True})
    out = relabelled(rows, labels)
    assert [(r["text"], r["negative"]) for r in out] == [
        (texts[0], True), (texts[1], False), ("Oh great, another delay.", True)]
