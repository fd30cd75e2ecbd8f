"""Row loaders shared by more than one trainer: the civil Wikipedia comments (tone, fallacies) and the civil argued
opinions written for the project (fallacies/data/, also tone's civil rows)."""

import random
from pathlib import Path

from moderation.engine.training.sentences_io import read_tsv, slots, where

CIVIL = Path(__file__).parent / "fallacies" / "data"


def wiki_civil(data_dir: Path, half: int) -> list[str]:
    """Civil Wikipedia comments (TOXICITY@6 < 0.1) whose id's last hex digit has parity `half` (0 trains, 1 the
    benchmarks measure)."""
    import pandas as pd

    frame = pd.read_csv(data_dir / "perspective" / "wikipedia_scored_sample.csv")
    civil = frame[frame["TOXICITY@6"] < 0.1]
    return [t for i, t in zip(civil["id"], civil["comment_text"]) if int(str(i)[-1], 16) % 2 == half]


def civil_arguments() -> list[dict[str, str]]:
    """Argued opinions and plain personal experience written for the project (rows: text, label, source, split)."""
    return [r for r in read_tsv(CIVIL / "civil.tsv") if r["source"] in ("argued", "experience")]


def generic_civil() -> list[str]:
    """Ordinary civil sentences of the kind a comment section holds (written for the project)."""
    return [r["text"] for r in where(read_tsv(CIVIL / "civil.tsv"), source="generic")]


def generated_arguments(count: int, seed: int) -> list[str]:
    """`count` distinct sentences combining a stance, a subject and a reason (variety beyond the written list)."""
    pools = slots(CIVIL / "slots.tsv")
    rng = random.Random(seed)
    out = set()
    while len(out) < count:
        subject = rng.choice(pools["subject"])
        stance = rng.choice(pools["stance"]).format(s=subject, S=subject[0].upper() + subject[1:])
        out.add(f"{stance}, {rng.choice(pools['reason'])}.")
    return sorted(out)
