"""Large bodies are decoded and checked in a worker thread, never on the event loop (issue 42 item 3)."""

import json
import threading

import pytest

LOOP_THREAD = "moderation-embedded"  # the embedded service runs its event loop on this thread


@pytest.fixture
def decoding_threads(monkeypatch) -> list[str]:
    """The names of the threads that decode a JSON text of more than 100 KB while the test runs."""
    seen: list[str] = []
    real_loads = json.loads

    def recording_loads(text, *args, **kwargs):
        if len(text) > 100_000:
            seen.append(threading.current_thread().name)
        return real_loads(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", recording_loads)
    return seen


@pytest.mark.parametrize("path", ["/megacall", "/external-compat/analyse", "/external-compat/suggestscore"])
def test_a_large_body_is_parsed_off_the_event_loop(client, decoding_threads, path):
    body = {"comment": {"text": "Fine words."} if "compat" in path else "Fine words.",
            "context": {"entries": [{"text": "padding " * 60_000}]}, "requestedAttributes": {"TOXICITY": {}}}
    response = client.post(path, json=body)
    assert response.status_code < 500, response.text
    assert decoding_threads, "the body was not decoded"
    assert LOOP_THREAD not in decoding_threads
