"""Content-free drafts by meaning (issue 25 item 5): how often a short comment's meaning is taken for a test post,
placeholder or greeting. Dev: the civil Wikipedia comments of twelve words or fewer whose id falls in the train
part (round 1 chose its threshold there; round 2 chooses it on short real text outside every validation part,
training/commentscore/content_free.py); validation: the held-back part, and two sets written for the project (never
tuned on; round 2's `content_free_2.tsv` also with the user-facing appears_low_effort): content-free posts that
should be caught, short engaged comments that should not."""

from pathlib import Path

import numpy as np
import pandas as pd

from moderation.engine.commentscore import effort
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.splits import is_validation
from moderation.engine.training.sentences_io import read_tsv

SET = Path(__file__).resolve().parent / "sets" / "data" / "content_free.tsv"
SET_2 = Path(__file__).resolve().parent / "sets" / "data" / "content_free_2.tsv"  # round 2's held-out set


def _flagged(texts: list[str]) -> np.ndarray:
    return np.array([effort.content_free_by_meaning(Analysis(text)) for text in texts])


def _low_effort(texts: list[str]) -> np.ndarray:
    return np.array([effort.appears_low_effort(Analysis(text)) for text in texts])


def _similarity(texts: list[str]) -> np.ndarray:
    prototypes = effort._prototypes()  # noqa: SLF001 - the benchmark reads the judge's own prototypes
    return np.array([float(np.max(prototypes @ Analysis(text).embedding)) for text in texts])


def run(data_dir: Path) -> str:
    """Dev 99th percentile (the threshold's basis), then flag rates on each part."""
    wiki = pd.read_csv(data_dir / "perspective" / "wikipedia_scored_sample.csv")
    short = wiki[(wiki["TOXICITY@6"] < 0.1) & (wiki["comment_text"].str.split().str.len() <= effort.CONTENT_FREE_MAX_WORDS)]
    held = np.array([is_validation(str(i)) for i in short["id"]])
    texts = short["comment_text"].astype(str).tolist()
    dev_texts = [t for t, h in zip(texts, held) if not h]
    val_texts = [t for t, h in zip(texts, held) if h]
    basis = float(np.quantile(_similarity(dev_texts), 0.99))
    rows = read_tsv(SET)
    free = [r["text"] for r in rows if r["label"] == "content_free"]
    engaged = [r["text"] for r in rows if r["label"] == "engaged"]
    figures = {"civil Wikipedia comments ≤ 12 words flagged": (_flagged(dev_texts).mean(), _flagged(val_texts).mean()),
               "written content-free posts caught": (None, _flagged(free).mean()),
               "written short engaged comments flagged": (None, _flagged(engaged).mean())}
    second = read_tsv(SET_2)
    free_2 = [r["text"] for r in second if r["label"] == "content_free"]
    engaged_2 = [r["text"] for r in second if r["label"] == "engaged"]
    figures.update({
        "round 2 set: content-free posts caught by meaning": (None, _flagged(free_2).mean()),
        "round 2 set: content-free posts with appears_low_effort": (None, _low_effort(free_2).mean()),
        "round 2 set: short engaged comments flagged by meaning": (None, _flagged(engaged_2).mean()),
        "round 2 set: short engaged comments with appears_low_effort": (None, _low_effort(engaged_2).mean())})
    lines = ["## Content-free drafts by meaning", "",
             f"Threshold {effort.CONTENT_FREE_SIMILARITY} on the best cosine to `commentscore/data/content_free.json`; "
             f"the dev comments' 99th percentile is {basis:.3f} ({len(dev_texts)} dev / {len(val_texts)} validation "
             "comments).", "", "| measure | dev | validation |", "|---|---|---|"]
    for name, (dev, val) in figures.items():
        dev_text = "—" if dev is None else f"{dev:.1%}"
        print(f"{name}: dev {dev_text} validation {val:.1%}", flush=True)
        lines.append(f"| {name} | {dev_text} | {val:.1%} |")
    return "\n".join(lines)
