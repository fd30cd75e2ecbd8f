"""The one fixed train/validation split every training, tuning and benchmark script uses.

md5 of a row's key (an id when the source has one, otherwise the text), first 8 hex digits as an integer,
mod 10: buckets 0-2 are validation (30%, never trained or tuned on), 3-9 train. Bucket 3 is also the
calibration part inside train, and `fold` gives cross-validation folds inside train.
"""

import hashlib

VALIDATION_BUCKETS = 3  # of 10: 30% of every source is held back
CALIBRATION_BUCKET = 3


def bucket(key: str) -> int:
    """The row's fixed bucket, 0-9."""
    return int(hashlib.md5(str(key).encode("utf-8")).hexdigest()[:8], 16) % 10


def split_of(key: str) -> str:
    """'validation' (30%) or 'train' (70%)."""
    return "validation" if bucket(key) < VALIDATION_BUCKETS else "train"


def is_validation(key: str) -> bool:
    """True when the row is held back for validation."""
    return bucket(key) < VALIDATION_BUCKETS


def fold(key: str, folds: int = 5) -> int:
    """A cross-validation fold inside train (independent of the split bucket)."""
    return int(hashlib.md5(str(key).encode("utf-8")).hexdigest()[8:16], 16) % folds
