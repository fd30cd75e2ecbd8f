"""Choose how the fine-tuned encoder and the linear heads mix, per attribute family (hate = IDENTITY_ATTACK, THREAT;
the rest), on the calibration bucket only: neither the fine-tuned layers nor the heads' logits were fit there.
Writes toxicity/models/blend.json and puts the grafted encoder where the runtime loads it when any weight is > 0.
Run after the encoder and the heads are trained: `python -m moderation.engine.training.toxicity.choose_blend`."""

import itertools
import json

import numpy as np

from moderation.engine.toxicity import blend as blend_module
from moderation.engine.toxicity import judge
from moderation.engine.training.common import data_dir
from moderation.engine.training.toxicity import measures

# The fine-tuned logits cost 2 more transformer layers per sentence: they must gain at least this much mean
# calibration figure over the heads alone to be worth it (set before any validation figure of the blend was seen).
MIN_GAIN_FOR_GRAFT = 0.005
# A small grid fixed a priori (not refined after looking at results), rules kept on as shipped.
GRID = (0.0, 0.25, 0.5, 0.75, 1.0)


def grid_results(rows, items) -> dict[tuple[float, float], tuple[float, list[tuple[str, float]]]]:
    """{(hate weight, rest weight): (mean over the measures, the measures)} on the given rows."""
    kept = judge.BLEND.copy()
    out = {}
    try:
        for hate, rest in itertools.product(GRID, GRID):
            judge.BLEND.set(blend_module.Blend(rest, True, hate))
            figures = measures.figures_on(rows, measures.scores(items))
            out[(hate, rest)] = (float(np.nanmean([v for _, v in figures])), figures)
            print(f"hate {hate:.2f} rest {rest:.2f}: mean {out[(hate, rest)][0]:.4f}", flush=True)
    finally:
        judge.BLEND.set(kept)
    return out


def choose(results: dict) -> tuple[float, float]:
    """The best grid point, unless it beats the heads alone by less than MIN_GAIN_FOR_GRAFT."""
    best = max(results, key=lambda k: results[k][0])
    if best != (0.0, 0.0) and results[best][0] - results[(0.0, 0.0)][0] < MIN_GAIN_FOR_GRAFT:
        print(f"{best} gains {results[best][0] - results[(0.0, 0.0)][0]:.4f}: not worth 2 more layers")
        return 0.0, 0.0
    return best


def main() -> None:
    """Score the grid on the calibration bucket (no validation row is read); write the choice."""
    rows = measures.calibration_sample(data_dir())
    print(rows.groupby("source").size().to_string(), flush=True)
    items = measures.analyses(rows["text"].tolist())
    results = grid_results(rows, items)
    hate, rest = choose(results)
    gain = results[(hate, rest)][0] - results[(0.0, 0.0)][0]
    blend_module.BLEND_PATH.write_text(json.dumps({
        "weight": rest, "hate_weight": hate, "rules": True,
        "chosen_on": f"calibration bucket 3 ({len(rows)} rows; neither the fine-tuned layers nor the heads' logits "
                     f"were fit there); grid {list(GRID)} for the hate and the rest weights, rules on; a gain under "
                     f"{MIN_GAIN_FOR_GRAFT} does not pay for 2 more layers; chosen gain {gain:+.4f}",
        "mean_calibration": {f"hate {h}/rest {r}": round(v[0], 4) for (h, r), v in results.items()}},
        indent=1) + "\n")
    print(f"chosen: hate weight {hate}, rest weight {rest} (gain {gain:+.4f})")
    activate(max(hate, rest) > 0)


def activate(tuned: bool) -> None:
    """The runtime runs the grafted encoder only when its logits are used (2 more layers per sentence)."""
    import shutil
    from moderation.engine.core.embedder import GRAFTED_PATH
    if tuned:
        GRAFTED_PATH.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(measures.ENCODER_PATH, GRAFTED_PATH)
    elif GRAFTED_PATH.exists():
        GRAFTED_PATH.unlink()


if __name__ == "__main__":
    main()
