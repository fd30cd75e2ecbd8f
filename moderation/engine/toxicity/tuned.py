"""The fine-tuned encoder's own heads, read from the shared encoder run (core/embedder.py `head_logits`) and put on
a probability scale by the calibration its training chose on train rows (models/tuned_heads.json): a threat or a
wish of harm read by meaning, where the rules find no stock words."""

import json
from functools import lru_cache
from pathlib import Path

import numpy as np

CALIBRATION_PATH = Path(__file__).resolve().parent / "models" / "tuned_heads.json"


@lru_cache(maxsize=1)
def calibration() -> dict | None:
    """{"names": [...], "<name>": {"bar": logit, "slope": s}}, or None when no fine-tuned encoder is installed."""
    return json.loads(CALIBRATION_PATH.read_text()) if CALIBRATION_PATH.exists() else None


def probabilities(analysis, name: str) -> np.ndarray | None:
    """Per sentence, the calibrated probability of head `name` (0.5 at the bar chosen in training), or None when
    the encoder has no such head."""
    chosen = calibration()
    if chosen is None or name not in chosen:
        return None
    logits = analysis.sentence_heads
    if logits is None:
        return None
    column = logits[:, chosen["names"].index(name)].astype(np.float64)
    return 1.0 / (1.0 + np.exp(-chosen[name]["slope"] * (column - chosen[name]["bar"])))
