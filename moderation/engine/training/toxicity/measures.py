"""The toxicity measures, each on the train part (dev) and the validation part of its source, computed through
the runtime judge; shared by the benchmark and by the choice of blend (which looks at dev only)."""

from pathlib import Path

import numpy as np
import pandas as pd

from functools import lru_cache

from moderation.engine.core.analysis import Analysis
from moderation.engine.core.embedder import Embedder
from moderation.engine.core.splits import CALIBRATION_BUCKET
from moderation.engine.toxicity import judge
from moderation.engine.training.common import encode_cached
from moderation.engine.training.toxicity.encoder_data import table
from moderation.engine.training.toxicity.encoder_export import TOXICITY_GRAFT, toxicity_graft
from moderation.engine.training.toxicity.encoder_metrics import measure

ENCODER_PATH = TOXICITY_GRAFT  # the toxicity-only graft (training cache; toxicity_graft() recreates it)
DEV_SAMPLE = 250  # rows per source for the dev column (a sample of the train part; the shared CPU sets the budget)
VALIDATION_SAMPLE = 500
# (name, source, column scored, label column, kind)
MEASURES = [("Wikipedia TOXICITY Spearman vs the external API", "wikipedia", "TOXICITY", "TOXICITY", "spearman"),
            ("Wikipedia TOXICITY AUC (API ≥ 0.5)", "wikipedia", "TOXICITY", "TOXICITY", "auc"),
            ("Wikipedia INSULT Spearman", "wikipedia", "INSULT", "INSULT", "spearman"),
            ("Wikipedia IDENTITY_ATTACK Spearman", "wikipedia", "IDENTITY_ATTACK", "IDENTITY_ATTACK", "spearman"),
            ("Wikipedia THREAT Spearman", "wikipedia", "THREAT", "THREAT", "spearman"),
            ("Wikipedia PROFANITY Spearman", "wikipedia", "PROFANITY", "PROFANITY", "spearman"),
            ("Wikipedia SEXUALLY_EXPLICIT Spearman", "wikipedia", "SEXUALLY_EXPLICIT", "SEXUALLY_EXPLICIT", "spearman"),
            ("ToxiGen AUC (TOXICITY)", "toxigen", "TOXICITY", "TOXICITY", "auc"),
            ("Stormfront AUC (hate flag)", "stormfront", "HATE", "IDENTITY_ATTACK", "auc"),
            ("Davidson AUC (TOXICITY)", "davidson", "TOXICITY", "TOXICITY", "auc"),
            ("identity templates accuracy (TOXICITY ≥ 0.5)", "madlibs", "TOXICITY", "TOXICITY", "accuracy"),
            ("our hard cases accuracy (hate flag)", "hard_cases", "HATE", "IDENTITY_ATTACK", "accuracy"),
            ("our templates accuracy (TOXICITY ≥ 0.5)", "synthetic", "TOXICITY", "TOXICITY", "accuracy")]
SCORED = ("TOXICITY", "INSULT", "IDENTITY_ATTACK", "THREAT", "PROFANITY", "SEXUALLY_EXPLICIT")


@lru_cache(maxsize=1)
def tuned_encoder() -> Embedder:
    """The grafted encoder with the fine-tuned logits, whether or not the runtime uses it, so every variant can be
    measured."""
    graft = toxicity_graft()
    return Embedder(grafted=graft.exists(), graft_path=graft)


def analyses(texts: list[str]) -> list[Analysis]:
    """Analyses whose encoder output comes from the disk cache: the runtime encoder's embeddings, beside the
    fine-tuned logits of the grafted one (the same int8 graph below the graft, so the same embeddings)."""
    out = [Analysis(t) for t in texts]
    sentences = [s.text for a in out for s in a.sentences]
    encoded, tuned = encode_cached(sentences), encode_cached(sentences, tuned_encoder())
    row = 0
    for a in out:
        n = len(a.sentences)
        a.__dict__["encoded"] = type(encoded)(encoded.vectors[row:row + n], encoded.tokens[row:row + n],
                                              None if tuned.logits is None else tuned.logits[row:row + n])
        row += n
    return out


def scores(items: list[Analysis]) -> pd.DataFrame:
    """The judge's comment-level scores (cached result dropped first, so the current blend applies)."""
    rows = []
    for a in items:
        a.__dict__.pop("_toxicity_scores", None)
        result = judge.scores(a)
        row = {name: result.comment(name) for name in SCORED}
        row["HATE"] = judge.hate(a)
        rows.append(row)
    return pd.DataFrame(rows)


def sample(data_dir: Path, seed: int = 1234) -> pd.DataFrame:
    """The rows measured: every source's train part (sampled) and validation part (sampled when large)."""
    frame = table(data_dir)
    frame = frame[~frame["needs_context"] & frame["source"].isin({m[1] for m in MEASURES})]
    parts = []
    for (_, split), group in frame.groupby(["source", "split"]):
        cap = DEV_SAMPLE if split == "train" else VALIDATION_SAMPLE
        parts.append(group.sample(n=min(cap, len(group)), random_state=seed))
    return pd.concat(parts, ignore_index=True)


def calibration_sample(data_dir: Path, seed: int = 1234) -> pd.DataFrame:
    """The calibration bucket's rows of every measured source (up to VALIDATION_SAMPLE each): neither the heads'
    logits nor the fine-tuned layers were fit on them (only the heads' Platt scaling), so the blend is chosen here."""
    frame = table(data_dir)
    frame = frame[~frame["needs_context"] & frame["source"].isin({m[1] for m in MEASURES})
                  & (frame["bucket"] == CALIBRATION_BUCKET)]
    return pd.concat([g.sample(n=min(VALIDATION_SAMPLE, len(g)), random_state=seed) for _, g in frame.groupby("source")],
                     ignore_index=True)


def figure(rows: pd.DataFrame, scored: pd.DataFrame, mask: np.ndarray, column: str, label: str, kind: str) -> float:
    """One measure over the masked rows."""
    labels = rows[label].to_numpy(float)[mask]
    values = scored[column].to_numpy(float)[mask]
    if kind == "accuracy":
        keep = ~np.isnan(labels)
        return float(np.mean((values[keep] >= 0.5) == (labels[keep] >= 0.5)))
    return measure(labels, values, kind)


def figures_on(rows: pd.DataFrame, scored: pd.DataFrame) -> list[tuple[str, float]]:
    """(measure, value) for every measure over all the given rows (e.g. the calibration sample)."""
    return [(name, figure(rows, scored, (rows["source"] == source).to_numpy(), column, label, kind))
            for name, source, column, label, kind in MEASURES]


def figures(rows: pd.DataFrame, scored: pd.DataFrame) -> list[tuple[str, float, float]]:
    """(measure, dev, validation) for every measure."""
    out = []
    for name, source, column, label, kind in MEASURES:
        pair = [figure(rows, scored, ((rows["source"] == source) & (rows["split"] == split)).to_numpy(), column, label,
                       kind) for split in ("train", "validation")]
        out.append((name, pair[0], pair[1]))
    return out
