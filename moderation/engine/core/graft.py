"""The encoder graphs as this process runs them: the shipped graph, less its tone top where no judge reads it (8
layers a token instead of 10 for the attribute scores), with its int8 weights signed where the CPU's dot-product
kernel makes that exact (core/kernels.py). Every variant gives the shipped graph's outputs bit for bit."""

from pathlib import Path

import numpy as np

TONE_PREFIX = "tone/"  # every node, weight and shape of the tone top is named under it (training/tone/finetune.py)
TONE_OUTPUT = "tone_logit"


def without_tone(path: Path):
    """The ONNX model at `path` with the tone top's nodes, weights and output taken out (an onnx ModelProto)."""
    import onnx

    return _drop_tone(onnx.load(str(path)))


def _drop_tone(model):
    graph = model.graph
    for field in (graph.node, graph.initializer, graph.value_info):
        kept = [item for item in field if not item.name.startswith(TONE_PREFIX)]
        del field[:]
        field.extend(kept)
    outputs = [o for o in graph.output if o.name != TONE_OUTPUT]
    del graph.output[:]
    graph.output.extend(outputs)
    return model


def _signed(model):
    """The weights of every MatMulInteger stored as int8 again (w − 128, zero point z − 128): the same (w − z) in
    every product, so the same integer sums, but onnxruntime then takes its u8 × s8 kernel."""
    from onnx import TensorProto, numpy_helper

    initializers = {init.name: init for init in model.graph.initializer}
    done: set[str] = set()
    for node in model.graph.node:
        if node.op_type != "MatMulInteger" or len(node.input) < 4:
            continue
        for name in (node.input[1], node.input[3]):
            init = initializers.get(name)
            if name in done or init is None or init.data_type != TensorProto.UINT8:
                continue
            values = numpy_helper.to_array(init).astype(np.int16) - 128
            init.CopyFrom(numpy_helper.from_array(values.astype(np.int8), name))
            done.add(name)
    return model


def has_unsigned_weights(model) -> bool:
    """Whether the ONNX `model` has uint8 MatMulInteger weights (the shipped int8 graphs do; a float one not)."""
    from onnx import TensorProto

    types = {init.name: init.data_type for init in model.graph.initializer}
    return any(node.op_type == "MatMulInteger" and types.get(node.input[1]) == TensorProto.UINT8
               for node in model.graph.node)


def built(model, tone: bool = True, signed: bool = False) -> bytes:
    """The ONNX `model` (changed in place) without its tone top unless `tone`, with signed weights if `signed`."""
    model = model if tone else _drop_tone(model)
    return (_signed(model) if signed else model).SerializeToString()


def graph_source(path: Path, tone: bool = True, signed: bool = False) -> str | bytes:
    """What onnxruntime loads for the graph at `path`: its file as shipped, or the model built here without its tone
    top (`tone` False) and/or with signed weights."""
    if tone and not signed:
        return str(path)
    import onnx

    return built(onnx.load(str(path)), tone, signed)


PER_ROW_FUSION = "MatMulIntegerToFloatFusion"  # reads one activation scale per tensor: wrong on per-token scales


def per_row_scales(model) -> bool:
    """Whether the ONNX `model` quantises activations per token (training/finetune/per_row.py): its sessions must
    run without PER_ROW_FUSION."""
    from moderation.engine.core.per_token import ZERO_POINT

    return any(init.name == ZERO_POINT for init in model.graph.initializer)


def open_session(source, options, per_row: bool):
    """An onnxruntime session of `source` (a path or serialised model) on the CPU, without the fusion that per-token
    scales break when `per_row`."""
    import onnxruntime as ort

    return ort.InferenceSession(source, sess_options=options, providers=["CPUExecutionProvider"],
                                disabled_optimizers=[PER_ROW_FUSION] if per_row else None)
