"""Fine-tune multilingual-e5-small's top layers under the toxicity heads (issue 39), torch on CPU at training time only.

The lower layers keep the package's 4-bit weights: their states are computed once by the runtime's own graph
(multilingual/graph.py, stopped after layer FIRST − 1) and cached; the top layers start from the package's weights
(dequantised) and learn with one head per attribute over the L2-normalised mean state, as the runtime reads it. The
result is a delta of the top layers' tensors (int8 rows with a scale each, float16 vectors) by their packed names (multilingual/models/tuned_layers.npz),
which the runtime graph reads in place of the package's ones; the shipped heads are then refitted on the new vectors
by train.py, as before.
"""

import math
import time

import numpy as np
import pandas as pd

from moderation.engine.multilingual.encoder import weights_path
from moderation.engine.multilingual.onnx_encoder import OnnxE5
from moderation.engine.multilingual.packed import PackedModel, dequantised

FIRST = 8  # layers FIRST..11 learn; 0..7 stay the package's
MAX_PIECES = 128  # a training row's pieces (tweets and comments; the runtime reads sentences)
EPOCHS, BATCH, LR, HEAD_LR, SEED = 2, 32, 3e-5, 1e-3, 1234
_LINEARS = ("q", "k", "v", "ao", "fi", "fo")
_NORMS = ("aln", "oln")


def packed_model() -> PackedModel:
    """The package's weights, read as the runtime reads them."""
    return PackedModel(weights_path())


def lower_states(model: PackedModel, texts: list[str], first: int = FIRST) -> list[np.ndarray]:
    """Each text's states after layer `first` − 1, (pieces + 2, hidden) float16, from the runtime's graph."""
    import onnxruntime as ort

    from moderation.engine.multilingual.graph import FUSION_OFF, build

    reader = OnnxE5(weights_path())  # the runtime's tokenizer and token embeddings
    options = ort.SessionOptions()
    options.intra_op_num_threads = 2
    session = ort.InferenceSession(build(model, last=first), sess_options=options, providers=["CPUExecutionProvider"],
                                   disabled_optimizers=FUSION_OFF)
    out, started = [], time.time()
    for index, text in enumerate(texts):
        embedded = reader.embedded(reader.ids(text)[:MAX_PIECES])
        out.append(session.run(None, {"embeddings": embedded})[0].astype(np.float16))
        if index % 2000 == 0:
            print(f"  lower layers: {index}/{len(texts)} ({time.time() - started:.0f} s)", flush=True)
    return out


def _top(model: PackedModel, first: int, attributes: int, heads: tuple[np.ndarray, np.ndarray]):
    """The top layers (the package's weights, dequantised) and the heads (from `heads`) as a torch module."""
    import torch
    from torch import nn

    sizes = model.sizes

    def tensor(values: np.ndarray) -> nn.Parameter:
        return nn.Parameter(torch.tensor(np.asarray(values, dtype=np.float32).copy()))

    class Layer(nn.Module):
        def __init__(self, index: int) -> None:
            super().__init__()
            columns = {"fo": sizes.feed_forward}
            for name in _LINEARS:
                setattr(self, f"{name}_w", tensor(dequantised(model.blocks(f"l{index}.{name}.w",
                                                                          columns.get(name, sizes.hidden)))))
                setattr(self, f"{name}_b", tensor(model.floats(f"l{index}.{name}.b")))
            for name in _NORMS:
                setattr(self, f"{name}_w", tensor(model.floats(f"l{index}.{name}.w")))
                setattr(self, f"{name}_b", tensor(model.floats(f"l{index}.{name}.b")))

        def linear(self, name: str, x):
            return x @ getattr(self, f"{name}_w").T + getattr(self, f"{name}_b")

        def norm(self, name: str, x):
            return nn.functional.layer_norm(x, (sizes.hidden,), getattr(self, f"{name}_w"), getattr(self, f"{name}_b"),
                                            sizes.eps)

        def forward(self, x, mask):
            batch, length, _ = x.shape
            size = sizes.hidden // sizes.heads

            def split(t):
                return t.view(batch, length, sizes.heads, size).transpose(1, 2)

            q, k, v = (split(self.linear(name, x)) for name in ("q", "k", "v"))
            scores = q @ k.transpose(-1, -2) / math.sqrt(size) + (1.0 - mask[:, None, None, :]) * -1e4
            context = (scores.softmax(-1) @ v).transpose(1, 2).reshape(batch, length, sizes.hidden)
            x = self.norm("aln", x + self.linear("ao", context))
            middle = nn.functional.gelu(self.linear("fi", x))
            return self.norm("oln", x + self.linear("fo", middle))

    class Top(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.first = first
            self.layers = nn.ModuleList([Layer(i) for i in range(first, sizes.layers)])
            self.heads = nn.Linear(sizes.hidden, attributes)
            with torch.no_grad():
                self.heads.weight.copy_(torch.tensor(heads[0]))
                self.heads.bias.copy_(torch.tensor(heads[1]))

        def forward(self, x, mask):
            for layer in self.layers:
                x = layer(x, mask)
            mean = (x * mask[..., None]).sum(1) / mask.sum(1, keepdim=True)
            return self.heads(nn.functional.normalize(mean, dim=-1))

        def delta(self) -> dict[str, np.ndarray]:
            """The top layers' tensors by their packed names, float32 (encoder.packed_delta stores them)."""
            out = {}
            for offset, layer in enumerate(self.layers):
                index = first + offset
                for name in (*_LINEARS, *_NORMS):
                    for part in ("w", "b"):
                        out[f"l{index}.{name}.{part}"] = getattr(layer, f"{name}_{part}").detach().numpy().copy()
            return out

    return Top()


def _batch(states: list[np.ndarray], rows: np.ndarray):
    import torch

    length = max(len(states[r]) for r in rows)
    x = np.zeros((len(rows), length, states[rows[0]].shape[1]), dtype=np.float32)
    mask = np.zeros((len(rows), length), dtype=np.float32)
    for i, r in enumerate(rows):
        x[i, :len(states[r])] = states[r]
        mask[i, :len(states[r])] = 1.0
    return torch.tensor(x), torch.tensor(mask)


def train(states: list[np.ndarray], labels: np.ndarray, weights: np.ndarray, model: PackedModel,
          fraction: float = 1.0, epochs: int = EPOCHS, first: int = FIRST,
          heads: tuple[np.ndarray, np.ndarray] | None = None):
    """Fine-tune on rows with soft labels (n, attributes; NaN: not said) and row weights, the heads starting from
    `heads` (zeros when None); each attribute's two classes weigh the same (as the heads are fitted). Returns the
    trained module."""
    import torch

    torch.manual_seed(SEED)
    torch.set_num_threads(2)
    rng = np.random.default_rng(SEED)
    rows = np.arange(len(states))
    if fraction < 1.0:
        rows = np.sort(rng.choice(rows, size=int(len(rows) * fraction), replace=False))
    known = ~np.isnan(labels)
    y = np.nan_to_num(labels)
    positive = (y * known * weights[:, None])[rows].sum(0)
    negative = ((1 - y) * known * weights[:, None])[rows].sum(0)
    balance = torch.tensor(np.where(positive > 0, negative / np.maximum(positive, 1e-6), 1.0), dtype=torch.float32)
    if heads is None:
        heads = (np.zeros((labels.shape[1], model.sizes.hidden), np.float32), np.zeros(labels.shape[1], np.float32))
    top = _top(model, first, labels.shape[1], heads)
    groups = [{"params": top.layers.parameters(), "lr": LR}, {"params": top.heads.parameters(), "lr": HEAD_LR}]
    optimiser = torch.optim.AdamW(groups, weight_decay=0.01)
    steps = epochs * math.ceil(len(rows) / BATCH)
    schedule = torch.optim.lr_scheduler.LambdaLR(optimiser, lambda step: min(1.0, (step + 1) / (0.06 * steps)) *
                                                 max(0.0, (steps - step) / steps))
    lengths = np.array([len(s) for s in states])
    started, step = time.time(), 0
    for epoch in range(epochs):
        order = rng.permutation(rows)
        # Batches of similar lengths (less padding), in random order.
        chunks = [order[i:i + BATCH * 50] for i in range(0, len(order), BATCH * 50)]
        batches = [chunk[np.argsort(lengths[chunk])][j:j + BATCH] for chunk in chunks for j in range(0, len(chunk), BATCH)]
        for index in rng.permutation(len(batches)):
            batch = batches[index]
            x, mask = _batch(states, batch)
            logits = top(x, mask)
            target = torch.tensor(y[batch], dtype=torch.float32)
            seen = torch.tensor(known[batch], dtype=torch.float32) * torch.tensor(weights[batch, None],
                                                                                  dtype=torch.float32)
            scale = seen * (target * balance + (1 - target))
            loss = (torch.nn.functional.binary_cross_entropy_with_logits(logits, target, reduction="none") * scale
                    ).sum() / scale.sum().clamp(min=1.0)
            optimiser.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(top.parameters(), 1.0)
            optimiser.step()
            schedule.step()
            step += 1
            if step % 100 == 0:
                print(f"  step {step}/{steps} epoch {epoch} loss {loss.item():.4f} ({time.time() - started:.0f} s)",
                      flush=True)
    return top


def training_rows(table: pd.DataFrame, attributes: tuple[str, ...], source_weights: dict[str, float]):
    """The train rows' texts, soft labels (NaN: not said) and weights."""
    train = table[~table["validation"]].reset_index(drop=True)
    labels = train[list(attributes)].to_numpy(dtype=float)
    weights = train["source"].map(source_weights).fillna(1.0).to_numpy(dtype=float)
    return train["text"].tolist(), labels, weights
