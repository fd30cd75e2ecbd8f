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
                  "synthetic": 1.0, "hard_cases": 1.0, "benign": 1.0, "edos": 1.0, "jigsaw": 1.0}
# Real threats against abuse (issue 38; benchmarks/CHOICES.md, "Threats learnt by the runtime's own graft"): EDOS and
# the Jigsaw sample bring the human THREAT labels the other sources lack. A real threat weighs THREAT_WEIGHT, every
# abusive post that threatens no one 1, so the layers learn threat against abuse, not hostile against civil; EDOS's
# posts that are not sexist are sampled (they are many and say little).
THREAT_WEIGHT = 3.0
EDOS_CIVIL_SAMPLE = 2000


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


def threat_sources(data_dir: Path, seed: int) -> pd.DataFrame:
    """EDOS (its own dev split held back) and the Jigsaw sample (the fixed split), labelled as the fine-tuning table
    reads them (training/finetune/data.py), threats weighted THREAT_WEIGHT."""
    from moderation.engine.training.finetune import data as real

    frames = []
    for frame in (real.edos(data_dir), real.jigsaw(data_dir)):
        split = frame["split"].to_numpy()
        frame = _resplit(frame.drop(columns=["split", "weight"]))
        frame["split"] = split  # EDOS keeps its own dev split as the held-back part
        frames.append(frame)
    edos, jigsaw = frames
    calm = edos[(edos["split"] == "train") & edos["TOXICITY"].isna() & (edos["THREAT"] == 0)]
    edos = edos.drop(calm.index.difference(calm.sample(n=min(EDOS_CIVIL_SAMPLE, len(calm)), random_state=seed).index))
    out = pd.concat([edos, jigsaw], ignore_index=True)
    for name in ATTRIBUTES:
        out[name] = out[name] if name in out else np.nan
    out = out[["text", "source", "split", "bucket", *ATTRIBUTES]]
    out["threat_weight"] = np.where(out["THREAT"] >= 0.5, THREAT_WEIGHT, 1.0)
    return out


def table(data_dir: Path, seed: int = 1234) -> pd.DataFrame:
    """All sources stacked, one fixed split; Wikipedia keyed by its id, the rest by text."""
    wiki = td.wikipedia(data_dir)
    raw_ids = pd.read_csv(data_dir / "perspective" / "wikipedia_scored_sample.csv")["id"].astype(str)
    wiki = _resplit(wiki, keys=raw_ids)
    dav = _resplit(td.davidson(data_dir))
    dav = pd.concat([dav[dav["split"] == "validation"],
                     dav[dav["split"] == "train"].sample(n=DAVIDSON_SAMPLE, random_state=seed)])
    parts = [wiki, dav, _resplit(td.toxigen(data_dir)), _resplit(td.madlibs(data_dir)), stormfront(data_dir),
             _resplit(td.synthetic()), hard_cases(), threat_sources(data_dir, seed), td.benign(data_dir)]
    benign = parts[-1][parts[-1]["split"] != "test"]
    parts[-1] = benign.assign(split="train", bucket=[bucket(t) for t in benign["text"]])  # filler, never held back
    out = pd.concat(parts, ignore_index=True)
    for source, cap in TRAIN_CAP.items():
        rows = out[(out["source"] == source) & (out["split"] == "train")]
        out = out.drop(rows.index.difference(rows.sample(n=min(cap, len(rows)), random_state=seed).index))
    out["needs_context"] = out.get("needs_context", False)
    out["needs_context"] = out["needs_context"].fillna(False).astype(bool)
    out["weight"] = out["source"].map(SOURCE_WEIGHTS).fillna(1.0) * out.pop("threat_weight").fillna(1.0)
    return out.drop_duplicates(["text", "source"]).reset_index(drop=True)
