"""A real `serve --workers 2`: the rate limit holds across processes; concurrent clients get no errors; metrics add
up every worker; JSON log lines hold no secret."""

import json
import os
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from tests.polling import wait_until
from tests.scrape import scrape, value
from tests.served import cli, serve_env, serving

COMMENT = "The council should publish the cycling survey before voting on the new lanes downtown."


@pytest.fixture(scope="module")
def two_workers(tmp_path_factory):
    """(base_url, env, log path) of a two-worker service over its own data folder."""
    folder = tmp_path_factory.mktemp("two-workers")
    env = serve_env(folder / "data", os.environ.get("MODERATION_TEST_DATABASE_URL"))
    env["MODERATION_LOG_FORMAT"] = "json"
    env["PROMETHEUS_MULTIPROC_DIR"] = str(folder / "metrics")  # given, so the test can look inside
    (folder / "metrics").mkdir()
    (folder / "metrics" / "counter_1.db").write_bytes(b"left by an earlier run")  # serve must clear it
    log_path = folder / "serve.log"
    with serving(env, log_path, workers=2) as base_url:
        yield base_url, env, log_path
    log = log_path.read_text()
    assert "database is locked" not in log and "Traceback" not in log, log[-3000:]


def _account(env, plan: str) -> dict[str, str]:
    created = cli(env, "accounts", "create", "--email", f"w-{uuid.uuid4().hex[:8]}@example.test", "--plan", plan)
    return {"X-User-Email": created["email"], "X-API-Key": created["api_key"]}


def _unlimited(env) -> dict[str, str]:
    """An account whose plan limit no load test reaches (the limit itself has its own test)."""
    plan = f"Load {uuid.uuid4().hex[:6]}"
    cli(env, "plans", "define", plan, "--operations", "megacall", "--requests-per-minute", "1000000")
    return _account(env, plan)


def _hammer(base_url: str, headers: dict, clients: int, seconds: float, path: str, body: dict) -> list:
    """`clients` threads posting in a loop for `seconds`; every (status, headers, body) answered."""
    deadline = time.monotonic() + seconds

    def client(_):
        answers = []
        with httpx.Client(base_url=base_url, headers=headers, timeout=60) as http:
            while not answers or time.monotonic() < deadline:  # at least one request per client
                response = http.post(path, json=body)
                answers.append((response.status_code, response.headers, response.text))
        return answers

    with ThreadPoolExecutor(clients) as pool:
        return [answer for answers in pool.map(client, range(clients)) for answer in answers]


def test_rate_limit_holds_across_two_worker_processes(two_workers):
    base_url, env, _log = two_workers
    plan = f"Limit20 {uuid.uuid4().hex[:6]}"
    cli(env, "plans", "define", plan, "--operations", "external-compat", "--requests-per-minute", "20")
    headers = _account(env, plan)
    body = {"comment": {"text": "fine"}, "requestedAttributes": {"TOXICITY": {}}}

    def call(_):
        with httpx.Client(base_url=base_url, headers=headers, timeout=60) as http:
            return http.post("/v0.2/external-compat/analyse", json=body)

    with ThreadPoolExecutor(16) as pool:
        answers = list(pool.map(call, range(80)))
    statuses = [r.status_code for r in answers]
    assert statuses.count(200) == 20 and statuses.count(429) == 60, statuses
    waits = {int(r.headers["Retry-After"]) for r in answers if r.status_code == 429}
    assert waits and all(1 <= wait <= 60 for wait in waits)
    assert all(r.json()["error"]["status"] == "RESOURCE_EXHAUSTED" for r in answers if r.status_code == 429)


def test_thirty_concurrent_clients_get_no_server_errors(two_workers):
    base_url, env, _log = two_workers
    headers = _unlimited(env)
    body = {"comment": COMMENT, "run_spam_check": True, "run_external": True, "run_llm_detect": True}
    answers = _hammer(base_url, headers, 30, 6.0, "/v0.2/megacall", body)
    statuses = [status for status, _h, _b in answers]
    assert len(statuses) >= 30 and 200 in statuses  # every client got answers (no throughput bar here)
    for status, response_headers, text in answers:
        if status == 503:  # the deliberate 'busy' answer: JSON and a Retry-After
            assert "Retry-After" in response_headers and "busy" in text
        else:
            assert status == 200, text


def test_eight_clients_with_two_workers_get_no_errors(two_workers):
    base_url, env, _log = two_workers
    headers = _unlimited(env)
    body = {"comment": COMMENT, "run_spam_check": True, "run_external": True}
    answers = _hammer(base_url, headers, 8, 5.0, "/v0.2/megacall", body)
    assert answers and {status for status, _h, _b in answers} == {200}, [t for s, _h, t in answers if s != 200][:3]


def test_metrics_add_up_both_workers(two_workers):
    base_url, env, _log = two_workers
    plan = f"Limit20 {uuid.uuid4().hex[:6]}"
    cli(env, "plans", "define", plan, "--operations", "antispam", "--requests-per-minute", "20")
    headers = _account(env, plan)
    before = scrape(base_url)

    def call(_):
        with httpx.Client(base_url=base_url, headers=headers, timeout=60) as http:
            return http.post("/v0.2/antispam", json={"comment": COMMENT}).status_code

    with ThreadPoolExecutor(8) as pool:
        statuses = list(pool.map(call, range(40)))
    assert statuses.count(200) == 20 and statuses.count(429) == 20, statuses
    after = scrape(base_url)  # answered by one worker, from every worker's file
    route = {"route": "/v0.2/antispam", "method": "POST"}

    def delta(name, **labels):
        return value(after, name, **labels) - value(before, name, **labels)

    assert delta("moderation_http_requests_total", **route, status="200") == 20
    assert delta("moderation_http_requests_total", **route, status="429") == 20
    assert delta("moderation_http_request_duration_seconds_count", **route) == 40
    assert delta("moderation_rate_limit_refusals_total", limit="plan") == 20
    assert delta("moderation_engine_seconds_count", judge="spam") == 20
    files = list(Path(env["PROMETHEUS_MULTIPROC_DIR"]).glob("*.db"))
    assert len({path.stem.rsplit("_", 1)[1] for path in files}) >= 3  # serve itself and its two workers
    assert not (Path(env["PROMETHEUS_MULTIPROC_DIR"]) / "counter_1.db").exists()


def test_json_log_lines_carry_the_request_and_no_secret(two_workers):
    base_url, env, log_path = two_workers
    headers = _account(env, "Professional")
    comment = f"quokka-{uuid.uuid4().hex} thinks the lanes are fine"
    request_id = f"test-{uuid.uuid4().hex}"
    ok = httpx.post(f"{base_url}/v0.2/antispam", headers={**headers, "X-Request-ID": request_id},
                    json={"comment": comment}, timeout=60)
    assert ok.status_code == 200 and ok.headers["x-request-id"] == request_id
    refused = httpx.post(f"{base_url}/v0.2/antispam?key=QUERYSECRET{request_id}", headers=headers,
                         json={"comment": comment}, timeout=60)
    assert refused.status_code == 401

    def lines():
        return [json.loads(line) for line in log_path.read_text().splitlines() if line.startswith("{")]

    assert wait_until(lambda: sum(1 for entry in lines() if entry.get("route") == "/v0.2/antispam"
                                  and entry.get("status") == 401) >= 1, timeout=30)
    access = next(entry for entry in lines() if entry.get("request_id") == request_id)
    assert access["route"] == "/v0.2/antispam" and access["status"] == 200 and access["method"] == "POST"
    assert access["duration_ms"] > 0 and access["level"] == "INFO" and access["time"]
    text = log_path.read_text()
    for secret in (headers["X-API-Key"], headers["X-User-Email"], comment, "QUERYSECRET"):
        assert secret not in text
