"""How this service's compat scores compare with the external toxicity API's own scores on its Wikipedia sample,
for every attribute it scored, as a site migrating its thresholds needs them: Spearman, AUC of the API's ≥ 0.5
flag, and which of our scores flags as many comments as the API's 0.5, 0.7 and 0.9 did (dev = train part by id,
validation = the held-back 30%; docs/migrating.md quotes this table)."""

from pathlib import Path

import numpy as np
import pandas as pd
from scipy.stats import spearmanr
from sklearn.metrics import roc_auc_score

from moderation import engine
from moderation.engine.core.splits import is_validation
from moderation.engine.training.toxicity.data import ATTRIBUTES, WIKI_COLUMNS

API_THRESHOLDS = (0.5, 0.7, 0.9)
CLIENT_THRESHOLDS = (0.5, 0.8, 0.85, 0.9)  # most sites; Coral; the Discourse plugin's warning and flag


def _row(ours: np.ndarray, theirs: np.ndarray) -> tuple[float, float, list[float]]:
    """Spearman, AUC of the API's ≥ 0.5 flag, and our score at the same flag rate as each API threshold."""
    rho = float(spearmanr(ours, theirs).statistic)
    flagged = theirs >= 0.5
    auc = float(roc_auc_score(flagged, ours)) if 0 < flagged.sum() < len(flagged) else float("nan")
    matched = []
    for threshold in API_THRESHOLDS:
        rate = float((theirs >= threshold).mean())
        matched.append(float(np.quantile(ours, 1 - rate)) if rate > 0 else float("nan"))
    return rho, auc, matched


def run(data_dir: Path) -> str:
    """Score the sample once for every attribute; one table row per attribute."""
    frame = pd.read_csv(data_dir / "perspective" / "wikipedia_scored_sample.csv")
    texts = frame["comment_text"].astype(str).tolist()
    held = np.array([is_validation(str(k)) for k in frame["id"]])
    scores = {name: [] for name in ATTRIBUTES}
    for index, text in enumerate(texts):
        results = engine.score_attributes(text, list(ATTRIBUTES))
        for name in ATTRIBUTES:
            scores[name].append(results[name].score)
        if index % 200 == 0:
            print(f"  scored {index}/{len(texts)}", flush=True)
    lines = ["## Compat scores against the external API's own (migration)", "",
             f"The external API's Wikipedia sample ({(~held).sum()} dev / {held.sum()} validation comments, split by "
             "id). Spearman and AUC: dev / validation. 'Same flag rate': on validation, the score of ours that flags "
             "as many comments as the API did at 0.5 / 0.7 / 0.9 (a site's thresholds move to these when it is far from "
             "them). 'Flagged': validation comments the API / we flag at the clients' thresholds 0.5, 0.8 (Coral), "
             "0.85 and 0.9 (the Discourse plugin); our scores are on the API's scale (attributes/scale.py).", "",
             "| attribute | Spearman | AUC (API ≥ 0.5) | same flag rate as API 0.5 / 0.7 / 0.9 "
             "| flagged at 0.5 / 0.8 / 0.85 / 0.9, API vs ours |", "|---|---|---|---|---|"]
    for name in ATTRIBUTES:
        theirs = frame[WIKI_COLUMNS[name]].to_numpy(dtype=float)
        ours = np.array(scores[name])
        dev_rho, dev_auc, _ = _row(ours[~held], theirs[~held])
        val_rho, val_auc, matched = _row(ours[held], theirs[held])
        marks = " / ".join("—" if np.isnan(m) else f"{m:.2f}" for m in matched)
        flagged = " / ".join(f"{int((theirs[held] >= t).sum())} vs {int((ours[held] >= t).sum())}"
                             for t in CLIENT_THRESHOLDS)
        print(f"{name:<22} rho {dev_rho:.3f}/{val_rho:.3f} auc {dev_auc:.3f}/{val_auc:.3f} matched {marks}", flush=True)
        lines.append(f"| {name} | {dev_rho:.3f} / {val_rho:.3f} | {dev_auc:.3f} / {val_auc:.3f} | {marks} | {flagged} |")
    return "\n".join(lines)
