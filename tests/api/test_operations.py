"""/healthz, /readyz and /metrics on a real server: no credentials, honest readiness, metrics by route template."""

import os
import uuid

import httpx
import pytest
from pydantic import SecretStr

from moderation.store.db import make_engine
from tests.scrape import scrape, value
from tests.served import free_port


def test_healthz_and_readyz_answer_without_credentials(live_server):
    health = httpx.get(live_server.url("/healthz"))
    assert health.status_code == 200 and health.json() == {"status": "ok"}
    ready = httpx.get(live_server.url("/readyz"))
    assert ready.status_code == 200, ready.text
    assert ready.json() == {"status": "ready", "checks": {"models": "loaded", "database": "reachable"}}


def test_readyz_is_503_with_a_reason_when_the_database_is_unreachable(live_server):
    state = live_server.service.app.state
    working = state.engine
    # Nothing listens on this loopback port: the connection is refused at once.
    state.engine = make_engine(f"postgresql+psycopg://nobody:secret@127.0.0.1:{free_port()}/none")
    try:
        answer = httpx.get(live_server.url("/readyz"), timeout=30)
    finally:
        state.engine.dispose()
        state.engine = working
    assert answer.status_code == 503
    body = answer.json()
    assert body["status"] == "not ready" and body["checks"]["database"] == "unreachable"
    assert body["reason"].startswith("the database is unreachable")
    assert "secret" not in answer.text and "nobody" not in answer.text
    assert httpx.get(live_server.url("/healthz")).status_code == 200  # alive all the same


def test_readyz_is_503_until_the_models_are_loaded(live_server):
    state = live_server.service.app.state
    state.models, state.models_failure = "failed", "RuntimeError"
    try:
        answer = httpx.get(live_server.url("/readyz"))
    finally:
        state.models, state.models_failure = "loaded", None
    assert answer.status_code == 503
    assert answer.json()["reason"] == "models failed: RuntimeError"
    assert httpx.get(live_server.url("/readyz")).status_code == 200


def test_a_sane_request_id_is_echoed_and_any_other_is_replaced(live_server):
    sent = "req-7f3a_01:haproxy.example"
    assert httpx.get(live_server.url("/healthz"), headers={"X-Request-ID": sent}).headers["x-request-id"] == sent
    for bad in ("x" * 129, "two words", "semi;colon", ""):
        echoed = httpx.get(live_server.url("/healthz"), headers={"X-Request-ID": bad}).headers["x-request-id"]
        assert echoed != bad and len(echoed) == 32 and int(echoed, 16) >= 0
    first = httpx.get(live_server.url("/nothing")).headers["x-request-id"]
    assert first != httpx.get(live_server.url("/nothing")).headers["x-request-id"]


def test_requests_are_counted_by_route_template_and_status(live_server):
    before = scrape(live_server.base_url)
    headers = live_server.headers
    assert httpx.post(live_server.url("/v0.2/antispam/"), headers=headers, json={"comment": "Nice."}).status_code == 200
    assert httpx.post(live_server.url("/v0.2/antispam"), headers=headers, json={"comment": "Fine."}).status_code == 200
    unknown = f"/probe-{uuid.uuid4().hex}"
    assert httpx.get(live_server.url(unknown)).status_code == 404
    after = scrape(live_server.base_url)
    route = {"route": "/v0.2/antispam", "method": "POST"}
    assert value(after, "moderation_http_requests_total", **route, status="200") - \
        value(before, "moderation_http_requests_total", **route, status="200") == 2
    assert value(after, "moderation_http_request_duration_seconds_count", **route) - \
        value(before, "moderation_http_request_duration_seconds_count", **route) == 2
    assert value(after, "moderation_http_requests_total", route="other", method="GET", status="404") > \
        value(before, "moderation_http_requests_total", route="other", method="GET", status="404")
    assert value(after, "moderation_engine_seconds_count", judge="spam") - \
        value(before, "moderation_engine_seconds_count", judge="spam") == 2
    assert value(after, "moderation_db_pool_wait_seconds_count") > value(before, "moderation_db_pool_wait_seconds_count")
    assert value(after, "moderation_model_load_seconds", model="engine") > 0
    labels = {label for _name, pairs in after for _key, label in pairs}
    assert unknown not in labels and "/v0.2/antispam/" not in labels


def test_rate_limit_and_fetch_refusals_are_counted_with_no_secret_in_any_label(live_server):
    plan = f"One {uuid.uuid4().hex[:6]}"
    live_server.define_plan(plan, ("antispam",), 1)
    email, key = live_server.create_account(plan)
    headers = {"X-User-Email": email, "X-API-Key": key}
    comment = f"zebra-{uuid.uuid4().hex} is my unique comment"
    before = scrape(live_server.base_url)
    statuses = [httpx.post(live_server.url("/v0.2/antispam"), headers=headers, json={"comment": comment}).status_code
                for _ in range(2)]
    assert statuses == [200, 429]
    # The shared server refuses private addresses (MODERATION_FETCH_ALLOW_PRIVATE is off).
    refused = httpx.post(live_server.url("/v0.2/inittopic"), headers=live_server.headers,
                         json={"url": "http://127.0.0.1:9/article"})
    assert refused.status_code == 400, refused.text
    after = scrape(live_server.base_url)
    assert value(after, "moderation_rate_limit_refusals_total", limit="plan") - \
        value(before, "moderation_rate_limit_refusals_total", limit="plan") == 1
    assert value(after, "moderation_fetch_refusals_total", reason="private_address") - \
        value(before, "moderation_fetch_refusals_total", reason="private_address") == 1
    text = httpx.get(live_server.url("/metrics")).text
    for secret in (email, key, live_server.api_key, live_server.email, comment, "127.0.0.1:9"):
        assert secret not in text


@pytest.fixture
def settings(live_server):
    """The shared server's settings, the metrics ones restored after the test changes them."""
    settings = live_server.service.app.state.settings
    saved = {name: getattr(settings, name) for name in ("metrics_enabled", "metrics_token", "metrics_bind")}
    yield settings
    for name, kept in saved.items():
        setattr(settings, name, kept)


def test_metrics_can_require_a_token(live_server, settings):
    settings.metrics_token = SecretStr("s3cret-token")
    refused = httpx.get(live_server.url("/metrics"))
    assert refused.status_code == 401 and refused.headers["www-authenticate"] == "Bearer"
    wrong = httpx.get(live_server.url("/metrics"), headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 401
    assert "moderation_http_requests_total" in str(scrape(live_server.base_url,
                                                          {"Authorization": "Bearer s3cret-token"}))


def test_metrics_can_be_switched_off_or_moved(live_server, settings):
    settings.metrics_enabled = False
    assert httpx.get(live_server.url("/metrics")).status_code == 404
    settings.metrics_enabled, settings.metrics_bind = True, "127.0.0.1:9100"
    assert httpx.get(live_server.url("/metrics")).status_code == 404


def test_engine_calls_are_labelled_by_judge():
    from moderation import engine
    from moderation.api.budget import judge_of

    def _tone_section():
        pass

    assert judge_of(engine.check_spam) == "spam" and judge_of(engine.score_comment) == "commentscore"
    assert judge_of(_tone_section) == "tone"


def test_sentence_cache_hits_and_misses_are_counted(live_server):
    """The speed benchmarks read the encoder's sentence-cache counts from /metrics (issue 37)."""
    before = scrape(live_server.base_url)
    marker = uuid.uuid4().hex[:8]
    first = f"The ferry timetable changed on route {marker} this week. Nobody told the regulars."
    again = f"The ferry timetable changed on route {marker} this week. The cafe on the pier is closing."
    for text in (first, again):
        answer = httpx.post(live_server.url("/v0.2/external-compat/analyse"), headers=live_server.headers,
                            json={"comment": {"text": text}, "requestedAttributes": {"TOXICITY": {}}})
        assert answer.status_code == 200, answer.text
    after = scrape(live_server.base_url)
    hits = value(after, "moderation_sentence_cache_lookups_total", purpose="comment", result="hit") - \
        value(before, "moderation_sentence_cache_lookups_total", purpose="comment", result="hit")
    misses = value(after, "moderation_sentence_cache_lookups_total", purpose="comment", result="miss") - \
        value(before, "moderation_sentence_cache_lookups_total", purpose="comment", result="miss")
    assert hits >= 1 and misses >= 3  # the second comment's first sentence came from the cache


def test_the_engine_caches_report_what_they_hold(live_server):
    """Issue 37: the bench tells filling caches from a leak by /metrics' cache gauge (each cache is bounded)."""
    marker = uuid.uuid4().hex[:8]
    answer = httpx.post(live_server.url("/v0.2/external-compat/analyse"), headers=live_server.headers,
                        json={"comment": {"text": f"The pier cafe {marker} reopens in May."},
                              "requestedAttributes": {"TOXICITY": {}}})
    assert answer.status_code == 200, answer.text
    held = value(scrape(live_server.base_url), "moderation_cache_bytes", cache="core.sentence_vectors")
    from moderation.engine.core.embedder import _CACHE_BYTES
    assert 0 < held <= _CACHE_BYTES


def test_a_dead_workers_cache_gauge_is_forgotten(tmp_path):
    from moderation.core.metrics import _forget_dead_workers

    dead, alive = tmp_path / "gauge_livesum_999999999.db", tmp_path / f"gauge_livesum_{os.getpid()}.db"
    dead.write_bytes(b""), alive.write_bytes(b"")
    _forget_dead_workers(str(tmp_path))
    assert not dead.exists() and alive.exists()
