"""64-bit SimHash over normalised word shingles, for remembering near-duplicate comments."""

import hashlib
import re
from collections.abc import Iterable

import numpy as np

_BITS = 64
_BIT_INDEX = np.arange(_BITS, dtype=np.uint64)
_MASK = (1 << _BITS) - 1
_URL = re.compile(r"(?:https?://|www\.)\S+", re.IGNORECASE)
_TOKEN = re.compile(r"[a-z0-9]+")
_REPEATS = re.compile(r"(.)\1{2,}")


def normalise(text: str) -> list[str]:
    """Lower-cased word tokens; links keep only their host so a changed tracking tail still matches."""
    text = _URL.sub(lambda m: " " + _host(m.group()) + " ", text.lower())
    text = _REPEATS.sub(r"\1\1", text)  # "soooo" and "sooooooo" are the same word
    return _TOKEN.findall(text)


def _host(url: str) -> str:
    """The host part of a link (without scheme and path)."""
    bare = re.sub(r"^(?:https?://)?(?:www\.)?", "", url)
    return bare.split("/", 1)[0]


def _features(tokens: list[str]) -> Iterable[tuple[str, int]]:
    """Weighted features: each word (weight 1) and each word pair (weight 2), so order matters but one
    changed word moves only a few features."""
    for token in tokens:
        yield token, 1
    for first, second in zip(tokens, tokens[1:]):
        yield first + " " + second, 2


def _hash64(feature: str) -> int:
    return int.from_bytes(hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest(), "big")


def simhash(text: str) -> int:
    """The unsigned 64-bit SimHash of `text` (0 for a text without words)."""
    features = list(_features(normalise(text)))
    if not features:
        return 0
    hashes = np.array([_hash64(f) for f, _ in features], dtype=np.uint64)
    weights = np.array([w for _, w in features], dtype=np.int64)
    bits = ((hashes[:, None] >> _BIT_INDEX) & np.uint64(1)).astype(np.int64)  # (features, 64)
    totals = weights @ (2 * bits - 1)
    return sum(1 << bit for bit in range(_BITS) if totals[bit] > 0)


def to_signed(value: int) -> int:
    """Map an unsigned 64-bit value onto a signed int64 (fits a SQL BIGINT)."""
    return value - (1 << _BITS) if value >= 1 << (_BITS - 1) else value


def hamming(first: int, second: int) -> int:
    """Number of differing bits between two fingerprints (signed or unsigned)."""
    return ((first & _MASK) ^ (second & _MASK)).bit_count()


def nearest(fingerprint: int, others: Iterable[int]) -> int | None:
    """The smallest Hamming distance from `fingerprint` to any of `others` (None when there are none)."""
    # As unsigned 64-bit words, XOR and count bits in one numpy pass: the account's last thousand fingerprints were
    # a thousand Python calls per comment (issue 30).
    words = np.fromiter((other & _MASK for other in others), dtype=np.uint64)
    if not words.size:
        return None
    return int(np.bitwise_count(words ^ np.uint64(fingerprint & _MASK)).min())
