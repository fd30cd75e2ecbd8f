"""API keys: random, shown once, stored as HMAC-SHA256 with the server secret, compared in constant time."""

import hashlib
import hmac
import secrets

KEY_BYTES = 32  # 256 bits of randomness


def new_key() -> str:
    """A fresh URL-safe key (43 characters)."""
    return secrets.token_urlsafe(KEY_BYTES)


def hash_key(secret: str, key: str) -> str:
    """The stored form of a key."""
    return hmac.new(secret.encode("utf-8"), key.encode("utf-8"), hashlib.sha256).hexdigest()


def same_hash(a: str, b: str) -> bool:
    """Constant-time equality of two hashes."""
    return hmac.compare_digest(a.encode("ascii"), b.encode("ascii"))
