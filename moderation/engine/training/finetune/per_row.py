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

import numpy as np


def _opset(model) -> int:
    return next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), 17)


def per_row(path: Path) -> int:
    """Rewrite the graph at `path` in place; returns how many quantisers changed."""
    import onnx
    from onnx import helper, numpy_helper

    model = onnx.load(str(path))
    graph = model.graph
    opset = _opset(model)
    constants = {"per_row_eps": np.array(1e-8, dtype=np.float32), "per_row_127": np.array(127.0, dtype=np.float32),
                 "per_row_128": np.array(128.0, dtype=np.float32), "per_row_zero_point": np.array(128, dtype=np.uint8)}
    if opset >= 18:
        constants["per_row_axes"] = np.array([-1], dtype=np.int64)
    graph.initializer.extend(numpy_helper.from_array(value, name) for name, value in constants.items())
    nodes, changed = [], 0
    for node in graph.node:
        if node.op_type != "DynamicQuantizeLinear":
            nodes.append(node)
            continue
        x, (quantised, scale, zero_point) = node.input[0], node.output
        p = f"{node.name}_per_row"
        reduce = (helper.make_node("ReduceMax", [f"{p}_abs", "per_row_axes"], [f"{p}_max"], keepdims=1)
                  if opset >= 18 else helper.make_node("ReduceMax", [f"{p}_abs"], [f"{p}_max"], axes=[-1],
                                                       keepdims=1))
        nodes += [helper.make_node("Abs", [x], [f"{p}_abs"]), reduce,
                  helper.make_node("Max", [f"{p}_max", "per_row_eps"], [f"{p}_floor"]),
                  helper.make_node("Div", [f"{p}_floor", "per_row_127"], [scale]),
                  helper.make_node("Div", [x, scale], [f"{p}_ratio"]),
                  helper.make_node("Round", [f"{p}_ratio"], [f"{p}_round"]),
                  helper.make_node("Add", [f"{p}_round", "per_row_128"], [f"{p}_shifted"]),
                  helper.make_node("Cast", [f"{p}_shifted"], [quantised], to=onnx.TensorProto.UINT8),
                  helper.make_node("Identity", ["per_row_zero_point"], [zero_point])]
        changed += 1
    del graph.node[:]
    graph.node.extend(nodes)
    del graph.value_info[:]  # shapes of the rewritten tensors changed (scales are per row now)
    onnx.checker.check_model(model)
    onnx.save(model, str(path))
    return changed
