"""The optional generative backend, against a loopback server speaking the chat-completions wire format."""

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from moderation.engine import analyse
from moderation.engine.commentscore import score_comment
from moderation.engine.rewrite.generative import ChatRewriter
from moderation.schemas.findings import ModerationTolerances

DRAFT = "Whoever drew up the parking plan is an idiot."


class ChatServer:
    """Answers POST /v1/chat/completions with `reply(request body)`; records requests and peak concurrency."""

    def __init__(self, reply, delay: float = 0.0):
        self.requests: list[dict] = []
        self.headers: list[dict] = []
        self.peak = 0
        self._active = 0
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - http.server's naming
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with server._lock:
                    server.requests.append(body)
                    server.headers.append(dict(self.headers))
                    server._active += 1
                    server.peak = max(server.peak, server._active)
                try:
                    time.sleep(delay)
                    content = reply(body)
                    payload = json.dumps({"id": "x", "object": "chat.completion", "model": body["model"],
                                          "choices": [{"index": 0, "finish_reason": "stop",
                                                       "message": {"role": "assistant", "content": content}}]}).encode()
                    status = 200 if self.path == "/v1/chat/completions" else 404
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass
                finally:
                    with server._lock:
                        server._active -= 1

            def log_message(self, *_args):
                pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def stop(self):
        self._httpd.shutdown()
        self._httpd.server_close()


@pytest.fixture
def chat():
    servers = []

    def start(reply, delay=0.0):
        servers.append(ChatServer(reply, delay))
        return servers[-1]
    yield start
    for server in servers:
        server.stop()


def _score(backend):
    result = score_comment(analyse(DRAFT), None, None, ModerationTolerances(), generative=backend)
    return result.objectionable_phrases[0]


def test_a_verified_answer_is_offered_with_its_explanation(chat):
    server = chat(lambda body: json.dumps({"rewrite": "I think the parking plan needs more work.",
                                           "explanation": "The insult was removed and the criticism of the plan kept."}))
    backend = ChatRewriter(server.url, "local-model", api_key="sk-test", explanations=True)
    phrase = _score(backend)
    assert phrase.suggested_rewrite == "I think the parking plan needs more work."
    assert phrase.explanation == "The insult was removed and the criticism of the plan kept."
    sent = server.requests[0]
    assert sent["model"] == "local-model" and sent["response_format"] == {"type": "json_object"}
    assert json.loads(sent["messages"][1]["content"])["sentence"] == DRAFT
    assert server.headers[0]["Authorization"] == "Bearer sk-test"


@pytest.mark.parametrize("content", [
    json.dumps({"rewrite": "Whoever drew up the parking plan is a fool."}),  # still an insult
    json.dumps({"rewrite": "I disagree."}),  # drops the point
    json.dumps({"rewrite": "the parking plan"}),  # not a sentence
    "Sure! Here is a nicer version.",  # no JSON
    json.dumps({"text": "wrong key"}),
])
def test_an_answer_that_fails_verification_is_dropped(chat, content):
    server = chat(lambda body: content)
    phrase = _score(ChatRewriter(server.url, "m"))
    assert phrase.suggested_rewrite != json.loads(content).get("rewrite") if content.startswith("{") else True
    assert "fool" not in phrase.suggested_rewrite and phrase.suggested_rewrite != "I disagree."


def test_a_slow_backend_times_out_and_the_offline_engine_answers(chat):
    server = chat(lambda body: json.dumps({"rewrite": "I think the parking plan needs more work."}), delay=2.0)
    started = time.monotonic()
    phrase = _score(ChatRewriter(server.url, "m", timeout=0.3))
    assert time.monotonic() - started < 10
    assert phrase.suggested_rewrite != "I think the parking plan needs more work."


def test_the_backend_waits_no_longer_than_the_request_budget_allows(chat):
    from moderation.engine.core.budget import deadline
    server = chat(lambda body: json.dumps({"rewrite": "I think the parking plan needs more work."}), delay=3.0)
    started = time.monotonic()
    with deadline(1.5):  # the backend's own timeout (15 s) is far longer than what is left of the request
        phrase = _score(ChatRewriter(server.url, "m", timeout=15))
    assert time.monotonic() - started < 2.5  # waited at most the budget less its margin, then answered offline
    assert phrase.suggested_rewrite != "I think the parking plan needs more work."
    with deadline(0.5):  # too little left: the backend is not asked at all
        _score(ChatRewriter(server.url, "m", timeout=15))
    assert len(server.requests) == 1


def test_an_unreachable_backend_is_harmless():
    phrase = _score(ChatRewriter("http://127.0.0.1:9/v1", "m", timeout=0.5))
    assert phrase.quoted_objectionable_phrase  # the offline assessment still answers


def test_requests_in_flight_are_capped(chat):
    server = chat(lambda body: json.dumps({"rewrite": "I think the parking plan needs more work."}), delay=0.3)
    backend = ChatRewriter(server.url, "m", max_concurrency=2, timeout=5)
    threads = [threading.Thread(target=backend.ask, args=(f"Sentence number {k} is here.", [])) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(server.requests) == 6 and server.peak <= 2


def test_settings_switch_the_backend_on(chat, monkeypatch):
    from moderation.core.config import get_settings
    from moderation.engine.rewrite import backend

    server = chat(lambda body: json.dumps({"rewrite": "x"}))
    for name, value in {"MODERATION_LLM_BASE_URL": server.url, "MODERATION_LLM_MODEL": "m",
                        "MODERATION_LLM_API_KEY": "secret-key"}.items():
        monkeypatch.setenv(name, value)
    get_settings.cache_clear()
    backend.configured.cache_clear()
    try:
        configured = backend.configured()
        assert configured is not None and "secret-key" not in repr(get_settings())
    finally:
        monkeypatch.undo()
        get_settings.cache_clear()
        backend.configured.cache_clear()
    assert backend.configured() is None  # off by default
