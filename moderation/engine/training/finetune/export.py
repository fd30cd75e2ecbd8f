"""Export the fine-tuned encoder for the runtime: float ONNX from torch, then int8 with fixed activation scales
(onnxruntime's static quantization, QDQ format, per-channel weights) calibrated on real comments' sentences, so a
sentence gets the same outputs alone or in any batch. Outputs: `last_hidden_state` and `head_logits` (one run
serves the embedding and every head)."""

from pathlib import Path

import numpy as np

CALIBRATION_SENTENCES = 600  # real train-part sentences the activation ranges are read from


def to_onnx(model, path: Path) -> None:
    """The float graph: ids, mask, token types -> last hidden state, head logits (pooling inside, by the mask)."""
    import torch

    class Exported(torch.nn.Module):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def forward(self, input_ids, attention_mask, token_type_ids):
            hidden = self.inner.bert(input_ids=input_ids, attention_mask=attention_mask,
                                     token_type_ids=token_type_ids).last_hidden_state
            mask = attention_mask.to(hidden.dtype)[..., None]
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1.0)
            return hidden, self.inner.heads(pooled)

    model.eval()
    ids = torch.ones((2, 9), dtype=torch.long)
    torch.onnx.export(Exported(model), (ids, torch.ones_like(ids), torch.zeros_like(ids)), str(path),
                      input_names=["input_ids", "attention_mask", "token_type_ids"],
                      output_names=["last_hidden_state", "head_logits"],
                      dynamic_axes={name: {0: "batch", 1: "tokens"} for name in
                                    ("input_ids", "attention_mask", "token_type_ids", "last_hidden_state")}
                      | {"head_logits": {0: "batch"}}, opset_version=17, dynamo=False)


class _Reader:
    """onnxruntime's calibration reader: one real sentence per run, as the runtime would feed it."""

    def __init__(self, encodings: list) -> None:
        self._items = iter(encodings)

    def get_next(self):
        enc = next(self._items, None)
        if enc is None:
            return None
        ids = np.array([enc.ids], dtype=np.int64)
        return {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}


def quantise(float_path: Path, out_path: Path, sentences: list[str]) -> None:
    """Static int8 (QDQ, per-channel weights, activation ranges from `sentences`) of the MatMuls."""
    from onnxruntime.quantization import CalibrationMethod, QuantFormat, QuantType, quantize_static
    from onnxruntime.quantization.shape_inference import quant_pre_process

    from moderation.engine.training.finetune.model import tokenizer

    prepared = out_path.with_suffix(".pre.onnx")
    quant_pre_process(str(float_path), str(prepared))
    quantize_static(str(prepared), str(out_path), _Reader(tokenizer().encode_batch(sentences)),
                    quant_format=QuantFormat.QDQ, per_channel=True, activation_type=QuantType.QUInt8,
                    weight_type=QuantType.QInt8, op_types_to_quantize=["MatMul"],
                    calibrate_method=CalibrationMethod.Percentile,
                    extra_options={"CalibPercentile": 99.99})
    prepared.unlink()


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
