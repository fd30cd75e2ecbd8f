"""The fine-tuning table: every toxicity source with soft multi-task labels (NaN = the source says nothing) and
the fixed split of `engine.core.splits` (30% of every source held back for validation)."""

from pathlib import Path

import numpy as np
import pandas as pd

from moderation.engine.core.splits import bucket, split_of
from moderation.engine.training.toxicity import data as td
from moderation.engine.training.toxicity.synthetic import hard_case_rows

ATTRIBUTES = td.ATTRIBUTES
# Davidson is large and narrow (tweets): a sample keeps it from drowning the other sources.
DAVIDSON_SAMPLE = 3000
# Train rows per source at most (the shared 2-core machine sets the budget; Wikipedia, ToxiGen, Stormfront and our
# templates are kept whole).
TRAIN_CAP = {"madlibs": 1000, "benign": 1500}
SOURCE_WEIGHTS = {"wikipedia": 3.0, "toxigen": 2.0, "stormfront": 1.0, "davidson": 0.5, "madlibs": 0.5,
                  "synthetic": 1.0, "hard_cases": 1.0, "benign": 1.0}


def _resplit(frame: pd.DataFrame, keys=None) -> pd.DataFrame:
    """Apply the one fixed split (validation 30%) to every row, and keep its bucket (3 = calibration)."""
    frame = frame.copy()
    keys = [str(k) for k in (keys if keys is not None else frame["text"])]
    frame["split"] = [split_of(k) for k in keys]
    frame["bucket"] = [bucket(k) for k in keys]
    return frame


def stormfront(data_dir: Path) -> pd.DataFrame:
    """Forum sentences labelled hate / noHate; sentences the annotators could only judge with context are left out
    of training (their label is not in the sentence)."""
    raw = pd.read_csv(data_dir / "toxicity" / "stormfront_sentences.csv")
    hate = (raw["label"] == "hate").astype(float).to_numpy()
    frame = pd.DataFrame({"text": raw["text"].astype(str), "source": "stormfront"})
    for name in ATTRIBUTES:
        frame[name] = np.nan
    frame["IDENTITY_ATTACK"] = hate
    frame["TOXICITY"] = np.where(hate > 0, 0.9, np.nan)
    frame["needs_context"] = raw["num_contexts"].to_numpy() > 0
    return _resplit(frame)


def hard_cases() -> pd.DataFrame:
    """Our own hard-case templates (hard_cases.py)."""
    rows = hard_case_rows()
    frame = pd.DataFrame({"text": [t for t, _, _ in rows], "source": "hard_cases", "family": [f for _, _, f in rows]})
    labels = np.array([lab for _, lab, _ in rows])
    for name in ATTRIBUTES:
        frame[name] = np.nan
    for col, name in enumerate(("TOXICITY", "IDENTITY_ATTACK", "INSULT", "THREAT")):
        frame[name] = labels[:, col]
    return _resplit(frame)


def table(data_dir: Path, seed: int = 1234) -> pd.DataFrame:
    """All sources stacked, one fixed split; Wikipedia keyed by its id, the rest by text."""
    wiki = td.wikipedia(data_dir)
    raw_ids = pd.read_csv(data_dir / "perspective" / "wikipedia_scored_sample.csv")["id"].astype(str)
    wiki = _resplit(wiki, keys=raw_ids)
    dav = _resplit(td.davidson(data_dir))
    dav = pd.concat([dav[dav["split"] == "validation"],
                     dav[dav["split"] == "train"].sample(n=DAVIDSON_SAMPLE, random_state=seed)])
    parts = [wiki, dav, _resplit(td.toxigen(data_dir)), _resplit(td.madlibs(data_dir)), stormfront(data_dir),
             _resplit(td.synthetic()), hard_cases(), td.benign(data_dir)]
    benign = parts[-1][parts[-1]["split"] != "test"]
    parts[-1] = benign.assign(split="train", bucket=[bucket(t) for t in benign["text"]])  # filler, never held back
    out = pd.concat(parts, ignore_index=True)
    for source, cap in TRAIN_CAP.items():
        rows = out[(out["source"] == source) & (out["split"] == "train")]
        out = out.drop(rows.index.difference(rows.sample(n=min(cap, len(rows)), random_state=seed).index))
    out["needs_context"] = out.get("needs_context", False)
    out["needs_context"] = out["needs_context"].fillna(False).astype(bool)
    out["weight"] = out["source"].map(SOURCE_WEIGHTS).fillna(1.0)
    return out.drop_duplicates(["text", "source"]).reset_index(drop=True)
