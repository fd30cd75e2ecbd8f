"""A fair limiter for the event loop: at most `total` holders at once and at most `per_key` for one key (an
account), so one account's slow or costly requests wait their turn without taking every place (issue 42)."""

import asyncio
from collections import Counter, deque
from collections.abc import AsyncIterator, Hashable
from contextlib import asynccontextmanager


class Busy(Exception):
    """No place came free within the wait allowed."""


class FairLimiter:
    """Places handed out in arrival order among the waiters whose key is under its own bound."""

    def __init__(self, total: int, per_key: int):
        self.total, self.per_key = max(1, total), max(1, per_key)
        self._held: Counter = Counter()
        self._waiters: deque[tuple[Hashable, asyncio.Future]] = deque()

    def held(self, key: Hashable | None = None) -> int:
        """Places held in all, or by one key."""
        return sum(self._held.values()) if key is None else self._held[key]

    @asynccontextmanager
    async def slot(self, key: Hashable, timeout: float) -> AsyncIterator[None]:
        """Hold one place for `key` during the block; Busy when none came free within `timeout` seconds."""
        await self._acquire(key, timeout)
        try:
            yield
        finally:
            self._release(key)

    def _free_for(self, key: Hashable) -> bool:
        return self.held() < self.total and self._held[key] < self.per_key

    async def _acquire(self, key: Hashable, timeout: float) -> None:
        if self._free_for(key) and not any(waiting == key for waiting, _ in self._waiters):
            self._held[key] += 1
            return
        granted = asyncio.get_running_loop().create_future()
        entry = (key, granted)
        self._waiters.append(entry)
        try:
            await asyncio.wait_for(asyncio.shield(granted), timeout)
        except asyncio.TimeoutError:
            self._give_up(entry)
            raise Busy() from None
        except asyncio.CancelledError:  # the client went away: leave the queue, keep the cancellation
            self._give_up(entry)
            raise

    def _give_up(self, entry: tuple[Hashable, asyncio.Future]) -> None:
        """Leave the queue; a place granted just as the wait ended is handed on."""
        key, granted = entry
        if entry in self._waiters:
            self._waiters.remove(entry)
        if granted.done() and not granted.cancelled():
            self._release(key)
        else:
            granted.cancel()

    def _release(self, key: Hashable) -> None:
        self._held[key] -= 1
        if self._held[key] <= 0:
            del self._held[key]
        for entry in list(self._waiters):
            waiting, granted = entry
            if self.held() >= self.total:
                break
            if self._held[waiting] < self.per_key and not granted.done():
                self._waiters.remove(entry)
                self._held[waiting] += 1
                granted.set_result(None)
