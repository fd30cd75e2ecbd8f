"""Fair share between accounts: one account's requests judge at most JUDGE_PER_ACCOUNT at once per worker, so
another account's request does not queue behind them (issue 42, "fair share between accounts")."""

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from moderation import engine
from moderation.core.config import Settings
from moderation.embedded import start_embedded


@pytest.fixture
def fair_server(tmp_path):
    service = start_embedded(settings=Settings(data_dir=tmp_path, judge_per_account=1, engine_budget_seconds=30,
                                               worker_threads=8))
    yield service
    service.stop()


@pytest.fixture
def slow_judge(monkeypatch):
    """detect_llm made slow (0.4 s), recording how many of each comment's account's calls run at once."""
    real, state, lock = engine.detect_llm, {"running": {}, "most": {}}, threading.Lock()

    def slow(comment: str):
        account = comment.split()[0]
        with lock:
            state["running"][account] = state["running"].get(account, 0) + 1
            state["most"][account] = max(state["most"].get(account, 0), state["running"][account])
        time.sleep(0.4)
        with lock:
            state["running"][account] -= 1
        return real(comment)

    monkeypatch.setattr(engine, "detect_llm", slow)
    return state


def test_one_account_judges_one_request_at_a_time_and_another_goes_first(fair_server, slow_judge):
    busy = {"X-User-Email": fair_server.email, "X-API-Key": fair_server.api_key}
    other_email, other_key = fair_server.create_account("Professional")
    other = {"X-User-Email": other_email, "X-API-Key": other_key}
    url = f"{fair_server.base_url}/v0.2/llmdetect"
    with ThreadPoolExecutor(6) as pool:
        flood = [pool.submit(httpx.post, url, headers=busy, data={"comment": "busy words here"}, timeout=60)
                 for _ in range(6)]
        time.sleep(0.3)
        started = time.perf_counter()
        answer = httpx.post(url, headers=other, data={"comment": "other words here"}, timeout=60)
        seconds = time.perf_counter() - started
        statuses = [future.result().status_code for future in flood]
    assert answer.status_code == 200 and statuses == [200] * 6, statuses
    assert slow_judge["most"]["busy"] == 1  # was 6: every request of the flood judged at once
    assert seconds < 1.5, seconds  # one slow call, not the flood's queue
