"""Fit the external API's scale for the compat attributes (attributes/scale.py): `python -m moderation.engine.training
attributes`. Runs after every other model: the map reads the compat scores those models give."""

import json
from pathlib import Path

import numpy as np
import pandas as pd

from moderation import engine
from moderation.engine.attributes import scale
from moderation.engine.training.toxicity.data import ATTRIBUTES, WIKI_COLUMNS, split_of

SAMPLE = Path("perspective") / "wikipedia_scored_sample.csv"
# Where the knots sit: every 2.5% of comments, and every 0.5% in the top tenth where sites put their thresholds.
LEVELS = np.unique(np.round(np.concatenate([np.linspace(0, 1, 41), np.linspace(0.9, 1, 21)]), 6))
THRESHOLDS = (0.5, 0.8, 0.85, 0.9)  # most sites; Coral; the Discourse plugin's warning and flag


def fit(ours: np.ndarray, theirs: np.ndarray) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Knots of the monotone map sending our score at each quantile LEVEL to the API's score there, from (0, 0) to
    (1, 1); a run of equal scores of ours keeps the highest API value (the map stays a function)."""
    xs = np.concatenate([[0.0], np.quantile(ours, LEVELS), [1.0]])
    ys = np.concatenate([[0.0], np.quantile(theirs, LEVELS), [1.0]])
    knots_x: list[float] = []
    knots_y: list[float] = []
    for x, y in zip(xs, ys):
        if knots_x and x <= knots_x[-1] + 1e-6:
            knots_y[-1] = max(knots_y[-1], y)
            continue
        knots_x.append(float(x))
        knots_y.append(float(y))
    knots_y = list(np.maximum.accumulate(knots_y))
    return tuple(round(x, 5) for x in knots_x), tuple(round(y, 5) for y in knots_y)


def raw_scores(texts: list[str]) -> np.ndarray:
    """The engine's own compat scores (no map), one row per text, one column per attribute."""
    with scale.raw():
        return np.array([[scores[name].score for name in ATTRIBUTES]
                         for scores in (engine.score_attributes(text, list(ATTRIBUTES)) for text in texts)])


def counts(ours: np.ndarray, theirs: np.ndarray) -> str:
    """Comments flagged by the API and by us at each threshold."""
    return ", ".join(f"{t}: {int((theirs >= t).sum())} vs {int((ours >= t).sum())}" for t in THRESHOLDS)


def main(source: Path, out: Path = scale.SCALE_PATH) -> None:
    """Fit on the dev part (train and calibration buckets), report dev and validation, write the maps."""
    frame = pd.read_csv(source / SAMPLE)
    held = np.array([split_of(str(key)) == "test" for key in frame["id"]])
    ours = raw_scores(frame["comment_text"].astype(str).tolist())
    knots = {}
    for column, name in enumerate(ATTRIBUTES):
        theirs = frame[WIKI_COLUMNS[name]].to_numpy(dtype=float)
        knots[name] = fit(ours[~held, column], theirs[~held])
        mapped = np.interp(ours[:, column], *knots[name])
        print(f"{name:<20} API vs ours, dev  {counts(mapped[~held], theirs[~held])}\n{'':<20} validation "
              f"{counts(mapped[held], theirs[held])}", flush=True)
    fitted = scale.Scale(knots)
    out.write_text(json.dumps({"fitted_on": f"{SAMPLE} dev part ({int((~held).sum())} comments, split by id)",
                               "attributes": fitted.to_json()}, indent=1) + "\n")
    print(f"wrote {out}")
