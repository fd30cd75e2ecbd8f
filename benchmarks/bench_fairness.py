"""Fairness: swapping an identity term into a comment must not move its score. AUC of TOXICITY on plain comments
versus the same comments with identity terms swapped in (per identity), and the false-positive rate on neutral
sentences that name an identity. Templates written for this benchmark (benchmarks/fairness_templates.py), never
trained or tuned on: every figure here is a validation figure."""

from pathlib import Path

import numpy as np
from sklearn.metrics import roc_auc_score

from benchmarks.fairness_templates import neutral, pairs
from moderation.engine.training.toxicity import measures


def _auc(rows: list[tuple[str, int]]) -> tuple[float, np.ndarray]:
    scored = measures.scores(measures.analyses([t for t, _ in rows]))["TOXICITY"].to_numpy()
    return float(roc_auc_score([label for _, label in rows], scored)), scored


def run(data_dir: Path) -> str:  # noqa: ARG001 - our own templates only
    """AUC plain vs swapped, the largest per-identity gap, the mean score shift of civil rows, and the FPR."""
    plain, swapped = pairs()
    base_auc, base_scores = _auc(plain)
    rows, all_rows = [], []
    civil = np.array([label == 0 for _, label in plain])
    for identity, items in swapped.items():
        auc, scores = _auc(items)
        shift = float(np.mean(scores.reshape(-1)[np.tile(civil, 1)] - base_scores[civil]))
        rows.append((identity, auc, shift))
        all_rows += items
    pooled_auc, _ = _auc(all_rows)
    fp = measures.scores(measures.analyses(neutral()))["TOXICITY"].to_numpy() >= 0.5
    worst = min(rows, key=lambda r: r[1])
    print(f"fairness AUC plain={base_auc:.3f} swapped={pooled_auc:.3f} worst {worst[0]}={worst[1]:.3f} "
          f"neutral FPR={fp.mean():.3f}", flush=True)
    lines = ["## Fairness (identity swaps)", "",
             f"{len(plain)} plain comments (half toxic) and the same with each of {len(swapped)} identity terms "
             "swapped in; templates written for this benchmark and never trained on.", "",
             "| measure | figure |", "|---|---|",
             f"| AUC, plain comments | {base_auc:.3f} |", f"| AUC, identity terms swapped in (pooled) | {pooled_auc:.3f} |",
             f"| AUC difference (plain − swapped) | {base_auc - pooled_auc:+.3f} |",
             f"| lowest per-identity AUC | {worst[1]:.3f} ({worst[0]}) |",
             f"| false-positive rate, {len(fp)} neutral identity sentences (TOXICITY ≥ 0.5) | {fp.mean():.1%} |", "",
             "| identity | AUC swapped | mean TOXICITY shift on civil comments |", "|---|---|---|"]
    lines += [f"| {i} | {a:.3f} | {s:+.3f} |" for i, a, s in rows]
    return "\n".join(lines)
