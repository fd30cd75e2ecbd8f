"""Choose each finding kind's card threshold on dev for precision first; writes commentscore/data/card_thresholds.json.

Criterion (benchmarks/CHOICES.md, fixed before measuring): the lowest threshold whose precision, at an assumed 10%
share of comments with a real problem of that kind, is at least 0.9 on dev: f ≤ 0.0123 · r, where f is the share of
the civil Wikipedia dev half (even ids, first 300) with a card of the kind and r the share of the kind's dev
positives with one. Round 2: the tone threshold is also high enough that at most 5% of iSarcasmEval's non-sarcastic
train-part tweets get a tone card. The validation half (odd ids), iSarcasmEval's validation part and every
validation column are never read here.
"""

import json
import math
from datetime import date
from pathlib import Path

import pandas as pd

from moderation.engine.commentscore import cards
from moderation.engine.commentscore.judge import Assessment, detect
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.splits import is_validation
from moderation.engine.training.datasets import wiki_civil

CIVIL_CAP = 300  # the same comments as bench_commentscore's dev column
PRIOR, PRECISION = 0.1, 0.9  # assumed share of comments with a real problem; precision wanted of a card
PLAIN_TWEETS_WITH_CARD = 0.05  # the issue's bound for tone cards on non-sarcastic tweets
LOW_EFFORT_FLOOR = 0.5  # what appears_low_effort has always meant to clients
_MIN_SEVERITY = 2  # the findings a site at its standard tolerance is shown


def confidences(found: Assessment) -> dict[str, float]:
    """Per kind, the highest confidence of its findings (0 when none; infinite for one no threshold holds back)."""
    def top(issues) -> float:
        return max((i.score if cards.by_threshold(i) else math.inf for i in issues if i.severity >= _MIN_SEVERITY),
                   default=0.0)

    return {"tone": top(found.tone), "fallacy": top(found.fallacies), "objectionable": top(found.objectionable),
            "low_effort": found.low_effort_probability}


def _share(values: list[float], threshold: float) -> float:
    """The share of `values` with a finding (above 0) at or above `threshold`."""
    return sum(x >= threshold and x > 0 for x in values) / len(values)


def lowest_precise(negatives: list[float], positives: list[float], floor: float = 0.0) -> tuple[float, float, float]:
    """(threshold, f, r): the lowest candidate ≥ `floor` with f ≤ PRIOR·(1−P)/(P·(1−PRIOR)) · r (f, r: shares at or
    above it). A candidate above every score (nothing shown) always meets it."""
    ratio = PRIOR * (1 - PRECISION) / (PRECISION * (1 - PRIOR))
    for t in sorted({floor, *(x for x in negatives + positives if floor < x < math.inf)}):
        f, r = _share(negatives, t), _share(positives, t)  # 0: no finding of the kind at all
        if f <= ratio * r and (r > 0 or f == 0):
            return t, f, r
    return max((x for x in negatives + positives if x < math.inf), default=floor) + 1e-6, 0.0, 0.0


def lowest_under(negatives: list[float], share: float) -> float:
    """The lowest threshold with at most `share` of `negatives` at or above it (0: no finding)."""
    for t in sorted({0.0, *(x for x in negatives if 0 < x < math.inf)}):
        if sum(x >= t and x > 0 for x in negatives) <= share * len(negatives):
            return t
    return max((x for x in negatives if x < math.inf), default=0.0) + 1e-6


def plain_tweets(data_dir: Path) -> list[str]:
    """iSarcasmEval's non-sarcastic tweets of the train part (its validation 30% is never read here)."""
    frame = pd.read_csv(data_dir / "tone" / "isarcasm_train.csv").dropna(subset=["tweet"])
    return [t for t, s in zip(frame["tweet"], frame["sarcastic"]) if s == 0 and not is_validation(t)]


def dev_sets(data_dir: Path) -> dict[str, list[str]]:
    """Civil dev comments and each kind's dev positives (train columns only)."""
    from benchmarks.sets.effort import effort_set
    from benchmarks.sets.rewrites import rewrite_set
    from benchmarks.sets.tone_blind import rows as blind_rows
    from moderation.engine.training.tone.train import rows as tone_rows

    logic = pd.read_csv(data_dir / "fallacies" / "edu_train.csv").dropna()
    return {
        "civil": wiki_civil(data_dir, 0)[:CIVIL_CAP],
        "tone": [r["text"] for r in tone_rows() + blind_rows() if r["negative"] and r["split"] == "train"],
        "fallacy": logic["text"].tolist(),
        "objectionable": [r["text"] for r in rewrite_set() if r["split"] == "train"],
        "low_effort": [r["text"] for r in effort_set() if r["empty"] and r["split"] == "train"],
        "plain_tweets": plain_tweets(data_dir),
    }


def main(data_dir: Path) -> None:
    """Score every dev text once, choose each kind's threshold, write the file with how it was chosen."""
    sets = dev_sets(data_dir)
    scored = {name: [confidences(detect(Analysis(t))) for t in texts] for name, texts in sets.items()}
    out, report = {}, {}
    for kind in cards.KINDS:
        positives = [c[kind] for c in scored[kind]]
        if kind == "objectionable":  # only drafts with a finding the gate can hold back tell what a card costs
            positives = [p for p in positives if p > 0]
        t, f, r = lowest_precise([c[kind] for c in scored["civil"]], positives,
                                 LOW_EFFORT_FLOOR if kind == "low_effort" else 0.0)
        if kind == "tone":  # round 2: real text the tone model never saw bounds it too
            t = max(t, lowest_under([c["tone"] for c in scored["plain_tweets"]], PLAIN_TWEETS_WITH_CARD))
            f, r = _share([c["tone"] for c in scored["civil"]], t), _share(positives, t)
            report["tone_plain_tweets_with_card"] = round(_share([c["tone"] for c in scored["plain_tweets"]], t), 4)
        out[kind] = round(t, 4)
        report[kind] = {"civil_dev_with_card": round(f, 4), "dev_positives_with_card": round(r, 4),
                        "n_civil": len(scored["civil"]), "n_positives": len(positives)}
        print(f"{kind:<14} threshold {t:.4f}  civil dev {f:.2%}  dev positives {r:.2%} (n={len(positives)})")
    cards.THRESHOLDS.write_text(json.dumps({
        "thresholds": out,
        "chosen_on": report,
        "criterion": f"lowest threshold with precision >= {PRECISION} at an assumed {PRIOR:.0%} share of comments with "
                     "the problem, on dev: civil Wikipedia even-id half (first 300) vs the kind's train-column positives "
                     "(tone: tone set + blind set; fallacy: LOGIC train; objectionable: rude drafts; low effort: "
                     "empty drafts, floor 0.5); tone also at most 5% of iSarcasmEval's non-sarcastic train-part tweets "
                     "with a card (round 2). Threats and identity attacks are always shown.",
        "chooser": "python -m moderation.engine.training commentscore",
        "date": date.today().isoformat(),
    }, indent=1, ensure_ascii=False) + "\n")
