"""Int8 weights stored unsigned: the same integer products on every CPU, and the shipped graphs are stored so."""

from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

from moderation.engine.core.embedder import GRAFTED_PATH, QUANTISED_PATH
from moderation.engine.training.encoder.exact import signed_weights, unsigned_weights



def _matmul_integer(path: Path, weight: np.ndarray, zero_point: np.ndarray) -> None:
    """A graph of one MatMulInteger: uint8 activations (zero point 0) times the given int8 weight."""
    a = helper.make_tensor_value_info("a", TensorProto.UINT8, [1, weight.shape[0]])
    y = helper.make_tensor_value_info("y", TensorProto.INT32, [1, weight.shape[1]])
    node = helper.make_node("MatMulInteger", ["a", "w", "a_zp", "w_zp"], ["y"], name="mm")
    graph = helper.make_graph([node], "g", [a], [y], [numpy_helper.from_array(weight, "w"),
                              numpy_helper.from_array(np.array(0, dtype=np.uint8), "a_zp"),
                              numpy_helper.from_array(zero_point, "w_zp")])
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8), str(path))


def _run(path: Path, a: np.ndarray) -> np.ndarray:
    return ort.InferenceSession(str(path), providers=["CPUExecutionProvider"]).run(["y"], {"a": a})[0]


def test_unsigned_weights_give_the_exact_products_even_where_pairs_of_products_overflow_16_bits(tmp_path):
    # 255 × 127 twice is 64,770: past int16, where a CPU without VNNI saturates the signed-weight kernel.
    rng = np.random.default_rng(0)
    weight = np.concatenate([np.full((64, 4), 127, dtype=np.int8), rng.integers(-128, 128, (64, 4)).astype(np.int8)])
    zero_point = np.array([0, 0, 3, -2], dtype=np.int8)
    a = np.concatenate([np.full((1, 64), 255), rng.integers(0, 256, (1, 64))], axis=1).astype(np.uint8)
    exact = a.astype(np.int64) @ (weight.astype(np.int64) - zero_point.astype(np.int64))
    path = tmp_path / "mm.onnx"
    _matmul_integer(path, weight, zero_point)
    assert signed_weights(path) == ["w"]
    assert unsigned_weights(path) == 1
    assert signed_weights(path) == []
    assert np.array_equal(_run(path, a), exact)


def test_a_second_pass_changes_nothing(tmp_path):
    path = tmp_path / "mm.onnx"
    _matmul_integer(path, np.ones((8, 2), dtype=np.int8), np.zeros(2, dtype=np.int8))
    unsigned_weights(path)
    before = path.read_bytes()
    assert unsigned_weights(path) == 0
    assert path.read_bytes() == before


@pytest.mark.parametrize("graph", [QUANTISED_PATH, GRAFTED_PATH], ids=lambda p: p.parent.parent.name + "/" + p.name)
def test_shipped_graphs_store_no_signed_int8_weights(graph):
    assert graph.exists()
    assert signed_weights(graph) == []
