"""Int8 weights stored as uint8 with zero point 128, so every CPU computes the same integer products.

`quantize_dynamic` writes signed int8 weights beside unsigned int8 activations (U8S8). On x86 CPUs without VNNI
(AVX2-only, e.g. the AMD EPYC cores CI was handed on 26 Nov) onnxruntime's U8S8 kernel adds pairs of products in
16 bits and saturates, so the same graph gave other embeddings there (cosine 0.988–0.992 to a VNNI machine's) and
moved tone and rewrite decisions. Both operands unsigned (U8U8) take a kernel that widens before it multiplies:
exact on every CPU. w + 128 with zero point z + 128 gives the same (w − z) in every product, so the graph's
arithmetic is unchanged, only its storage.
"""

from pathlib import Path

import numpy as np


def unsigned_weights(path: Path) -> int:
    """Rewrite the int8 weight inputs of every MatMulInteger in the graph at `path` as uint8 (+128, zero point
    +128), in place; returns how many weights changed."""
    import onnx
    from onnx import numpy_helper

    model = onnx.load(str(path))
    initializers = {init.name: init for init in model.graph.initializer}
    shifted: set[str] = set()  # weights and zero points already rewritten (either may be read by two nodes)
    weights = 0
    for node in model.graph.node:
        if node.op_type != "MatMulInteger":
            continue
        weight, zero_point = node.input[1], node.input[3] if len(node.input) > 3 else ""
        if weight in shifted or weight not in initializers or initializers[weight].data_type != onnx.TensorProto.INT8:
            continue
        if zero_point not in initializers:  # an absent zero point is 0 in the weight's own type; make it explicit
            raise ValueError(f"{node.name}: a weight without a stored zero point cannot be made unsigned")
        for name in {weight, zero_point} - shifted:
            values = numpy_helper.to_array(initializers[name]).astype(np.int16) + 128
            initializers[name].CopyFrom(numpy_helper.from_array(values.astype(np.uint8), name))
            shifted.add(name)
        weights += 1
    onnx.save(model, str(path))
    return weights


def signed_weights(path: Path) -> list[str]:
    """Names of the MatMulInteger weights still stored as int8 in the graph at `path` (none in a shipped graph)."""
    import onnx

    model = onnx.load(str(path), load_external_data=False)
    initializers = {init.name: init.data_type for init in model.graph.initializer}
    return [node.input[1] for node in model.graph.node if node.op_type == "MatMulInteger"
            and initializers.get(node.input[1]) == onnx.TensorProto.INT8]
