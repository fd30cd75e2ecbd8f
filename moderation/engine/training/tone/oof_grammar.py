"""Out-of-fold check of grammar_augment.py: the tone set's train-positive recall with and without it, per network seed.

Uses train.py's rows, fit, folds (GroupKFold 5 by template, train rows only) and threshold rule, hidden 64 / style 0.3
fixed. Validation rows are never embedded or scored. Usage: python -m ...oof_grammar [per_frame[:moves] ...]
(e.g. `25:tone,sincere`); prints one line per data set and seed.
"""

import sys

import numpy as np

from moderation.engine.training.common import embed_cached
from moderation.engine.training.tone import train as tone
from moderation.engine.training.tone.augment import augmented
from moderation.engine.training.tone.compose_augment import composed
from moderation.engine.training.tone.domain_augment import domain_augmented
from moderation.engine.training.tone.grammar_augment import grammar_augmented
from moderation.engine.training.tone.more_augment import more_augmented
from moderation.engine.training.tone.sentences import tone_set

SEEDS = (1234, 1, 2)


def oof_recall(data: list[dict], vectors: dict, raw: dict, seed: int) -> tuple[float, float]:
    """train.py's out-of-fold recall of the tone set's train positives and its threshold, for one network seed."""
    data = [r for r in data if r["split"] == "train"]  # train.py fits and folds train rows only
    texts = [r["text"] for r in data]
    x = np.stack([vectors[t] for t in texts])
    logits = np.stack([raw[t] for t in texts])
    logits = (logits - logits.mean(axis=0)) / (logits.std(axis=0) + 1e-6)
    y = np.array([r["negative"] for r in data], dtype=int)
    groups = [r["template"] for r in data]
    ours, target, aimed = tone.masks(data, {r["template"] for r in tone_set()})
    oof = tone.out_of_fold(x, texts, y, logits, np.arange(len(data)), groups, seed)
    threshold = tone.rule_threshold(oof, y, ours, target)
    return float((oof[aimed] >= threshold).mean()), threshold


def main(data_dir, variants: list[str]) -> None:
    tone.HIDDEN, tone.STYLE_WEIGHT = 64, 0.3
    base = tone.rows(data_dir) + augmented() + more_augmented() + domain_augmented() + composed()
    sets = {"current": base}
    for v in variants:
        per, _, moves = v.partition(":")
        sets[f"+grammar {v}"] = base + grammar_augmented(int(per), tuple((moves or "tone,sincere").split(",")))
    texts = sorted({r["text"] for d in sets.values() for r in d if r["split"] == "train"})
    vectors = dict(zip(texts, embed_cached(texts)))
    raw = dict(zip(texts, tone.attribute_logits(texts)))
    for name, data in sets.items():
        n = sum(r["split"] == "train" for r in data)
        scores = [oof_recall(data, vectors, raw, seed) for seed in SEEDS]
        cells = " ".join(f"seed {s}: {r:.3f} @ {t:.3f}" for s, (r, t) in zip(SEEDS, scores))
        print(f"{name} ({n} train rows): {cells} | mean {np.mean([r for r, _ in scores]):.3f}", flush=True)


if __name__ == "__main__":
    from moderation.engine.training.common import data_dir as _data_dir
    main(_data_dir(), sys.argv[1:] or ["25"])
