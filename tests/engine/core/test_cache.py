"""Engine caches: keyed by a digest of the input, bounded by the bytes they hold."""

import numpy as np

from moderation.engine.core.analysis import analyse
from moderation.engine.core.cache import BoundedCache, bytes_cache, digest
from moderation.engine.relevance import topics


def test_the_oldest_entries_go_once_the_byte_bound_is_passed():
    cache = BoundedCache(4 * 1024 * 1024)
    for index in range(10):
        cache.put(digest(index), np.zeros(256 * 1024, dtype=np.float32))  # 1 MB each
    assert len(cache) == 3 and cache.bytes <= cache.max_bytes
    assert cache.get(digest(9)) is not None and cache.get(digest(0)) is None
    cache.put(digest("huge"), np.zeros(2 * 1024 * 1024, dtype=np.float32))  # bigger than the cache: not kept
    assert cache.get(digest("huge")) is None and len(cache) == 3


def test_recently_used_entries_survive_eviction():
    cache = BoundedCache(3 * 1024 * 1024)
    for name in ("a", "b"):
        cache.put(digest(name), np.zeros(256 * 1024, dtype=np.float32))
    cache.get(digest("a"))
    cache.put(digest("c"), np.zeros(256 * 1024, dtype=np.float32))
    assert cache.get(digest("a")) is not None and cache.get(digest("b")) is None


def test_digests_separate_argument_boundaries():
    assert digest("ab", "c") != digest("a", "bc") and len(digest("x" * 1_000_000)) == 16


def test_a_decorated_function_keeps_digests_not_inputs_and_remembers_none():
    calls = []

    @bytes_cache(1024 * 1024)
    def shout(text: str, suffix: str = "") -> str | None:
        calls.append(text)
        return None if not text else text[:10].upper() + suffix

    long_topic = "t" * 880_000
    assert shout(long_topic) == "TTTTTTTTTT" and shout(long_topic) == "TTTTTTTTTT"
    assert shout("") is None and shout("") is None
    assert shout("a", suffix="!") == "A!" and len(calls) == 3
    assert all(len(key) == 16 for key in shout.cache._items)


def test_topic_caches_hold_no_raw_topics():
    for index in range(20):
        topics.term_pattern(f"unique topic {index} " + "w" * 50_000)
    assert all(len(key) == 16 for key in topics.term_pattern.cache._items)
    assert topics.term_pattern.cache.bytes <= topics.term_pattern.cache.max_bytes


def test_comment_analyses_are_bounded_by_bytes_not_count():
    before = len(analyse.cache)
    comment = " ".join(f"Sentence {index} here." for index in range(400))[:19_000]
    for index in range(60):
        analyse(f"{index} {comment}")
    assert analyse.cache.bytes <= analyse.cache.max_bytes
    assert len(analyse.cache) - before < 60  # 60 long comments would pass 64 MB: the oldest were let go


def test_the_embedder_cache_is_keyed_by_digest():
    from moderation.engine.core.embedder import embed, get_embedder

    first = embed(["A long comment about the harbour. " * 3000])
    again = embed(["A long comment about the harbour. " * 3000])
    assert np.array_equal(first, again)
    cache = get_embedder()._cache
    assert all(len(key) == 16 for key in cache._items) and cache.bytes <= cache.max_bytes


def test_a_record_is_counted_with_what_its_fields_hold():
    from dataclasses import dataclass

    from moderation.engine.core.cache import size_of

    @dataclass(frozen=True)
    class Record:
        hits: tuple
        note: str

    empty, full = Record((), ""), Record(tuple(range(1000)), "x" * 10_000)
    assert size_of(full) > size_of(empty) + 10_000 + 1000 * 8


def test_the_estimate_of_an_entry_is_close_to_the_memory_it_takes():
    """50,000 small entries: the cache's own byte count within a quarter of what Python allocated for them."""
    import tracemalloc

    tracemalloc.start()
    try:
        cache, before = BoundedCache(10**9), tracemalloc.get_traced_memory()[0]
        for index in range(50_000):
            cache.put(digest(index), float(index))
        added = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert 0.75 * added <= cache.bytes <= 1.25 * added, (cache.bytes, added)
