"""Export the fine-tuned encoder for the runtime: float ONNX from torch, then int8 with fixed activation scales
(onnxruntime's static quantization, QDQ format, per-channel weights) calibrated on real comments' sentences, so a
sentence gets the same outputs alone or in any batch. Outputs: `last_hidden_state` and `head_logits` (one run
serves the embedding and every head)."""

from pathlib import Path

import numpy as np

CALIBRATION_SENTENCES = 600  # real train-part sentences the activation ranges are read from


def to_onnx(model, path: Path, graft_scale: tuple[np.ndarray, np.ndarray] | None = None) -> None:
    """The float graph: ids, mask, token types -> last hidden state, head logits (from the first token) and,
    for a model that distilled the current graft, its `attribute_logits` (16) and `tone_logit` (1) on their own
    scale (`graft_scale`: the standardisation's mean and scale, folded into the layer), the runtime's drop-in."""
    import torch

    distilled = model.distilled
    if distilled is not None:
        mean, scale = (torch.from_numpy(np.asarray(a, dtype=np.float32)) for a in graft_scale)
        folded = torch.nn.Linear(distilled.in_features, distilled.out_features)
        with torch.no_grad():
            folded.weight.copy_(distilled.weight * scale[:, None])
            folded.bias.copy_(distilled.bias * scale + mean)

    class Exported(torch.nn.Module):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner
            self.folded = folded if distilled is not None else None

        def forward(self, input_ids, attention_mask, token_type_ids):
            hidden = self.inner.bert(input_ids=input_ids, attention_mask=attention_mask,
                                     token_type_ids=token_type_ids).last_hidden_state
            first = hidden[:, 0]
            if self.folded is None:
                return hidden, self.inner.heads(first)
            graft = self.folded(first)
            return hidden, self.inner.heads(first), graft[:, :16], graft[:, 16:]

    model.eval()
    outputs = ["last_hidden_state", "head_logits"] + (["attribute_logits", "tone_logit"] if distilled is not None
                                                      else [])
    ids = torch.ones((2, 9), dtype=torch.long)
    torch.onnx.export(Exported(model), (ids, torch.ones_like(ids), torch.zeros_like(ids)), str(path),
                      input_names=["input_ids", "attention_mask", "token_type_ids"], output_names=outputs,
                      dynamic_axes={name: {0: "batch", 1: "tokens"} for name in
                                    ("input_ids", "attention_mask", "token_type_ids", "last_hidden_state")}
                      | {name: {0: "batch"} for name in outputs[1:]}, opset_version=17, dynamo=False)


class _Reader:
    """onnxruntime's calibration reader: real sentences, each padded to `width` tokens (the histogram calibrators
    stack every run's tensors; with fixed scales a padded token changes no real token's outputs)."""

    def __init__(self, encodings: list, width: int) -> None:
        self._items = iter(encodings)
        self._width = width

    def get_next(self):
        enc = next(self._items, None)
        if enc is None:
            return None
        ids = np.zeros((1, self._width), dtype=np.int64)
        mask = np.zeros_like(ids)
        ids[0, :len(enc.ids)], mask[0, :len(enc.ids)] = enc.ids, 1
        return {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}


def quantise(float_path: Path, out_path: Path, sentences: list[str], method: str = "Percentile",
             percentile: float = 99.99) -> None:
    """Static int8 (QDQ, per-channel weights, activation ranges from `sentences`) of the MatMuls."""
    from onnxruntime.quantization import CalibrationMethod, QuantFormat, QuantType, quantize_static
    from onnxruntime.quantization.shape_inference import quant_pre_process

    from moderation.engine.training.finetune.model import tokenizer

    prepared = out_path.with_suffix(".pre.onnx")
    quant_pre_process(str(float_path), str(prepared), skip_symbolic_shape=True)
    import onnx

    encodings = tokenizer().encode_batch(sentences)
    width = max(len(e.ids) for e in encodings)
    # Only the weight MatMuls: the attention products (query × key, softmax × value) multiply two activations, and
    # one fixed uint8 scale for softmax probabilities rounds most of them to zero.
    excluded = [n.name for n in onnx.load(str(prepared)).graph.node
                if n.op_type == "MatMul" and "/attention/self/MatMul" in n.name]
    quantize_static(str(prepared), str(out_path), _Reader(encodings, width),
                    quant_format=QuantFormat.QDQ, per_channel=True, activation_type=QuantType.QUInt8,
                    weight_type=QuantType.QInt8, op_types_to_quantize=["MatMul"], nodes_to_exclude=excluded,
                    calibrate_method=getattr(CalibrationMethod, method),
                    extra_options={"CalibPercentile": percentile})
    prepared.unlink()


def runtime_graph(float_path: Path, out_path: Path) -> None:
    """The runtime int8 graph: folded and fused like the base encoder's (training/encoder/train.py), weight MatMuls
    int8 per output channel, stored unsigned (exact on every CPU), activations quantised per token (per_row.py)."""
    from moderation.engine.training.encoder.train import build
    from moderation.engine.training.finetune.per_row import per_row

    build(float_path, out_path)
    per_row(out_path)


def calibration_sentences(frame, count: int = CALIBRATION_SENTENCES, seed: int = 1234) -> list[str]:
    """Sentences of real train-part comments (not our written ones), as the runtime segments them."""
    from moderation.engine.core.text import sentences

    rng = np.random.default_rng(seed)
    pool = frame[(frame["split"] == "train") & (frame["source"] != "written")]["text"].tolist()
    found: list[str] = []
    for index in rng.permutation(len(pool)):
        found += [s.text for s in sentences(" ".join(pool[index].split()))][:2]
        if len(found) >= count:
            break
    return found[:count]
