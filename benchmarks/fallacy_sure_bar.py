"""Fallacy cards without a quoted step when the gate is sure (issue 41 item 3; criterion in benchmarks/CHOICES.md,
fixed before measuring): `sure` chosen on dev only, then the validation columns read once.

`python -m benchmarks.fallacy_sure_bar`: prints, for no waiver and each candidate bar, the share with a fallacy card
of LOGIC train / dev, the civil Wikipedia halves, iSarcasmEval's non-sarcastic tweets (train / validation part) and
the project's written civil arguments (train / validation rows), the bar the dev rule chooses, and whether the
validation targets are met."""

import pandas as pd

from moderation.engine.commentscore.judge import detect
from moderation.engine.core.analysis import Analysis
from moderation.engine.fallacies import judge
from moderation.engine.training.commentscore.train import CIVIL_CAP, confidences, plain_tweets
from moderation.engine.training.common import data_dir
from moderation.engine.training.datasets import civil_arguments, wiki_civil

BARS = (None, 0.90, 0.92, 0.94, 0.96, 0.98)
RATIO = 0.1 * 0.1 / (0.9 * 0.9)  # f ≤ RATIO · r: precision ≥ 0.9 at a 10% share


def _validation_tweets(folder) -> list[str]:
    from moderation.engine.core.splits import is_validation

    frame = pd.read_csv(folder / "tone" / "isarcasm_train.csv").dropna(subset=["tweet"])
    return [t for t, s in zip(frame["tweet"], frame["sarcastic"]) if s == 0 and is_validation(t)]


def sets() -> dict[str, list[str]]:
    folder = data_dir()
    written = civil_arguments()
    return {"logic dev": pd.read_csv(folder / "fallacies" / "edu_train.csv").dropna()["text"].tolist(),
            "logic val": pd.read_csv(folder / "fallacies" / "edu_dev.csv").dropna()["text"].tolist(),
            "civil dev": wiki_civil(folder, 0)[:CIVIL_CAP], "civil val": wiki_civil(folder, 1)[:CIVIL_CAP],
            "tweets dev": plain_tweets(folder), "tweets val": _validation_tweets(folder),
            "written dev": [r["text"] for r in written if r["split"] == "train"],
            "written val": [r["text"] for r in written if r["split"] != "train"]}


def shares(texts: list[str]) -> tuple[float, float]:
    """(share with a fallacy card, share with any card) under the current judge.SURE."""
    found = [confidences(detect(Analysis(t))) for t in texts]
    return (sum(c["fallacy"] > 0 for c in found) / len(found),
            sum(any(v > 0 and (k != "low_effort" or v >= 0.5) for k, v in c.items()) for c in found) / len(found))


def main() -> None:
    named = sets()
    table = {}
    for bar in BARS:
        judge.SURE = bar
        table[bar] = {name: shares(texts) for name, texts in named.items()}
        row = table[bar]
        print(f"sure {bar} (dev): " + ", ".join(f"{n} {row[n][0]:.1%}" for n in named if n.endswith("dev")),
              flush=True)
    base = table[None]
    chosen = next((bar for bar in BARS[1:]
                   if table[bar]["civil dev"][0] <= RATIO * table[bar]["logic dev"][0]
                   and table[bar]["tweets dev"][0] <= 0.02
                   and table[bar]["written dev"][0] <= base["written dev"][0] + 0.02), None)
    print(f"chosen on dev: {chosen}")
    if chosen is not None:
        row = table[chosen]
        met = (row["logic val"][0] >= 0.35 and row["civil val"][0] <= 0.02 and row["civil val"][1] <= 0.05
               and row["tweets val"][0] <= 0.02)
        print(f"validation: LOGIC dev {base['logic val'][0]:.1%} → {row['logic val'][0]:.1%}, civil fallacy "
              f"{base['civil val'][0]:.1%} → {row['civil val'][0]:.1%}, civil any {base['civil val'][1]:.1%} → "
              f"{row['civil val'][1]:.1%}, tweets {base['tweets val'][0]:.1%} → {row['tweets val'][0]:.1%}, written "
              f"{base['written val'][0]:.1%} → {row['written val'][0]:.1%}: {'met' if met else 'not met'}")


if __name__ == "__main__":
    main()
