"""Tenth round: the threshold's Wikipedia guard over hand-labelled sentences, with and without the third round's sets.

The guard (≤ 5% of the civil Wikipedia train sentences firing) set the threshold in the ninth round, and about a
quarter of the sentences it counts as civil carry tone. Every one of its 1,060 sentences was read by two readers who
saw no model score (`wiki_labels`); the consensus relabels them: tone → a positive, civil → civil, disputed → dropped.
Arms per network seed (1234, 1, 2), train.py's fit, folds, grid point (hidden 128, style 0.3) and rule:
"shipped" (eight sets, raw labels), "clean8" (eight sets, relabelled) and "clean13" (the third round's five sets
added, relabelled). The third round's positives are out of fold in clean13, scored by a fit that never saw them
otherwise.
Criterion, fixed before measuring (commit before the run): the clean arm with the higher mean recall of the earlier
written positives (the tone set's and the eight sets') must beat "shipped" by ≥ 3 points on the mean over seeds, by
≥ 1 point at every seed, with the earlier sets' civil alarms up by at most 1 point on the mean. Validation rows and
the blind benchmark set are never read. Run: `python -m moderation.engine.training.tone.oof_guard`."""

import numpy as np

from moderation.engine.training.common import embed_cached
from moderation.engine.training.tone import train as tone
from moderation.engine.training.tone.oof_written import SEEDS, _arm
from moderation.engine.training.tone.wiki_labels import consensus, key, read_labels, relabelled

MIN_GAIN, MIN_SEED_GAIN, MAX_ALARM_RISE = 0.03, 0.01, 0.01


def main(data_dir=None) -> bool:
    """Print the three arms per seed and whether the criterion holds."""
    tone.HIDDEN, tone.STYLE_WEIGHT = 128, 0.3
    labels = read_labels()
    eight, thirteen = tone.WRITTEN_SETS, tone.WRITTEN_SETS + tone.THIRD_ROUND
    raw_rows = tone.training_rows(data_dir, eight)
    clean_rows = relabelled(raw_rows, labels)
    clean_all = relabelled(tone.training_rows(data_dir, thirteen), labels)
    added = tone.handwritten(tone.THIRD_ROUND)
    new = {r["template"] for r in added}
    civil_wiki = {r["text"] for r in raw_rows if r["kind"] == "wiki" and consensus(labels[key(r["text"])]) == "C"}
    texts = sorted({r["text"] for r in raw_rows + clean_all if r["split"] == "train"})
    x = dict(zip(texts, embed_cached(texts)))
    raw = dict(zip(texts, tone.attribute_logits(texts)))
    arms = {"shipped": (raw_rows, added, eight), "clean8": (clean_rows, added, eight), "clean13": (clean_all, [], thirteen)}
    results = {name: [] for name in arms}
    for seed in SEEDS:
        for name, (data, extra, sets) in arms.items():
            r = _arm(data, extra, x, raw, seed, sets, new, (tone.TARGET_WIKI_ALARM,), civil_wiki)[0]
            results[name].append(r)
            print(f"seed {seed} {name:8}: earlier written {r['earlier']:.3f} (civil alarms {r['earlier_alarm']:.3f})  "
                  f"third round {r['new']:.3f} (alarms {r['new_alarm']:.3f})  clean-civil Wikipedia alarms "
                  f"{r['civil_wiki_alarm']:.3f}  threshold {r['threshold']:.3f}", flush=True)
    mean = {name: {k: float(np.mean([r[k] for r in rs])) for k in rs[0]} for name, rs in results.items()}
    best = max(("clean8", "clean13"), key=lambda name: mean[name]["earlier"])
    gains = [b["earlier"] - s["earlier"] for b, s in zip(results[best], results["shipped"])]
    passed = (np.mean(gains) >= MIN_GAIN and min(gains) >= MIN_SEED_GAIN
              and mean[best]["earlier_alarm"] - mean["shipped"]["earlier_alarm"] <= MAX_ALARM_RISE)
    print(f"means: {mean}\nchosen {best}: gains {[round(g, 3) for g in gains]}; criterion {'met' if passed else 'not met'}")
    return passed


if __name__ == "__main__":
    from moderation.engine.training.common import data_dir as _data_dir
    main(_data_dir())
