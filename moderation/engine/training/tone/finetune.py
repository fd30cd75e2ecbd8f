"""The tone top of the runtime encoder: its own copy of MiniLM's last two layers and one linear head, fine-tuned on the
tone train rows train.py passes in, read from the states after the frozen lower layers of the runtime int8 graph (the
toxicity graft's machinery: training/toxicity/encoder_states.py, finetune_encoder.py, encoder_export.py).

train.py calls `oof_top` (the top's out-of-fold probabilities, in its folds: GroupKFold 5 by template) and
`fit_and_graft` (the top fit on every train row, grafted beside the toxicity top and installed). The schedule below
was chosen in the eighth and tenth rounds (benchmarks/CHOICES.md)."""

import hashlib
import time
from pathlib import Path

import numpy as np
from sklearn.model_selection import GroupKFold

from moderation.engine.training.common import SEED
from moderation.engine.training.toxicity.encoder_states import base_model_path, cut_lower, lower_states
from moderation.engine.training.toxicity.finetune_encoder import WORK, batches, build_top, collate, predict

TOP = 2  # fine-tuned layers, as the toxicity top (cut after layer 3 of 0-5)
HEAD_LR, BATCH = 2e-3, 32
LR, EPOCHS, READ = 1e-4, 3, 2  # layer rate, schedule epochs, the epoch read (round five's choice)


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
