"""One request's long analysis never holds up another request's analysis (no lock shared across instances)."""

import threading
import time

from moderation.engine.core.analysis import Analysis
from moderation.engine.core.cached import instance_cached
from moderation.engine.core.embedder import get_embedder


def test_a_slow_encoding_does_not_block_another_analysis(monkeypatch):
    embedder = get_embedder()
    real = embedder.encode
    release = threading.Event()

    def encode(texts, *args, **kwargs):
        if any("slow request" in t for t in texts):
            release.wait(10)  # the long comment's encoder run, still going
        return real(texts, *args, **kwargs)

    monkeypatch.setattr(embedder, "encode", encode)
    slow = threading.Thread(target=lambda: Analysis("This is the slow request, still encoding.").embedding)
    slow.start()
    time.sleep(0.2)
    started = time.monotonic()
    Analysis("Another account's short comment arrives meanwhile.").embedding  # noqa: B018
    waited = time.monotonic() - started
    release.set()
    slow.join()
    assert waited < 5  # with a lock shared by every Analysis it waits for the release, 10 s


def test_the_value_is_computed_once_per_instance_and_kept():
    calls = []

    class Thing:
        @instance_cached
        def value(self) -> int:
            """A value."""
            calls.append(1)
            return len(calls)

    first, second = Thing(), Thing()
    assert (first.value, first.value, second.value) == (1, 1, 2)
    assert Thing.value.__doc__ == "A value." and len(calls) == 2
