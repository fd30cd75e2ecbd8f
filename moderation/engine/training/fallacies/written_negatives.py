"""Should the fallacy gate also learn from the hand-written tone sets' civil sentences (requests, anecdotes, plain
complaints, praise: train only)? Decided on train only, before any validation reading.

Both arms fit the gate as train.py does (every fourth civil comment and handwritten argument held out to set the
thresholds). Measured: (a) the share of held-out written civil sentences (every fourth) at or above the clear
threshold, (b) the gate's recall of LOGIC train + LogicClimate positives out of fold (5 folds; each fold's gate and
threshold fit without it). Criterion, fixed before measuring: (a) falls by at least a third, (b) falls by at most 3
points. Run: `python -m moderation.engine.training.fallacies.written_negatives`."""

import numpy as np
import pandas as pd
from sklearn.model_selection import KFold

from moderation.engine.training.common import SEED, embed_comments_cached
from moderation.engine.training.fallacies import train

MIN_ALARM_CUT, MAX_RECALL_LOSS = 1 / 3, 0.03


def _arm(x_pos: np.ndarray, data_dir, written: bool, held: np.ndarray, calib: list[str]) -> dict:
    negatives = train.gate_negatives(data_dir, held_out=True, written=written)
    gate, clear, _ = train.fit_gate(x_pos, negatives, calib)
    alarms = float((gate.predict_proba(held)[:, 1] >= clear).mean())
    caught = np.zeros(len(x_pos), dtype=bool)
    for fit, out in KFold(5, shuffle=True, random_state=SEED).split(x_pos):
        fold_gate, fold_clear, _ = train.fit_gate(x_pos[fit], negatives, calib)
        caught[out] = fold_gate.predict_proba(x_pos[out])[:, 1] >= fold_clear
    return {"alarms": alarms, "recall": float(caught.mean()), "clear": clear}


def main(data_dir) -> bool:
    """Print both arms and whether the criterion holds."""
    folder = data_dir / "fallacies"
    texts = [t for name in ("edu_train.csv", "climate_train.csv")
             for t in pd.read_csv(folder / name).dropna()["text"].tolist()]
    x_pos = embed_comments_cached(texts)
    held = embed_comments_cached([t for k, t in enumerate(train.written_civil()) if k % 4 == 3])
    calib = train.gate_calibration(data_dir)
    current, written = (_arm(x_pos, data_dir, w, held, calib) for w in (False, True))
    print(f"current: {current}\nwritten: {written}")
    passed = (written["alarms"] <= (1 - MIN_ALARM_CUT) * current["alarms"]
              and current["recall"] - written["recall"] <= MAX_RECALL_LOSS)
    print(f"criterion {'met' if passed else 'not met'}")
    return passed


if __name__ == "__main__":
    from moderation.engine.training.common import data_dir as _data_dir
    main(_data_dir())
