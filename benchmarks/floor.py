"""The speed floor of issue 30, measured in the same run as what is compared with it: one all-MiniLM-L6-v2 pass
(the registry package's ONNX graph, onnxruntime, one intra-op thread) over the whole comment."""

import statistics
import time

import numpy as np

_MAX_TOKENS = 512  # the model's own limit: the floor sees the whole comment, as one text


class Floor:
    """The package's graph in a one-thread session and its tokenizer, loaded once."""

    def __init__(self) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        from moderation.engine.core.embedder import base_model_path, session_options, tokenizer_path
        options = session_options()
        options.intra_op_num_threads = 1
        self._session = ort.InferenceSession(str(base_model_path()), sess_options=options,
                                             providers=["CPUExecutionProvider"])
        self._tokenizer = Tokenizer.from_file(str(tokenizer_path()))
        self._tokenizer.enable_truncation(max_length=_MAX_TOKENS)
        self._tokenizer.no_padding()
        self._inputs = {i.name for i in self._session.get_inputs()}

    def _pass(self, text: str) -> None:
        ids = np.array([self._tokenizer.encode(text).ids], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        self._session.run(["last_hidden_state"], feeds)

    def ms(self, text: str) -> float:
        """One pass over `text`, tokenisation included, in milliseconds."""
        started = time.perf_counter()
        self._pass(text)
        return (time.perf_counter() - started) * 1000

    def median_ms(self, texts: list[str]) -> float:
        """The median pass over `texts` (after one pass to allocate)."""
        self._pass(texts[0])
        return statistics.median(self.ms(text) for text in texts)
