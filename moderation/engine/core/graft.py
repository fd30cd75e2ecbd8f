"""The runtime encoder graph without its tone top: what a request needs when it reads the toxicity logits but not
the tone (compat analyse), 8 layers a token instead of 10, the other outputs bit for bit the same."""

from pathlib import Path

TONE_PREFIX = "tone/"  # every node, weight and shape of the tone top is named under it (training/tone/finetune.py)
TONE_OUTPUT = "tone_logit"


def without_tone(path: Path):
    """The ONNX model at `path` with the tone top's nodes, weights and output taken out (an onnx ModelProto)."""
    import onnx

    model = onnx.load(str(path))
    graph = model.graph
    for field in (graph.node, graph.initializer, graph.value_info):
        kept = [item for item in field if not item.name.startswith(TONE_PREFIX)]
        del field[:]
        field.extend(kept)
    outputs = [o for o in graph.output if o.name != TONE_OUTPUT]
    del graph.output[:]
    graph.output.extend(outputs)
    return model
