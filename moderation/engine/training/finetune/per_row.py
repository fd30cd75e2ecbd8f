"""Activation scales per token, so a sentence's outputs never depend on its batch companions.

`quantize_dynamic` quantises each MatMul's activations with one scale for the whole input tensor
(DynamicQuantizeLinear): in a batch, a sentence's vector then moves with the longest or loudest sentence beside it.
Static scales fixed at export (onnxruntime's QDQ) fix that but cost too much here: measured on the fine-tuned
encoder, cosine to the float embeddings 0.909 with MinMax ranges and 0.776 with the 99.99th percentile (the FFN's
output projection alone: 0.922), against 0.993 for the dynamic graph (benchmarks/CHOICES.md). Here each
DynamicQuantizeLinear becomes a per-row symmetric quantiser: every token row gets its own scale (its largest
magnitude / 127), stored as uint8 with the fixed zero point 128, so the MatMulInteger (and exact.py's unsigned
weights, and core/kernels.py's signed choice) stay as they were. Every row depends on itself only: the same outputs
alone or in any batch.
"""

from pathlib import Path



def _opset(model) -> int:
    return next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), 17)


def per_row(path: Path) -> int:
    """Rewrite the graph at `path` in place; returns how many quantisers changed."""
    import onnx
    from onnx import helper, numpy_helper

    from moderation.engine.core import per_token

    model = onnx.load(str(path))
    graph = model.graph
    opset = _opset(model)
    graph.initializer.extend(numpy_helper.from_array(value, name)
                             for name, value in per_token.constants(opset).items())
    nodes, changed = [], 0
    for node in graph.node:
        if node.op_type != "DynamicQuantizeLinear":
            nodes.append(node)
            continue
        x, (quantised, scale, zero_point) = node.input[0], node.output
        nodes += per_token.quantiser(x, f"{node.name}_per_row", quantised, scale, opset)
        nodes.append(helper.make_node("Identity", [per_token.ZERO_POINT], [zero_point]))
        changed += 1
    del graph.node[:]
    graph.node.extend(nodes)
    del graph.value_info[:]  # shapes of the rewritten tensors changed (scales are per row now)
    onnx.checker.check_model(model)
    onnx.save(model, str(path))
    return changed
