"""A tone top for the runtime encoder: its own copy of MiniLM's last two layers and one linear head, fine-tuned on the
tone train rows (the rows train.py fits), read from the states after the frozen lower layers of the runtime int8
graph (the toxicity graft's machinery: training/toxicity/encoder_states.py, finetune_encoder.py, encoder_export.py).

`oof` compares, out of fold on train only (train.py's out_of_fold, masks and threshold rule: GroupKFold 5 by
template), the current tone model with the same average plus the top's probability at a fixed share, by recall of the
written positives (written_templates(): the tone set's and the hand-written sets'); validation rows are never embedded
or read here; `shares` reads the arrays `oof` saved and chooses the top's share (tenth round (c): 0.75, shipped as
train.TOP_WEIGHT). `graft` fits the top on every train row and installs it beside the toxicity top (train.py calls
it, with `oof_top` for the threshold). Run: `python -m moderation.engine.training.tone.finetune oof|shares|graft`."""

import argparse
import hashlib
import json
import time
from pathlib import Path

import numpy as np
from sklearn.model_selection import GroupKFold

from moderation.engine.training.common import SEED
from moderation.engine.training.tone import train as tone
from moderation.engine.training.toxicity.encoder_states import base_model_path, cut_lower, lower_states
from moderation.engine.training.toxicity.finetune_encoder import WORK, batches, build_top, collate, predict

TOP = 2  # fine-tuned layers, as the toxicity top (cut after layer 3 of 0-5)
HEAD_LR, BATCH = 2e-3, 32
LR, EPOCHS, READ, WEIGHT = 1e-4, 3, 2, 0.25  # layer rate, schedule epochs, epoch read, `oof`'s share (round five's choice)
CURRENT = (128, 0.3)  # train.py's choice before the top (hidden units, style weight): the model `oof` compares with
SEEDS = (1234, 1, 2)  # top init + batch order + network seed
# Ship criterion (eighth round, fixed before measuring): OOF recall of the written positives, mean gain over SEEDS
# >= MIN_GAIN, no seed below MIN_SEED_GAIN, written civil+complaint alarms up by at most MAX_ALARM_RISE.
MIN_GAIN, MIN_SEED_GAIN, MAX_ALARM_RISE = 0.04, 0.01, 0.01
# The best at seed 1234 (layer rate 1e-4, epoch 2 of 3, share 0.25: +5.1 points) gave +0.2 at seed 1: not shipped
# (benchmarks/CHOICES.md). Re-run on the eight hand-written sets (tenth round (a)): +2.8 / +5.0 / +3.8, mean +3.9:
# not met; the top alone beat the current model at every seed. Tenth round (c), fixed before measuring: the same
# schedule, its share chosen from SHARES by the mean out-of-fold recall over SEEDS (`shares`, from the arrays `oof`
# saves), the criterion above against the current model: 0.75, mean +5.9, met and shipped.
SHARES = (0.25, 0.5, 0.75, 1.0)


def train_table(data_dir: Path | None) -> list[dict]:
    """train.py's rows (with the hand-written sets), train split only."""
    return [r for r in tone.training_rows(data_dir) if r["split"] == "train"]


def states_of(texts: list[str]):
    """(states, offsets, cut tensor name) after the frozen layers, cached on disk by the texts' hash."""
    WORK.mkdir(parents=True, exist_ok=True)
    lower = WORK / f"lower_{base_model_path().stem}_{5 - TOP}.onnx"
    name = cut_lower(lower, 5 - TOP)
    key = hashlib.sha1("\n".join(texts).encode()).hexdigest()[:16]
    cache = WORK / f"tone_states_{base_model_path().stem}_{5 - TOP}_{key}.npz"
    if not cache.exists():
        states, offsets = lower_states(texts, lower, threads=2)
        np.savez(cache, states=states, offsets=offsets)
    with np.load(cache) as data:
        return data["states"], data["offsets"], name


def fit_top(states, offsets, y, rows, lr, epochs, seed, on_epoch=None, stop=None):
    """BCE on the rows; warm-up over the first tenth, then linear decay to 0 at `epochs` (stopping after `stop`
    epochs when given); `on_epoch(k, model)` after each."""
    import torch
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    model = build_top(TOP, outputs=1)
    optimizer = torch.optim.AdamW([{"params": model.layers.parameters(), "lr": lr},
                                   {"params": model.heads.parameters(), "lr": HEAD_LR}], weight_decay=0.01)
    lengths = offsets[1:] - offsets[:-1]
    total = epochs * int(np.ceil(len(rows) / BATCH))
    warm = max(1, total // 10)
    schedule = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: min(1.0, (s + 1) / warm) * max(0.0, 1 - s / total))
    target = torch.from_numpy(y.astype(np.float32))
    for epoch in range(stop or epochs):
        for batch in batches(lengths, rows, BATCH, rng):
            hidden, mask = collate(states, offsets, batch)
            loss = torch.nn.functional.binary_cross_entropy_with_logits(model(hidden, mask)[:, 0], target[batch])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            schedule.step()
        if on_epoch is not None:
            on_epoch(epoch + 1, model)
    return model


def fit_predict(states, offsets, y, fit, score, seed) -> np.ndarray:
    """The top (the shipped schedule: LR, read at epoch READ of EPOCHS) fit on the `fit` rows, its probabilities for
    the `score` rows."""
    model = fit_top(states, offsets, y, fit, LR, EPOCHS, seed, stop=READ)
    return predict(model, states, offsets, score)[:, 0]


def top_out_of_fold(states, offsets, y, groups: list[str], seed: int, on_fold=None) -> np.ndarray:
    """The top's out-of-fold probabilities for the first len(groups) rows, in train.py's folds (GroupKFold 5 by
    template, as its out_of_fold); `on_fold(k, seconds)` after each fold."""
    rows = np.arange(len(groups))
    out = np.zeros(len(groups))
    for k, (fit, held) in enumerate(GroupKFold(5).split(rows, y[rows], groups)):
        started = time.time()
        out[held] = fit_predict(states, offsets, y, fit, held, seed)
        if on_fold is not None:
            on_fold(k, time.time() - started)
    return out


def oof_top(data: list[dict], seed: int = SEED) -> np.ndarray:
    """The top's out-of-fold probabilities for train rows `data` (train.py's, in their order and folds)."""
    y = np.array([r["negative"] for r in data], dtype=int)
    states, offsets, _ = states_of([r["text"] for r in data])
    return top_out_of_fold(states, offsets, y, [r["template"] for r in data], seed)


def fit_and_graft(data: list[dict], seed: int = SEED, out_dir: Path = WORK / "tone") -> dict:
    """Fit the top on every train row of `data`, export it (float and int8, output `tone_logit`), graft the int8 top
    beside the toxicity top (prefix "tone/", the same cut tensor) and install the graph as the runtime encoder."""
    import shutil

    import torch

    from moderation.engine.core.embedder import GRAFTED_PATH, get_embedder
    from moderation.engine.training.toxicity.encoder_export import export_top, graft, quantise, toxicity_graft
    texts = [r["text"] for r in data]
    y = np.array([r["negative"] for r in data], dtype=int)
    states, offsets, cut_name = states_of(texts)
    model = fit_top(states, offsets, y, np.arange(len(data)), LR, EPOCHS, seed, stop=READ)
    out_dir.mkdir(parents=True, exist_ok=True)
    torch.save(model.state_dict(), out_dir / "top.pt")
    export_top(model, out_dir / "top.onnx", output="tone_logit")
    quantise(out_dir / "top.onnx", out_dir / "top_int8.onnx", per_channel=True)  # as the toxicity top
    graft(out_dir / "top_int8.onnx", cut_name, out_dir / "encoder.onnx", prefix="tone/", base_path=toxicity_graft())
    sample = np.random.default_rng(seed).permutation(len(data))[:200]
    checks = check_graft(out_dir / "encoder.onnx", [texts[i] for i in sample],
                         predict(model, states, offsets, sample)[:, 0])
    print("tone graft", checks, flush=True)
    assert checks["hidden_max_diff"] == 0 and checks["attribute_max_diff"] == 0, checks
    assert checks["tone_prob_max_diff"] < 0.05, checks  # the int8 top against the float top
    shutil.copyfile(out_dir / "encoder.onnx", GRAFTED_PATH)
    get_embedder.cache_clear()  # the next encoder run loads the new graph
    return checks


def check_graft(encoder: Path, texts: list[str], float_probs: np.ndarray) -> dict:
    """Largest differences, one text per run: hidden states against the base int8 graph and attribute logits against
    the toxicity graft (both must be 0), the tone probability against the float top in torch (what int8 costs)."""
    import onnxruntime as ort

    from moderation.engine.core.embedder import session_options
    from moderation.engine.training.toxicity.encoder_export import run_one, toxicity_graft
    both = ort.InferenceSession(str(encoder), sess_options=session_options())
    tox = ort.InferenceSession(str(toxicity_graft()), sess_options=session_options())
    base = ort.InferenceSession(str(base_model_path()), sess_options=session_options())
    hidden = attributes = tone_diff = 0.0
    for text, p in zip(texts, float_probs):
        h, a, t = run_one(both, text, ["last_hidden_state", "attribute_logits", "tone_logit"])
        hidden = max(hidden, float(np.abs(h - run_one(base, text, ["last_hidden_state"])[0]).max()))
        attributes = max(attributes, float(np.abs(a - run_one(tox, text, ["attribute_logits"])[0]).max()))
        tone_diff = max(tone_diff, abs(float(1 / (1 + np.exp(-t[0, 0]))) - float(p)))
    return {"hidden_max_diff": hidden, "attribute_max_diff": attributes, "tone_prob_max_diff": tone_diff}


def recall_at_rule(oof, y, ours, target, aimed):
    """(recall of the written positives, threshold, alarm share of the written civil+complaint rows) at train.py's
    threshold rule."""
    threshold = tone.rule_threshold(oof, y, ours, target)
    return float((oof[aimed] >= threshold).mean()), threshold, float((oof[target] >= threshold).mean())


def oof(data_dir: Path | None, seed: int) -> dict:
    """Out-of-fold recall of the written positives: the current model (train.py's out_of_fold) and the same average
    with the top (layer rate LR, read at epoch READ of an EPOCHS schedule) at share WEIGHT, one seed."""
    tone.HIDDEN, tone.STYLE_WEIGHT = CURRENT
    data = train_table(data_dir)
    texts = [r["text"] for r in data]
    y = np.array([r["negative"] for r in data], dtype=int)
    x = tone.embed_cached(texts)
    raw = tone.attribute_logits(texts)
    logits = (raw - raw.mean(axis=0)) / (raw.std(axis=0) + 1e-6)
    ours, target, aimed = tone.masks(data, tone.written_templates())
    started = time.time()
    states, offsets, _ = states_of(texts)
    print(f"{len(texts)} train rows, {aimed.sum()} written positives, {target.sum()} written civil+complaint, "
          f"lower states {time.time() - started:.0f}s", flush=True)
    groups = [r["template"] for r in data]
    current = tone.out_of_fold(x, texts, y, logits, np.arange(len(data)), groups, seed)
    top = top_out_of_fold(states, offsets, y, groups, seed,
                          lambda k, seconds: print(f"seed {seed} fold {k}: top {seconds:.0f}s", flush=True))
    np.savez(WORK / f"tone_oof_arrays_{seed}.npz", current=current, top=top, y=y, ours=ours, target=target, aimed=aimed)
    figures = {"current": recall_at_rule(current, y, ours, target, aimed),
               "with top": recall_at_rule((1 - WEIGHT) * current + WEIGHT * top, y, ours, target, aimed),
               "top alone": recall_at_rule(top, y, ours, target, aimed)}
    for name, (recall, threshold, alarm) in figures.items():
        print(f"seed {seed} {name}: written recall {recall:.3f} at threshold {threshold:.3f}, "
              f"written civil+complaint alarms {alarm:.3f}", flush=True)
    return figures


def shares(seeds=SEEDS) -> dict:
    """Tenth round (c): the top's share chosen out of fold from the saved arrays of `oof` (the same fits), by the mean
    recall of the written positives over the seeds; the criterion as before, against the current model."""
    runs = [np.load(WORK / f"tone_oof_arrays_{seed}.npz") for seed in seeds]
    table = {}
    for share in SHARES:
        table[share] = [(recall_at_rule((1 - share) * r["current"] + share * r["top"], r["y"], r["ours"], r["target"],
                                        r["aimed"]), recall_at_rule(r["current"], r["y"], r["ours"], r["target"],
                                                                    r["aimed"])) for r in runs]
        gains = [w[0] - c[0] for w, c in table[share]]
        print(f"share {share}: with top {[round(w[0], 3) for w, _ in table[share]]}, gains "
              f"{[round(g, 3) for g in gains]} (mean {np.mean(gains):+.3f}), alarms "
              f"{[round(w[2], 3) for w, _ in table[share]]}", flush=True)
    best = max(SHARES, key=lambda share: np.mean([w[0] for w, _ in table[share]]))
    gains = [w[0] - c[0] for w, c in table[best]]
    rises = [w[2] - c[2] for w, c in table[best]]
    met = np.mean(gains) >= MIN_GAIN and min(gains) >= MIN_SEED_GAIN and max(rises) <= MAX_ALARM_RISE
    print(f"chosen share {best}: criterion {'met' if met else 'not met'}", flush=True)
    return {"share": best, "met": met}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["oof", "shares", "graft"])
    parser.add_argument("--seeds", type=int, nargs="+", default=list(SEEDS))
    args = parser.parse_args(argv)
    if args.command == "shares":
        shares(args.seeds)
        return
    import torch
    torch.set_num_threads(2)
    from moderation.engine.training.common import data_dir
    if args.command == "graft":
        fit_and_graft(train_table(data_dir()))
        return
    results = {}
    for seed in args.seeds:
        results[seed] = oof(data_dir(), seed)
        (WORK / f"tone_oof_written_{seed}.json").write_text(json.dumps(results[seed], indent=1))
    gains = [r["with top"][0] - r["current"][0] for r in results.values()]
    rises = [r["with top"][2] - r["current"][2] for r in results.values()]
    met = np.mean(gains) >= MIN_GAIN and min(gains) >= MIN_SEED_GAIN and max(rises) <= MAX_ALARM_RISE
    print(f"gains {[round(g, 3) for g in gains]} (mean {np.mean(gains):+.3f}), alarm rises {[round(r, 3) for r in rises]}: "
          f"criterion {'met' if met else 'not met'}", flush=True)


if __name__ == "__main__":
    main()
