"""Per-token activation scales (training/finetune/per_row.py): a sentence's outputs are the same alone or in any
batch, beside sentences of other lengths, and stay close to the dynamic int8 graph's (issue 37 item 2)."""

import shutil

import numpy as np
import onnxruntime as ort
import pytest

from moderation.engine.core.embedder import QUANTISED_PATH, tokenizer_path
from moderation.engine.training.finetune.per_row import per_row

SENTENCES = ["The council closed the pool without asking anyone.", "Idiot.",
             "I hope the delivery van that blocked our street every morning this month finally gets a ticket, "
             "because the driver never listens to anyone on the estate and the children cannot cross safely.",
             "Lovely weather for the fete on Saturday!", "Why?", "Nobody told the residents until the fences went up."]
DISABLED = ["MatMulIntegerToFloatFusion"]  # that fusion reads one activation scale per tensor (see per_row.py)


def _feeds(rows: list[list[int]]) -> dict:
    width = max(len(r) for r in rows)
    ids = np.zeros((len(rows), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    for i, r in enumerate(rows):
        ids[i, :len(r)], mask[i, :len(r)] = r, 1
    return {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}


def _pooled(states: np.ndarray, mask: np.ndarray) -> np.ndarray:
    pooled = (states * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
    return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)


@pytest.fixture(scope="module")
def sessions(tmp_path_factory):
    from tokenizers import Tokenizer

    path = tmp_path_factory.mktemp("per_row") / "graph.onnx"
    shutil.copyfile(QUANTISED_PATH, path)
    assert per_row(path) == 24  # every activation quantiser of the six layers
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    rows = [e.ids for e in Tokenizer.from_file(str(tokenizer_path())).encode_batch(SENTENCES)]
    return (ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"], disabled_optimizers=DISABLED),
            ort.InferenceSession(str(QUANTISED_PATH), options, providers=["CPUExecutionProvider"]), rows)


def test_a_sentence_scores_the_same_alone_or_in_batches_of_2_8_and_32(sessions):
    session, _, rows = sessions
    alone = [_pooled(session.run(["last_hidden_state"], _feeds([r]))[0], _feeds([r])["attention_mask"])[0]
             for r in rows]
    rng = np.random.default_rng(3)
    for size in (2, 8, 32):
        for target in range(len(rows)):
            others = [rows[i] for i in rng.integers(0, len(rows), size - 1)]
            batch = others[: size // 2] + [rows[target]] + others[size // 2:]
            feeds = _feeds(batch)
            vectors = _pooled(session.run(["last_hidden_state"], feeds)[0], feeds["attention_mask"])
            assert np.abs(vectors[size // 2] - alone[target]).max() < 1e-4


def test_per_token_scales_stay_close_to_the_dynamic_graph(sessions):
    session, dynamic, rows = sessions
    for r in rows:
        feeds = _feeds([r])
        a = _pooled(session.run(["last_hidden_state"], feeds)[0], feeds["attention_mask"])[0]
        b = _pooled(dynamic.run(["last_hidden_state"], feeds)[0], feeds["attention_mask"])[0]
        assert float(a @ b) > 0.98
