"""Out-of-fold check of a round of hand-written training sets: does training on sentences people wrote whole, in new
registers, catch more of such sentences without losing those of the earlier sets?

Per network seed (1234, 1, 2), with train.py's fit, folds (GroupKFold 5 by template, train rows only), grid choice
(hidden 128, style 0.3) and threshold rule: "before" trains on the earlier sets (`WRITTEN_SETS`), and its
recall of the new sets' positives comes from a fit on all its train rows, which never saw them (a new register);
"after" adds the new sets (`THIRD_ROUND`; threshold also from their civil rows) and its recall of them is out of fold. (The
figures in CHOICES were measured when train.py's rule held only the civil and complaint rows to 4%.)
Criterion, fixed before measuring: the new sets' recall +5 points or more on the mean over seeds, and the recall of
the earlier written positives (the tone set's and the earlier sets', out of fold in both arms) no more than 2 points
lower. Validation rows and the blind benchmark set are never read. Run:
`python -m moderation.engine.training.tone.oof_written`.

Round one (news, forums: 0 → 2 sets) gave +14.8 and +9.5 points (benchmarks/CHOICES.md, seventh round), round two
(4 → 8 sets) +16.8 and +6.3 (eighth round). Round three (8 → 13 sets) failed under the rule then shipped (civil
Wikipedia train sentences at 5%): −5.2 and −6.5, that guard setting the threshold. Round three (b), fixed before
measuring seeds 1 and 2 (seed 1234 was read in a train-only diagnostic): both arms under the rule with the Wikipedia
guard at 10% (`GUARD`); the same two conditions, and the earlier written positives' recall of "after"
at least 3 points above "shipped" (the eight sets under the 5% guard), so the data and the rule together are worth
their Wikipedia cost. Result: +3.1 on the new sets (short of +5), +3.2 on the earlier ones, +4.3 over "shipped": not
met, so the third round is not trained on."""

import numpy as np

from moderation.engine.training.common import embed_cached
from moderation.engine.training.tone import train as tone

SEEDS = (1234, 1, 2)
MIN_NEW_GAIN, MAX_EARLIER_LOSS, MIN_GAIN_OVER_SHIPPED = 0.05, 0.02, 0.03
SHIPPED_WIKI_ALARM, GUARD = tone.TARGET_WIKI_ALARM, 0.10  # the shipped guard (5%) and round three (b)'s


def _arm(data: list[dict], extra: list[dict], x: dict, raw: dict, seed: int, sets: tuple, new: set[str],
         wiki_alarms: tuple[float, ...] = (GUARD,), civil_wiki: set[str] = frozenset()) -> list[dict]:
    """Out-of-fold recall of the earlier written positives and of the new sets' positives, the alarms on the new and
    the earlier sets' civil rows and on the Wikipedia sentences whose texts are in `civil_wiki`, at the threshold of
    each Wikipedia guard level (one fit serves them all: only the threshold differs)."""
    rows = [r for r in data if r["split"] == "train"]
    texts = [r["text"] for r in rows] + [r["text"] for r in extra]
    vectors = np.stack([x[t] for t in texts])
    logits = np.stack([raw[t] for t in texts])
    logits = (logits - logits[: len(rows)].mean(axis=0)) / (logits[: len(rows)].std(axis=0) + 1e-6)
    y = np.array([r["negative"] for r in rows + extra], dtype=int)
    n = len(rows)
    ours, target, _ = tone.masks(rows, tone.written_templates(sets))
    oof = tone.out_of_fold(vectors, texts, y, logits, np.arange(n), [r["template"] for r in rows], seed)
    probs = oof
    if extra:  # the new sets' rows this arm never trains on: a fit on all of its train rows scores them
        model = tone._fit(vectors, texts, y, np.arange(n), logits, seed=seed)
        probs = np.concatenate([oof, model.predict(vectors[n:], texts[n:], logits[n:])])
    every = rows + extra
    earlier = tone.written_templates(tone.WRITTEN_SETS)
    is_new = np.array([r["template"] in new for r in every])
    is_earlier = np.array([r["template"] in earlier for r in every])
    clean = np.array([r["kind"] == "wiki" and r["text"] in civil_wiki for r in every])
    thresholds = [tone.rule_threshold(oof, y[:n], ours, target, alarm) for alarm in wiki_alarms]
    return [{"earlier": float((probs[is_earlier & (y == 1)] >= t).mean()),
             "new": float((probs[is_new & (y == 1)] >= t).mean()),
             "new_alarm": float((probs[is_new & (y == 0)] >= t).mean()),
             "earlier_alarm": float((probs[is_earlier & (y == 0)] >= t).mean()),
             "civil_wiki_alarm": float((probs[clean] >= t).mean()) if clean.any() else float("nan"),
             "threshold": t} for t in thresholds]


def main(data_dir=None) -> bool:
    """Print both arms per seed and whether the criterion holds."""
    tone.HIDDEN, tone.STYLE_WEIGHT = 128, 0.3
    before_sets, after_sets = tone.WRITTEN_SETS, tone.WRITTEN_SETS + tone.THIRD_ROUND
    before = tone.training_rows(data_dir, before_sets)
    after = tone.training_rows(data_dir, after_sets)
    added = tone.handwritten(tone.THIRD_ROUND)
    new = {r["template"] for r in added}
    texts = sorted({r["text"] for r in after if r["split"] == "train"})
    x = dict(zip(texts, embed_cached(texts)))
    raw = dict(zip(texts, tone.attribute_logits(texts)))
    results = {"shipped": [], "before": [], "after": []}
    for seed in SEEDS:
        shipped, before_arm = _arm(before, added, x, raw, seed, before_sets, new, (SHIPPED_WIKI_ALARM, GUARD))
        results["shipped"].append(shipped)
        results["before"].append(before_arm)
        results["after"].append(_arm(after, [], x, raw, seed, after_sets, new)[0])
        for name in results:
            r = results[name][-1]
            print(f"seed {seed} {name:7}: earlier written {r['earlier']:.3f}  new sets {r['new']:.3f} "
                  f"(alarms {r['new_alarm']:.3f})  threshold {r['threshold']:.3f}", flush=True)
    mean = {name: {k: float(np.mean([r[k] for r in rs])) for k in ("earlier", "new", "new_alarm")}
            for name, rs in results.items()}
    passed = (mean["after"]["new"] - mean["before"]["new"] >= MIN_NEW_GAIN
              and mean["before"]["earlier"] - mean["after"]["earlier"] <= MAX_EARLIER_LOSS
              and mean["after"]["earlier"] - mean["shipped"]["earlier"] >= MIN_GAIN_OVER_SHIPPED)
    print(f"means: {mean}; criterion {'met' if passed else 'not met'}")
    return passed


if __name__ == "__main__":
    from moderation.engine.training.common import data_dir as _data_dir
    main(_data_dir())
