"""A key sent in the URL (`?key=`, as the external API's clients send it) never reaches the service's logs, in
either log format, on success, on failure or in the discovery document's request."""

import uuid

import httpx
import pytest

from tests.served import cli, serve_env, serving

CIVIL = "Thanks for the clear write-up; the figures on the new bus lanes were useful."


@pytest.mark.parametrize("log_format", ["text", "json"])
def test_keys_in_urls_are_never_logged(tmp_path, log_format):
    env = {**serve_env(tmp_path / "data"), "MODERATION_LOG_FORMAT": log_format}
    key = cli(env, "accounts", "create", "--email", f"k-{uuid.uuid4().hex[:8]}@example.test",
              "--plan", "Professional")["api_key"]
    wrong = f"wrong-{uuid.uuid4().hex}"
    log_path = tmp_path / "serve.log"
    with serving(env, log_path) as base_url:
        body = {"comment": {"text": CIVIL}, "requestedAttributes": {"TOXICITY": {}}}
        answers = [
            httpx.post(f"{base_url}/v1alpha1/comments:analyze?key={key}", json=body, timeout=60),
            httpx.post(f"{base_url}/v1alpha1/comments:analyze?key={wrong}", json=body, timeout=60),
            httpx.post(f"{base_url}/v1alpha1/comments:analyze?key={key}", content=b"{broken", timeout=60),
            httpx.post(f"{base_url}/v1alpha1/comments:nothing?key={key}", json=body, timeout=60),
            httpx.get(f"{base_url}/$discovery/rest?version=v1alpha1&key={key}", timeout=60),
            httpx.post(f"{base_url}/v0.2/antispam?key={key}", json={"comment": CIVIL}, timeout=60),
        ]
        assert [a.status_code for a in answers] == [200, 400, 400, 404, 200, 401]
    log = log_path.read_text()
    assert "comments:analyze" in log or "v1alpha1" in log  # the requests were logged, just not their keys
    assert key not in log and wrong not in log and CIVIL not in log
