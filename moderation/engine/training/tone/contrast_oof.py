"""Out-of-fold test of a contrast component for the tone model (tone, sixth round): a logistic regression over
contrast.features (the first part and the rest of the sentence pooled separately from the same encoder run) as a
fourth part of train.py's average, compared with the current model in the same run and folds (train.py's folds and
threshold rule, train rows only; validation rows are never encoded here).

Fixed before measuring: splits "thirds" and "clause" (two tries of at most three), the component's share 0.1 / 0.2 /
0.3 of the whole, logistic C 1 (balanced); the (split, share) is chosen by OOF recall of the tone set's train
positives at seed 1234, then that choice is measured at the network's seeds 1234, 1 and 2. Ship criterion: mean
recall over the three seeds ≥ current + 3 points, no seed below current − 1 point; hidden 64 / style 0.3 fixed.
Result: thirds at 0.3 chosen, gains +0.4 / +2.0 / −2.7 points (mean −0.1): failed (benchmarks/CHOICES.md).
Third and last try (`append`, decided after the first two failed): the "thirds" head and tail (L2-normalised) appended
to the network's input ([embedding, head, tail], 1,152 wide, no product), nothing else changed, same criterion.
Result: −7.4 / −2.5 / −2.2 points (mean −4.1): failed. Not shipped; the runtime side was never written.
Run: python -m moderation.engine.training.tone.contrast_oof [append]"""

import json
import time
import warnings

import numpy as np
from sklearn.exceptions import ConvergenceWarning
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold

from moderation.engine.training.common import _CACHE_DIR, data_dir
from moderation.engine.training.tone import train as tone
from moderation.engine.training.tone.contrast import SPLITS, features, pooled_parts
from moderation.engine.training.tone.finetune import blend, components, recall_at_rule, train_table

SEEDS = (1234, 1, 2)
SHARES = (0.1, 0.2, 0.3)
C = 1.0
MIN_MEAN_GAIN, MAX_SEED_LOSS = 0.03, 0.01


def main(append: bool = False) -> dict:
    from moderation.engine.training.tone.sentences import tone_set
    data = train_table(data_dir())
    texts = [r["text"] for r in data]
    y = np.array([r["negative"] for r in data], dtype=int)
    x = tone.embed_cached(texts)
    raw = tone.attribute_logits(texts)
    logits = (raw - raw.mean(axis=0)) / (raw.std(axis=0) + 1e-6)
    ours, target, aimed = tone.masks(data, {r["template"] for r in tone_set()})
    started = time.time()
    parts = pooled_parts(texts)
    cosine = float((parts["full"] * x).sum(axis=1).min())
    print(f"{len(texts)} train rows, {int(aimed.sum())} aimed; parts {time.time() - started:.0f}s; "
          f"min cosine of the re-pooled full vector to the runtime embedding {cosine:.5f}", flush=True)
    rows = np.arange(len(data))
    folds = list(GroupKFold(5).split(rows, y, [r["template"] for r in data]))
    if append:
        return _append(x, parts["thirds"], texts, y, rows, logits, folds, (ours, target, aimed))
    contrast = {s: np.zeros(len(data)) for s in SPLITS}
    for split in SPLITS:
        f = features(parts[split])
        for fit, held in folds:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ConvergenceWarning)
                lr = LogisticRegression(C=C, max_iter=3000, class_weight="balanced").fit(f[fit], y[fit])
            contrast[split][held] = lr.predict_proba(f[held])[:, 1]
        alone = recall_at_rule(contrast[split], y, ours, target, aimed)
        print(f"contrast {split} alone: recall {alone[0]:.3f} at {alone[1]:.3f}", flush=True)
    table = {}
    for seed in SEEDS:
        comp = [np.zeros(len(data)) for _ in range(3)]
        for fit, held in folds:
            for c, p in zip(comp, components(x, texts, y, rows, logits, fit, held, seed)):
                c[held] = p
        base = blend(comp, None, 0)
        table[(seed, "current", 0)] = recall_at_rule(base, y, ours, target, aimed)
        for split in SPLITS:
            for share in SHARES:
                table[(seed, split, share)] = recall_at_rule((1 - share) * base + share * contrast[split], y, ours, target, aimed)
        print(" ".join(f"{k[1]}/{k[2]} {v[0]:.3f}@{v[1]:.3f}" for k, v in table.items() if k[0] == seed),
              f"(seed {seed})", flush=True)
    choice = max(((s, w) for s in SPLITS for w in SHARES), key=lambda c: table[(1234, *c)][0])
    gains = [table[(seed, *choice)][0] - table[(seed, "current", 0)][0] for seed in SEEDS]
    verdict = np.mean(gains) >= MIN_MEAN_GAIN and min(gains) >= -MAX_SEED_LOSS
    print(f"choice {choice}: gains per seed {[round(g, 3) for g in gains]}, mean {np.mean(gains):+.3f} -> "
          f"{'PASS' if verdict else 'FAIL'}", flush=True)
    out = {f"{k[0]} {k[1]} {k[2]}": v for k, v in table.items()}
    out["choice"], out["gains"], out["pass"] = list(choice), gains, bool(verdict)
    (_CACHE_DIR / "tone_contrast_oof.json").write_text(json.dumps(out, indent=1))
    return out


def _append(x, parts, texts, y, rows, logits, folds, masks) -> dict:
    """Current model vs the network reading [embedding, head, tail], per seed, same folds."""
    unit = parts / np.clip(np.linalg.norm(parts, axis=2, keepdims=True), 1e-12, None)
    wide = np.hstack([x, unit[:, 0], unit[:, 1]]).astype(np.float32)
    table = {}
    for seed in SEEDS:
        for name, inputs in (("current", x), ("append", wide)):
            comp = [np.zeros(len(y)) for _ in range(3)]
            for fit, held in folds:
                for c, p in zip(comp, components(inputs, texts, y, rows, logits, fit, held, seed)):
                    c[held] = p
            table[(seed, name)] = recall_at_rule(blend(comp, None, 0), y, *masks)
        print(f"seed {seed}: current {table[(seed, 'current')][0]:.3f}@{table[(seed, 'current')][1]:.3f} "
              f"append {table[(seed, 'append')][0]:.3f}@{table[(seed, 'append')][1]:.3f}", flush=True)
    gains = [table[(s, "append")][0] - table[(s, "current")][0] for s in SEEDS]
    verdict = np.mean(gains) >= MIN_MEAN_GAIN and min(gains) >= -MAX_SEED_LOSS
    print(f"append: gains per seed {[round(g, 3) for g in gains]}, mean {np.mean(gains):+.3f} -> "
          f"{'PASS' if verdict else 'FAIL'}", flush=True)
    out = {f"{k[0]} {k[1]}": v for k, v in table.items()}
    out["gains"], out["pass"] = gains, bool(verdict)
    (_CACHE_DIR / "tone_contrast_append_oof.json").write_text(json.dumps(out, indent=1))
    return out


if __name__ == "__main__":
    import sys
    main("append" in sys.argv[1:])
