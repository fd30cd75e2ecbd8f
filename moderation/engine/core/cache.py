"""Caches keyed by a digest of their inputs and bounded by the bytes they hold, not by a count of entries.

An lru_cache keyed by raw text keeps every key whole: 512 unique 880 KB topics pin 450 MB. Here a key is
16 bytes whatever the input, and the oldest entries go once the values' estimated size passes the bound.
"""

import dataclasses
import hashlib
import sys
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable
from functools import wraps
from typing import Any

import numpy as np

# The key (a 16-byte digest), its ordering node and the (value, size) pair per entry: 285 bytes of resident memory per
# entry of a float, measured over 50,000 entries (tests/engine/core/test_cache.py checks the estimate against it).
_ENTRY_OVERHEAD = 260


def digest(*parts: Any) -> bytes:
    """A 128-bit digest of the arguments (strings by their UTF-8 bytes, anything else by repr)."""
    hasher = hashlib.blake2b(digest_size=16)
    for part in parts:
        data = part.encode("utf-8", "surrogatepass") if isinstance(part, str) else repr(part).encode()
        hasher.update(len(data).to_bytes(8, "little") + data)  # length-prefixed: ("ab", "c") != ("a", "bc")
    return hasher.digest()


def size_of(value: Any) -> int:
    """Bytes a cached value holds, roughly: arrays by their buffers, containers by their items."""
    if isinstance(value, np.ndarray):
        return value.nbytes + sys.getsizeof(np.empty(0))
    if isinstance(value, (tuple, list, set, frozenset)):
        return sys.getsizeof(value) + sum(size_of(item) for item in value)
    if isinstance(value, dict):
        return sys.getsizeof(value) + sum(size_of(k) + size_of(v) for k, v in value.items())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # A record by its fields too: counted as its shell alone, 50,000 cached sentence analyses "held" 8 MB and
        # took about 30 (benchmarks/RESULTS.md, memory).
        return sys.getsizeof(value) + sum(size_of(getattr(value, f.name)) for f in dataclasses.fields(value))
    return sys.getsizeof(value)


_LIVE: "weakref.WeakSet[BoundedCache]" = weakref.WeakSet()  # every cache of this process, for held_bytes


class BoundedCache:
    """A thread-safe LRU map from digests to values, holding at most `max_bytes` of values; `name` says which in
    the service's metrics."""

    def __init__(self, max_bytes: int, sizer: Callable[[Any], int] = size_of, name: str = "other"):
        self.max_bytes, self._sizer, self.name = max_bytes, sizer, name
        _LIVE.add(self)
        self._items: OrderedDict[bytes, tuple[Any, int]] = OrderedDict()
        self._lock = threading.Lock()
        self.bytes = 0

    def get(self, key: bytes, default: Any = None) -> Any:
        with self._lock:
            entry = self._items.get(key)
            if entry is None:
                return default
            self._items.move_to_end(key)
            return entry[0]

    def put(self, key: bytes, value: Any) -> None:
        size = self._sizer(value) + _ENTRY_OVERHEAD
        if size > self.max_bytes:
            return  # larger than the whole cache: not worth evicting everything for
        with self._lock:
            old = self._items.pop(key, None)
            self.bytes += size - (old[1] if old else 0)
            self._items[key] = (value, size)
            while self.bytes > self.max_bytes:
                self.bytes -= self._items.popitem(last=False)[1][1]

    def discard(self, key: bytes) -> None:
        """Drop one entry if present."""
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self.bytes -= old[1]

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.bytes = 0


_MISSING = object()


def held_bytes() -> dict[str, int]:
    """The bytes each cache of this process holds by its own estimate, by name (caches of one name summed)."""
    held: dict[str, int] = {}
    for cache in list(_LIVE):
        held[cache.name] = held.get(cache.name, 0) + cache.bytes
    return held


def bytes_cache(max_bytes: int, sizer: Callable[[Any], int] = size_of):
    """Decorator: memoise a function of text-like arguments by their digest, within `max_bytes` (named after the
    function's package and name: "relevance.topic_vectors")."""
    def decorate(function):
        package = function.__module__.split(".")[-2] if "." in function.__module__ else function.__module__
        cache = BoundedCache(max_bytes, sizer, f"{package}.{function.__name__}")

        @wraps(function)
        def cached(*args, **kwargs):
            key = digest(*args, *sorted(kwargs.items()))
            value = cache.get(key, _MISSING)
            if value is _MISSING:
                value = function(*args, **kwargs)
                cache.put(key, value)
            return value

        cached.cache = cache
        cached.cache_clear = cache.clear
        cached.cache_discard = lambda *args, **kwargs: cache.discard(digest(*args, *sorted(kwargs.items())))
        return cached
    return decorate
