"""The fair limiter: a total bound, a bound per account, arrival order among those that may go, a bounded wait."""

import asyncio

import pytest

from moderation.core.fair import Busy, FairLimiter


def test_one_account_cannot_take_every_place():
    async def scenario():
        limiter, order = FairLimiter(total=3, per_key=2), []
        release = asyncio.Event()

        async def hold(key, name):
            async with limiter.slot(key, timeout=5):
                order.append(name)
                await release.wait()

        greedy = [asyncio.create_task(hold("a", f"a{index}")) for index in range(5)]
        await asyncio.sleep(0.01)
        other = asyncio.create_task(hold("b", "b0"))
        await asyncio.sleep(0.01)
        assert order == ["a0", "a1", "b0"] and limiter.held("a") == 2
        release.set()
        await asyncio.gather(*greedy, other)
        assert sorted(order) == ["a0", "a1", "a2", "a3", "a4", "b0"] and limiter.held() == 0

    asyncio.run(scenario())


def test_a_wait_past_its_timeout_is_busy_and_leaves_no_trace():
    async def scenario():
        limiter = FairLimiter(total=1, per_key=1)
        async with limiter.slot("a", timeout=1):
            with pytest.raises(Busy):
                async with limiter.slot("b", timeout=0.05):
                    pass
        assert limiter.held() == 0
        async with limiter.slot("b", timeout=0.05):
            assert limiter.held("b") == 1

    asyncio.run(scenario())
