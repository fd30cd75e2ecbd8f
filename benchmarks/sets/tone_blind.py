"""Blind tone benchmark: hand-written comments with negative tone (four kinds) or none (four civil kinds).

Written blind on 2026-11-23, without seeing the project's tone sets or the detector; never used to train or tune.
The sentences, their labels and their recorded split are data: benchmarks/sets/data/tone_blind.tsv (README.md there).
"""

from pathlib import Path

from moderation.engine.training.sentences_io import NEGATIVE_TONE, grouped, read_tsv

PATH = Path(__file__).with_name("data") / "tone_blind.tsv"
# label -> (sentences, negative tone?)
KINDS = {label: (texts, label in NEGATIVE_TONE) for label, texts in grouped(read_tsv(PATH), "label", "text").items()}


def rows() -> list[dict]:
    """Every sentence as {text, kind, negative, split}, split as recorded in the file (about 30% validation)."""
    return [{"text": r["text"], "kind": r["label"], "negative": r["label"] in NEGATIVE_TONE, "split": r["split"]}
            for r in read_tsv(PATH)]
