"""Every page's main flow against a separately started `python -m moderation serve`, with a CLI-made account."""

import json
import os
import socket
import subprocess
import sys
import time

import httpx
import pytest

from tests.coach import (test_article_page, test_banned_topics_page, test_coach_page, test_compat_page,
                         test_demo_page)
from tests.coach.conftest import ROOT, start_app

PAGE_FLOWS = {
    "article": test_article_page.test_register_text_lists_it_and_makes_it_active,
    "coach": test_coach_page.test_rude_draft_is_highlighted_accepted_and_undone,
    "banned-topics": test_banned_topics_page.test_batch_mapping_threshold_and_pages,
    "compat-scores": test_compat_page.test_scores_spans_and_correction,
    "demo": test_demo_page.test_each_demo_comment_shows_its_kind_of_finding,
}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _cli(env: dict, *args: str) -> dict:
    done = subprocess.run([sys.executable, "-m", "moderation", *args], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def served(tmp_path_factory, demo_mode):
    """A real `serve` process on loopback and the coach configured for it (URL, email, key from the CLI)."""
    env = {**os.environ, "MODERATION_DATA_DIR": str(tmp_path_factory.mktemp("served"))}
    env.pop("MODERATION_DATABASE_URL", None)
    if os.environ.get("MODERATION_TEST_DATABASE_URL"):
        env["MODERATION_DATABASE_URL"] = os.environ["MODERATION_TEST_DATABASE_URL"]
    account = _cli(env, "accounts", "create", "--email", "coach-pages@example.test", "--plan", "Professional")
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "moderation", "serve", "--host", "127.0.0.1", "--port", str(port)],
                              env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base_url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 120
        while True:
            try:
                if httpx.get(f"{base_url}/openapi.json", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert server.poll() is None and time.time() < deadline, "serve did not come up"
            time.sleep(0.3)
        patch = pytest.MonkeyPatch()
        patch.setenv("MODERATION_BASE_URL", base_url)
        patch.setenv("MODERATION_EMAIL", account["email"])
        patch.setenv("MODERATION_API_KEY", account["api_key"])
        yield base_url
        patch.undo()
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.mark.parametrize("page", list(PAGE_FLOWS))
def test_page_works_against_a_separately_started_service(served, page):
    app = start_app()
    assert not app.sidebar.info, "the coach must not be in demo mode here"
    assert "ACTIVE" in app.sidebar.markdown[0].value
    PAGE_FLOWS[page](app)
    assert app.session_state["client"].base_url.rstrip("/") == served
