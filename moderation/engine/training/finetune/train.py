"""Fine-tune the comment encoder on real labelled comments (training only: torch on the CPU), with a learning curve.

`python -m moderation.engine.training.finetune.train [--fractions 0.25,0.5,1] [--epochs 1] [--frozen 2]`: for each
fraction of the train rows (the same seed, nested samples) one run from MiniLM's own weights; each writes its
weights, head logits and figures under WORK/<fraction>/, and the curve to WORK/curve.json.
"""

import argparse
import json
import time
from pathlib import Path

import numpy as np

from moderation.engine.training.common import SEED, data_dir
from moderation.engine.training.finetune import data as fd
from moderation.engine.training.finetune.model import (GRAFT_OUTPUTS, build, graft_outputs, padded, predict,
                                                       teacher_vectors, tokenizer)

WORK = Path.home() / ".cache" / "moderation-finetune-mt"
BATCH = 32
REPORT_DAVIDSON = 1500  # Davidson validation tweets read for the report (of ~5,000)


def batches(lengths: np.ndarray, rows: np.ndarray, rng: np.random.Generator) -> list[np.ndarray]:
    """Length-bucketed batches in random order: rows sorted by length within shuffled chunks of 50 batches."""
    rows = rng.permutation(rows)
    out = []
    for start in range(0, len(rows), BATCH * 50):
        part = rows[start:start + BATCH * 50]
        part = part[np.argsort(lengths[part], kind="stable")]
        out += [part[i:i + BATCH] for i in range(0, len(part), BATCH)]
    return [out[i] for i in rng.permutation(len(out))]


def held_sets() -> dict[str, tuple[list[str], list[bool]]]:
    """The written held-out threat sets (validation only: measured, never trained or tuned on)."""
    from moderation.engine.training.sentences_io import read_tsv
    folder = Path(__file__).resolve().parents[4] / "benchmarks" / "sets" / "data"
    sets = {}
    for name in ("threats_heldout_2", "threats_heldout_3"):
        rows = read_tsv(folder / f"{name}.tsv")
        sets[name] = ([r["text"] for r in rows], [r["label"] == "threat" for r in rows])
    return sets


def run(frame, encodings, teacher, train_rows, args, out: Path, report_rows, civil_api, sets, graft=None) -> dict:
    """One training run on `train_rows`; its figures."""
    import torch

    from moderation.engine.training.finetune.measures import report

    torch.manual_seed(SEED)
    rng = np.random.default_rng(SEED)
    model = build(args.frozen, distilled=GRAFT_OUTPUTS if graft is not None else 0)
    if graft is not None:  # standardised per column, so every distilled logit weighs alike
        graft_mean, graft_scale = graft.mean(axis=0), graft.std(axis=0) + 1e-6
        graft_z = torch.from_numpy(((graft - graft_mean) / graft_scale).astype(np.float32))
    labels = frame[list(fd.HEADS)].to_numpy(np.float32)
    weights = frame["weight"].to_numpy(np.float32)
    lengths = np.array([len(e.ids) for e in encodings])
    seen = np.repeat(train_rows, fd.repeats(frame.iloc[train_rows]))
    plan = [b for _ in range(int(np.ceil(args.epochs))) for b in batches(lengths, seen, rng)]
    plan = plan[:int(args.epochs * len(seen) / BATCH)]
    trainable = [p for p in model.bert.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW([{"params": trainable, "lr": args.lr},
                                   {"params": [p for m in (model.heads, model.distilled) if m is not None
                                               for p in m.parameters()], "lr": 1e-3}], weight_decay=0.01)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=[args.lr, 1e-3], total_steps=len(plan),
                                                   pct_start=0.1)
    started = time.time()
    for step, rows in enumerate(plan):
        ids, mask = padded([encodings[i] for i in rows])
        pooled, logits, distilled = model(torch.from_numpy(ids), torch.from_numpy(mask))
        target = torch.from_numpy(labels[rows])
        known = ~torch.isnan(target)
        each = torch.nn.functional.binary_cross_entropy_with_logits(logits, torch.nan_to_num(target), reduction="none")
        w = torch.from_numpy(weights[rows])[:, None] * known
        task = (each * w).sum() / w.sum().clamp(min=1.0)
        cosine = torch.nn.functional.cosine_similarity(pooled, torch.from_numpy(teacher[rows]), dim=-1)
        loss = task + args.distil * (1 - cosine).mean()
        if distilled is not None:
            z = (distilled - torch.from_numpy(graft_mean)) / torch.from_numpy(graft_scale)
            loss = loss + args.graft_weight * ((z - graft_z[rows]) ** 2).mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        schedule.step()
        if step % 25 == 0:
            print(f"step {step}/{len(plan)} task {task.item():.4f} cos {cosine.mean().item():.4f} "
                  f"{time.time() - started:.0f}s", flush=True)
    seconds = time.time() - started
    out.mkdir(parents=True, exist_ok=True)
    torch.save(model.state_dict(), out / "model.pt")
    vectors, logits = predict(model, [encodings[i] for i in report_rows])
    cosines = (vectors * teacher[report_rows]).sum(axis=1)
    tok = tokenizer()
    extra = {}
    for name, (texts, truth) in sets.items():
        extra[name] = (np.array(truth), predict(model, tok.encode_batch(texts))[1][:, fd.HEADS.index("THREAT")])
    figures = report(frame.iloc[report_rows].reset_index(drop=True), logits, cosines, civil_api[report_rows], extra)
    figures.update(train_rows=int(len(train_rows)), steps=len(plan), train_seconds=round(seconds, 1),
                   epochs=args.epochs, frozen=args.frozen, lr=args.lr, distil=args.distil, seed=SEED)
    if graft is not None:
        figures["graft_fidelity"] = _fidelity(model, [encodings[i] for i in report_rows], graft[report_rows],
                                              frame["split"].to_numpy()[report_rows])
        np.savez(out / "graft_scale.npz", mean=graft_mean, scale=graft_scale)
    np.savez(out / "report_logits.npz", rows=report_rows, logits=logits, cosines=cosines)
    (out / "figures.json").write_text(json.dumps(figures, indent=1))
    print(json.dumps(figures, indent=1), flush=True)
    return figures


def _fidelity(model, encodings, graft: np.ndarray, splits: np.ndarray) -> dict:
    """How well the distilled outputs follow the graft's: Pearson r and mean absolute difference per output, by split
    (the distilled head is linear on the pooled state, read raw: de-standardised at export)."""
    import torch

    out = np.zeros((len(encodings), GRAFT_OUTPUTS), dtype=np.float32)
    order = np.argsort([len(e.ids) for e in encodings], kind="stable")
    model.eval()
    with torch.no_grad():
        for start in range(0, len(order), 64):
            rows = order[start:start + 64]
            ids, mask = padded([encodings[i] for i in rows])
            out[rows] = model(torch.from_numpy(ids), torch.from_numpy(mask))[2].numpy()
    model.train()
    mean, scale = graft.mean(axis=0), graft.std(axis=0) + 1e-6
    raw = out * scale + mean
    return {split: {"r_min": float(min(np.corrcoef(raw[splits == split, c], graft[splits == split, c])[0, 1]
                                       for c in range(GRAFT_OUTPUTS))),
                    "r_tone": float(np.corrcoef(raw[splits == split, 16], graft[splits == split, 16])[0, 1]),
                    "mean_abs": float(np.abs(raw[splits == split] - graft[splits == split]).mean())}
            for split in ("train", "validation")}


def _cached(path: Path, name: str, compute) -> np.ndarray:
    """The array saved at `path`, or `compute()` saved there (timed: the teachers take minutes once)."""
    if path.exists():
        return np.load(path)
    started = time.time()
    values = compute()
    np.save(path, values)
    print(f"{name}: {time.time() - started:.0f}s", flush=True)
    return values


def main(argv=None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--fractions", default="0.25,0.5,1")
    parser.add_argument("--epochs", type=float, default=1.0)
    parser.add_argument("--frozen", type=int, default=2)
    parser.add_argument("--lr", type=float, default=5e-5)
    parser.add_argument("--distil", type=float, default=5.0)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--work", type=Path, default=WORK)
    parser.add_argument("--graft", action="store_true", help="also distil the current graft's logits (drop-in)")
    parser.add_argument("--graft-weight", type=float, default=0.1)
    args = parser.parse_args(argv)
    import pandas as pd
    import torch

    torch.set_num_threads(args.threads)
    folder = data_dir()
    frame = fd.table(folder, SEED)
    encodings = tokenizer().encode_batch(frame["text"].tolist())
    args.work.mkdir(parents=True, exist_ok=True)
    teacher = _cached(args.work / f"teacher_{len(frame)}.npy", "teacher vectors",
                      lambda: teacher_vectors(encodings, args.threads))
    graft = (_cached(args.work / f"graft_{len(frame)}.npy", "graft outputs",
                     lambda: graft_outputs(encodings, args.threads)) if args.graft else None)
    wiki = pd.read_csv(folder / "perspective" / "wikipedia_scored_sample.csv")
    api = dict(zip(wiki["comment_text"].astype(str), wiki["TOXICITY@6"].astype(float)))
    civil_api = np.array([api.get(t, np.nan) if s == "wikipedia" else np.nan
                          for t, s in zip(frame["text"], frame["source"])])
    rng = np.random.default_rng(SEED)
    train_all = rng.permutation(np.flatnonzero((frame["split"] == "train").to_numpy()))
    validation = (frame["split"] == "validation").to_numpy()
    davidson = np.flatnonzero(validation & (frame["source"] == "davidson").to_numpy())
    report_rows = np.sort(np.concatenate([
        np.flatnonzero(validation & (frame["source"] != "davidson").to_numpy()), davidson[:REPORT_DAVIDSON],
        rng.permutation(np.flatnonzero(~validation & (frame["source"] != "written").to_numpy()))[:6000],
        np.flatnonzero(~validation & (frame["source"] == "wikipedia").to_numpy())]))
    report_rows = np.unique(report_rows)
    sets = held_sets()
    curve = {}
    for fraction in [float(f) for f in args.fractions.split(",")]:
        rows = np.sort(train_all[:int(round(fraction * len(train_all)))])
        name = f"{fraction:g}" + ("-graft" if graft is not None else "")
        curve[name] = run(frame, encodings, teacher, rows, args, args.work / name, report_rows, civil_api, sets,
                          graft)
        previous = json.loads((args.work / "curve.json").read_text()) if (args.work / "curve.json").exists() else {}
        (args.work / "curve.json").write_text(json.dumps(previous | curve, indent=1))


if __name__ == "__main__":
    main()
