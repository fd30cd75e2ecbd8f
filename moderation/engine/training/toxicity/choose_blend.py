"""Choose how the fine-tuned encoder and the linear heads mix, and whether the rules stay, on the train part (dev)
of every source only; writes toxicity/models/blend.json. Run after the encoder and the heads are trained:
`python -m moderation.engine.training.toxicity.choose_blend`."""

import json

import numpy as np

from moderation.engine.toxicity import blend as blend_module
from moderation.engine.toxicity import judge
from moderation.engine.training.common import data_dir
from moderation.engine.training.toxicity import measures

# The fine-tuned logits cost 2 more transformer layers per sentence: they must gain at least this much mean dev
# figure over the heads alone to be worth it (set before any validation figure of the blend was seen).
MIN_GAIN_FOR_GRAFT = 0.005
CANDIDATES = [(0.0, True), (0.25, True), (0.5, True), (1.0, True), (1.0, False)]


def main() -> None:
    """Mean of the dev figures per candidate (no validation row is read); the best one is written."""
    rows = measures.sample(data_dir())
    rows = rows[rows["split"] == "train"].reset_index(drop=True)
    items = measures.analyses(rows["text"].tolist())
    results = {}
    for weight, rules in CANDIDATES:
        judge.BLEND.weight, judge.BLEND.rules = weight, rules
        dev = [d for _, d, _ in measures.figures(rows.assign(), measures.scores(items))]
        results[(weight, rules)] = float(np.nanmean(dev))
        print(f"weight {weight:.2f} rules {rules}: mean dev {results[(weight, rules)]:.4f}", flush=True)
    best = max(results, key=results.get)
    if best[0] > 0 and results[best] - results[(0.0, True)] < MIN_GAIN_FOR_GRAFT:
        print(f"weight {best[0]} gains {results[best] - results[(0.0, True)]:.4f} mean dev: not worth 2 more layers")
        best = (0.0, True)
    blend_module.BLEND_PATH.write_text(json.dumps({"weight": best[0], "rules": best[1], "chosen_on": "dev (train part)",
                                                   "mean_dev": {f"{w}/{r}": round(v, 4) for (w, r), v in results.items()}},
                                                  indent=1) + "\n")
    print(f"chosen: weight {best[0]}, rules {best[1]}")
    activate(best[0] > 0)


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
