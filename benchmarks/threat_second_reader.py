"""Threats read by a second encoder (issue 38 item 5; criterion in CHOICES before measuring): each sentence's THREAT
from the English judge and from the multilingual judge, on the real and written threat sets of bench_threats, split
as there; a comment is flagged when the higher reading reaches 0.5, the second one counted only where the English
reading reaches the gate (chosen on dev: the lowest that keeps every dev real threat the second reader flags).

`python -m benchmarks.threat_second_reader [--round 2] [--readings FILE]`: prints dev / validation figures for the
English reading alone, the second reader alone and the gated pair, and the share of new English sentences the gate
sends on. Round 1 reads the second reader at 0.5; round 2 at its own bar, chosen on dev (CHOICES). `--readings`
keeps the readings in FILE (.npz) and reuses them when it exists."""

import argparse
import sys
from pathlib import Path

import numpy as np
import pandas as pd

from benchmarks.bench_threats import HELD_OUT, HELD_OUT_3, TRAINING
from benchmarks.fresh_text import fresh
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.splits import is_validation
from moderation.engine.multilingual.judge import score_attributes
from moderation.engine.toxicity import judge
from moderation.engine.training.common import data_dir
from moderation.engine.training.sentences_io import read_tsv

FLAG = 0.5
GATES = (0.0, 0.05, 0.08, 0.1, 0.12, 0.15, 0.2, 0.25, 0.3)
BARS = tuple(round(0.5 + 0.05 * i, 2) for i in range(10))  # round 2: the second reader's own bar
# Round 2's limits on dev false alarms, (group, limit): the criterion's own
LIMITS = (("edos", 0.02), ("jigsaw", 0.03), ("written", 0.10))


def readings(text: str) -> tuple[np.ndarray, np.ndarray]:
    """Per sentence: the English THREAT and the multilingual THREAT (same sentences)."""
    english = np.array(judge.scores(Analysis(text)).sentence_column("THREAT"), dtype=float)
    second = score_attributes(text, ["THREAT"], spans=True)["THREAT"].spans
    ml = np.array([s for _, _, s in second], dtype=float)
    if len(ml) != len(english):  # a different segmentation: compare comment-wide
        return np.array([english.max(initial=0.0)]), np.array([max(ml.max(initial=0.0), 0.0)])
    return english, ml


def sets(folder: Path) -> list[tuple[str, str, str, bool]]:
    """(group, split, text, is threat) rows: the groups of bench_threats."""
    rows = []
    for split, path in (("dev", TRAINING), ("validation", HELD_OUT), ("validation", HELD_OUT_3)):
        name = "set 3" if path == HELD_OUT_3 else "written"
        rows += [(name, split, r["text"], r["label"] == "threat") for r in read_tsv(path)]
    wiki = pd.read_csv(folder / "perspective" / "wikipedia_scored_sample.csv")
    for _, r in wiki.iterrows():
        split = "validation" if is_validation(str(r["id"])) else "dev"
        if r["TOXICITY@6"] < 0.1:
            rows.append(("wiki civil", split, str(r["comment_text"]), False))
        if r["THREAT"] >= FLAG:
            rows.append(("wiki API threat", split, str(r["comment_text"]), True))
    edos = pd.read_csv(folder / "toxicity" / "edos_sexism.csv")
    rng = np.random.default_rng(1234)
    for split, name in (("train", "dev"), ("dev", "validation")):
        part = edos[edos["split"] == split]
        threat = part["label_category"].astype(str).str.startswith("1")
        rest = part[~threat].iloc[rng.permutation(int((~threat).sum()))[:1500]]
        rows += [("edos", name, str(t), True) for t in part[threat]["text"]]
        rows += [("edos", name, str(t), False) for t in rest["text"]]
    jig = pd.read_csv(folder / "toxicity" / "jigsaw_samples.csv")
    rows += [("jigsaw", "validation" if is_validation(str(t)) else "dev", str(t), bool(h))
             for t, h in zip(jig["text"], jig["threat"] == 1)]
    return rows


def flagged(english: np.ndarray, ml: np.ndarray, gate: float | None, bar: float = FLAG) -> bool:
    """Whether the comment is flagged: English alone (gate None) or the gated pair, the second reading at `bar`."""
    if english.max(initial=0.0) >= FLAG:
        return True
    return gate is not None and bool(((english >= gate) & (ml >= bar)).any())


def _bar(frame: pd.DataFrame, read: list) -> float:
    """Round 2: the lowest bar at which the second reader's dev false alarms keep within LIMITS."""
    for bar in BARS:
        if all(np.mean([read[i][1].max(initial=0.0) >= bar for i in frame.index[
                (frame["split"] == "dev") & ~frame["threat"] & (frame["group"] == group)]]) <= limit
               for group, limit in LIMITS):
            return bar
    return 1.0


def _readings(rows: list, path: str | None) -> list:
    if path and Path(path).exists():
        saved = np.load(path, allow_pickle=True)
        return list(zip(saved["english"], saved["ml"]))
    read = [readings(text) for _, _, text, _ in rows]
    if path:
        np.savez(path, english=np.array([e for e, _ in read], dtype=object),
                 ml=np.array([m for _, m in read], dtype=object))
    return read


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--round", type=int, default=1)
    parser.add_argument("--readings")
    args = parser.parse_args()
    folder = data_dir()
    rows = sets(folder)
    read = _readings(rows, args.readings)
    new = [fresh().sentence() for _ in range(2000)]
    new_english = np.array([judge.scores(Analysis(s)).sentence_column("THREAT")[0] for s in new])
    frame = pd.DataFrame([(g, s, t) for g, s, _, t in rows], columns=["group", "split", "threat"])
    real_dev = frame.index[(frame["split"] == "dev") & frame["threat"] & frame["group"].isin(["edos", "jigsaw"])]
    bar = _bar(frame, read) if args.round == 2 else FLAG
    caught = [i for i in real_dev if read[i][1].max(initial=0.0) >= bar]
    gate = max((g for g in GATES if all(flagged(*read[i], g, bar) for i in caught)), default=0.0)
    print(f"round {args.round}: the second reader's bar {bar}; "
          f"gate: {gate} (dev real threats the second reader flags: {len(caught)} of {len(real_dev)}); "
          f"new English sentences at or over it: {(new_english >= gate).mean():.1%} of {len(new)}")
    print("| group | kind | dev: English / second alone / gated | validation: English / second alone / gated |")
    print("|---|---|---|---|")
    for (group, threat), part in frame.groupby(["group", "threat"]):
        cells = []
        for split in ("dev", "validation"):
            idx = part.index[part["split"] == split]
            if not len(idx):
                cells.append("—")
                continue
            alone = np.mean([flagged(*read[i], None) for i in idx])
            second = np.mean([read[i][1].max(initial=0.0) >= bar for i in idx])
            paired = np.mean([flagged(*read[i], gate, bar) for i in idx])
            cells.append(f"{alone:.1%} / {second:.1%} / {paired:.1%} (n={len(idx)})")
        print(f"| {group} | {'threats' if threat else 'others'} | {cells[0]} | {cells[1]} |")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
