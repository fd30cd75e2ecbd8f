"""Export the fine-tuned top layers to ONNX, quantise them to int8 and graft them onto the runtime encoder graph,
so one run gives both the sentence states (unchanged) and the attribute logits."""

from pathlib import Path

import numpy as np

from moderation.engine.training.toxicity.encoder_states import base_model_path

PREFIX = "tox/"
# Retraining's intermediates (git-ignored): the toxicity-only graft and its training report. Nothing at run time reads
# them; the runtime loads core/models/encoder.onnx, this graft with the tone top grafted beside it.
CACHE = Path(__file__).resolve().parents[1] / ".cache" / "toxicity"
TOXICITY_GRAFT = CACHE / "encoder.onnx"
REPORT = CACHE / "encoder_report.json"


def export_top(model, path: Path, output: str = "attribute_logits") -> None:
    """Top layers + heads as ONNX: (hidden float32 [batch, tokens, 384], attention_mask int64) -> `output`."""
    import torch
    model.eval()
    hidden = torch.randn(2, 7, 384)
    mask = torch.ones(2, 7, dtype=torch.int64)
    torch.onnx.export(model, (hidden, mask), str(path), input_names=["hidden", "attention_mask"],
                      output_names=[output], opset_version=17, dynamo=False,
                      dynamic_axes={"hidden": {0: "batch", 1: "sequence"}, "attention_mask": {0: "batch", 1: "sequence"},
                                    output: {0: "batch"}})


def quantise(src: Path, dst: Path, per_channel: bool = False) -> None:
    """Dynamic int8 quantisation of the MatMul weights (onnxruntime.quantization), stored unsigned so every CPU
    computes the same products (training/encoder/exact.py)."""
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from moderation.engine.training.encoder.exact import unsigned_weights
    quantize_dynamic(str(src), str(dst), weight_type=QuantType.QInt8, op_types_to_quantize=["MatMul", "Gemm"],
                     per_channel=per_channel)
    unsigned_weights(dst)


def graft(top_path: Path, cut_name: str, dst: Path, prefix: str = PREFIX, base_path: Path | None = None) -> None:
    """Append the top graph to the base graph (`base_path`, default the runtime int8 graph): its `hidden` input reads
    the cut tensor, its mask the base's mask; its own names get `prefix` (a second top grafted beside the first
    needs another)."""
    import onnx

    base = onnx.load(str(base_path or base_model_path()))
    top = onnx.load(str(top_path))
    output = top.graph.output[0].name
    inputs = {"hidden": cut_name, "attention_mask": "attention_mask", output: output}  # names kept as they are

    def rename(name: str) -> str:
        return inputs.get(name, prefix + name if name else name)

    for node in top.graph.node:
        node.name = prefix + node.name
        node.input[:] = [rename(n) for n in node.input]
        node.output[:] = [rename(n) for n in node.output]
        base.graph.node.append(node)
    for init in top.graph.initializer:
        init.name = rename(init.name)
        base.graph.initializer.append(init)
    for info in top.graph.value_info:
        info.name = rename(info.name)
        base.graph.value_info.append(info)
    out = top.graph.output[0]
    out.name = rename(out.name)
    base.graph.output.append(out)
    domains = {o.domain: o.version for o in base.opset_import}
    for o in top.opset_import:
        if o.domain not in domains:
            base.opset_import.append(o)
    onnx.checker.check_model(base)
    onnx.save(base, str(dst))


def export_all(model, cut_name: str, out_dir: Path) -> Path:
    """top.onnx (float), top_int8.onnx, encoder.onnx (base graph + int8 top) and encoder_float.onnx (base graph +
    float top, to measure what quantisation costs); returns encoder.onnx."""
    export_top(model, out_dir / "top.onnx")
    # Per output channel, as the base graph: on 200 calibration-bucket texts the logits moved from the float top's by
    # 0.018 on average (max 0.12), against 0.028 (max 0.17) per tensor.
    quantise(out_dir / "top.onnx", out_dir / "top_int8.onnx", per_channel=True)
    graft(out_dir / "top_int8.onnx", cut_name, out_dir / "encoder.onnx")
    graft(out_dir / "top.onnx", cut_name, out_dir / "encoder_float.onnx")
    return out_dir / "encoder.onnx"


def run_one(session, text: str, outputs: list[str]) -> list[np.ndarray]:
    """One text per run, as the runtime does (Embedder.one_per_run)."""
    from moderation.engine.training.toxicity.encoder_states import tokenize
    ids = np.array([tokenize([text])[0]], dtype=np.int64)
    return session.run(outputs, {"input_ids": ids, "attention_mask": np.ones_like(ids),
                                 "token_type_ids": np.zeros_like(ids)})


def check_graft(encoder: Path, texts: list[str], float_encoder: Path | None = None) -> dict:
    """Largest difference between the grafted graph's hidden states and the base graph's (must be 0), and between
    its attribute logits and the float top layers' (what int8 costs), one text per run."""
    import onnxruntime as ort
    from moderation.engine.core.embedder import session_options

    grafted = ort.InferenceSession(str(encoder), sess_options=session_options())
    base = ort.InferenceSession(str(base_model_path()), sess_options=session_options())
    exact = ort.InferenceSession(str(float_encoder), sess_options=session_options()) if float_encoder else None
    hidden, logits = 0.0, []
    for text in texts:
        a, la = run_one(grafted, text, ["last_hidden_state", "attribute_logits"])
        hidden = max(hidden, float(np.abs(a - run_one(base, text, ["last_hidden_state"])[0]).max()))
        if exact is not None:
            logits.append(np.abs(la - run_one(exact, text, ["attribute_logits"])[0]).ravel())
    out = {"hidden_max_diff": hidden}
    if logits:
        diffs = np.concatenate(logits)
        out.update(logit_max_diff=float(diffs.max()), logit_mean_diff=float(diffs.mean()))
    return out


def toxicity_graft(path: Path = TOXICITY_GRAFT) -> Path:
    """The toxicity-only graft (what the tone top is grafted beside), recreated from the runtime graph when the cache
    lacks it or is older: dropping the `tone/` nodes gives back the installed graft byte for byte."""
    import onnx
    from moderation.engine.core.embedder import GRAFTED_PATH

    if not GRAFTED_PATH.exists() or path.exists() and path.stat().st_mtime >= GRAFTED_PATH.stat().st_mtime:
        return path  # the runtime runs no graft (choose_blend removed it): only a trained one can be given
    from moderation.engine.core.graft import without_tone

    model = without_tone(GRAFTED_PATH)
    path.parent.mkdir(parents=True, exist_ok=True)
    onnx.save(model, str(path))
    return path
