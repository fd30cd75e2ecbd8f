"""The per-request engine time budget on a real server on loopback: a slow engine call is answered 503 with
Retry-After and a JSON body when the budget runs out, other requests keep being served, the thread stops."""

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from moderation import engine
from moderation.core.config import Settings
from moderation.embedded import start_embedded

BUDGET_S = 1.0
SLOW_S = 8.0  # what the slowed judge would take without a budget


@pytest.fixture(scope="module")
def budget_server(tmp_path_factory):
    settings = Settings(data_dir=tmp_path_factory.mktemp("budget"), engine_budget_seconds=BUDGET_S,
                        usercheck_per_minute=0, auth_failures_per_minute=0)
    server = start_embedded(settings=settings, demo_email="budget@localhost")
    yield server
    server.stop()


@pytest.fixture
def slowed(monkeypatch):
    """Make the facade's machine-writing and attribute checks slow; records when each slow call stopped and why."""
    stops: list[tuple[float, str]] = []
    started = threading.Event()

    def slow(*_args, **_kwargs):
        started.set()
        begin = time.monotonic()
        try:
            while time.monotonic() - begin < SLOW_S:
                time.sleep(0.05)
                engine.budget.check("the slowed test stage")  # a judge's stage boundary
        except engine.BudgetExceeded:
            stops.append((time.monotonic(), "budget"))
            raise
        stops.append((time.monotonic(), "finished"))
        raise AssertionError("the budget never stopped the slow call")

    monkeypatch.setattr(engine, "detect_llm", slow)
    monkeypatch.setattr(engine, "score_attributes", slow)
    return stops, started


def _post(server, path: str, body: dict) -> tuple[httpx.Response, float]:
    begin = time.monotonic()
    response = httpx.post(f"{server.base_url}{path}", json=body, headers={"X-User-Email": server.email,
                                                                            "X-API-Key": server.api_key}, timeout=60)
    return response, time.monotonic() - begin


def test_slow_check_is_503_with_retry_after_and_the_thread_stops(budget_server, slowed):
    stops, _started = slowed
    response, took = _post(budget_server, "/v0.2/llmdetect", {"comment": "A perfectly ordinary comment."})
    assert response.status_code == 503, response.text
    body = response.json()
    assert body["error"] == "ServiceUnavailableError" and body["code"] == 503
    assert "MODERATION_ENGINE_BUDGET_SECONDS" in body["message"] and "Traceback" not in response.text
    assert response.headers["Retry-After"] == "1"
    assert BUDGET_S - 0.1 <= took < BUDGET_S + 1.5
    time.sleep(0.3)
    assert [why for _, why in stops] == ["budget"]  # the worker thread stopped at its next stage


def test_other_requests_are_served_while_one_runs_out_its_budget(budget_server, slowed):
    _stops, started = slowed
    with ThreadPoolExecutor(1) as pool:
        slow = pool.submit(_post, budget_server, "/v0.2/llmdetect", {"comment": "Another ordinary comment."})
        assert started.wait(30)
        quick, _took = _post(budget_server, "/v0.2/antispam", {"comment": "Nice plan for the park.", "draft": True})
        assert quick.status_code == 200
        assert not slow.done()  # answered while the slow request was still running out its budget
        assert slow.result()[0].status_code == 503


def test_megacall_shares_one_budget_over_its_checks(budget_server, slowed):
    response, took = _post(budget_server, "/v0.2/megacall", {"comment": "The new park is lovely.",
                                                             "run_spam_check": True, "run_llm_detect": True})
    assert response.status_code == 503 and response.headers["Retry-After"] == "1"
    assert took < BUDGET_S + 1.5


def test_compat_paths_answer_503_in_their_own_format(budget_server, slowed):
    response, _took = _post(budget_server, "/v0.2/external-compat/analyse",
                            {"comment": {"text": "The new park is lovely."}, "requestedAttributes": {"TOXICITY": {}}})
    assert response.status_code == 503 and response.headers["Retry-After"] == "1"
    error = response.json()["error"]
    assert error["status"] == "UNAVAILABLE" and "time budget" in error["message"]


def test_a_call_that_never_checks_is_still_answered_at_the_budget(budget_server, monkeypatch):
    """A judge with no stage boundary keeps its thread, but the request no longer waits for it."""
    monkeypatch.setattr(engine, "detect_llm", lambda *_: time.sleep(3 * BUDGET_S))
    response, took = _post(budget_server, "/v0.2/llmdetect", {"comment": "Yet another ordinary comment."})
    assert response.status_code == 503 and took < 2 * BUDGET_S


def test_work_within_the_budget_is_answered(budget_server):
    response, _took = _post(budget_server, "/v0.2/llmdetect", {"comment": "A short and ordinary comment."})
    assert response.status_code == 200 and "llm_likelihood" in response.json()


def test_engine_deadline_is_checked_between_stages():
    with engine.deadline(0.05):
        engine.budget.check("the first stage")
        time.sleep(0.1)
        with pytest.raises(engine.BudgetExceeded, match="the second stage"):
            engine.budget.check("the second stage")
    engine.budget.check("work outside any budget")  # no deadline: never raises


def test_a_batch_stops_between_slices_once_the_budget_runs_out(monkeypatch):
    """The batch is encoded a slice at a time, the budget checked before each: a run-out budget stops it early."""
    calls = []
    real = engine.analyse_many

    def slow_slice(comments, *args, **kwargs):
        calls.append(len(comments))
        time.sleep(0.1)
        return real(comments, *args, **kwargs)

    monkeypatch.setattr(engine, "analyse_many", slow_slice)
    comments = [f"Comment number {i} about the park." for i in range(64)]
    article = engine.build_article("The park gets new benches and a playground.")
    with engine.deadline(0.15), pytest.raises(engine.BudgetExceeded):
        engine.check_relevance_batch(comments, article)
    assert 1 <= len(calls) <= 2 and sum(calls) < len(comments)
    assert len(engine.check_relevance_batch(comments, article)) == len(comments)  # no budget: every slice
