"""One int8 scale per token row: the activation quantiser of graphs whose rows must depend on themselves only (the
same outputs alone or in any batch, beside any neighbour). training/finetune/per_row.py rewrites an exported graph's
quantisers into it; multilingual/graph.py builds with it. A row's scale is its largest magnitude / 127; its values
are stored uint8 with the fixed zero point 128, as MatMulInteger reads them."""

import numpy as np

ZERO_POINT = "per_row_zero_point"  # the initializer that marks a graph as quantised this way (core/graft.py)


def constants(opset: int) -> dict[str, np.ndarray]:
    """The initializers the quantiser's nodes read, by name (add them to the graph once)."""
    found = {"per_row_eps": np.array(1e-8, dtype=np.float32), "per_row_127": np.array(127.0, dtype=np.float32),
             "per_row_128": np.array(128.0, dtype=np.float32), ZERO_POINT: np.array(128, dtype=np.uint8)}
    if opset >= 18:
        found["per_row_axes"] = np.array([-1], dtype=np.int64)
    return found


def quantiser(x: str, prefix: str, quantised: str, scale: str, opset: int) -> list:
    """The nodes that quantise tensor `x` per row into `quantised` (uint8) and `scale` (a column of scales); `prefix`
    names their intermediate tensors."""
    import onnx
    from onnx import helper

    reduce = (helper.make_node("ReduceMax", [f"{prefix}_abs", "per_row_axes"], [f"{prefix}_max"], keepdims=1)
              if opset >= 18 else helper.make_node("ReduceMax", [f"{prefix}_abs"], [f"{prefix}_max"], axes=[-1],
                                                   keepdims=1))
    return [helper.make_node("Abs", [x], [f"{prefix}_abs"]), reduce,
            helper.make_node("Max", [f"{prefix}_max", "per_row_eps"], [f"{prefix}_floor"]),
            helper.make_node("Div", [f"{prefix}_floor", "per_row_127"], [scale]),
            helper.make_node("Div", [x, scale], [f"{prefix}_ratio"]),
            helper.make_node("Round", [f"{prefix}_ratio"], [f"{prefix}_round"]),
            helper.make_node("Add", [f"{prefix}_round", "per_row_128"], [f"{prefix}_shifted"]),
            helper.make_node("Cast", [f"{prefix}_shifted"], [quantised], to=onnx.TensorProto.UINT8)]
