"""End to end in a real browser: `streamlit run app.py` in demo mode, driven by Playwright with Debian's chromium."""

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
ARTICLE = ("Riverside library extends opening hours\n\nFrom next month the riverside library will open until nine "
           "in the evening on weekdays, and a new study room with twenty desks opens on the first floor.")
RUDE = ("Everyone knows libraries are dead, so this is a waste. You are an idiot if you think the library needs "
        "longer hours. Whatever, nobody cares what readers want anyway.")

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=f"{CHROMIUM} is not installed")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def coach_url(tmp_path_factory):
    """The coach served by `streamlit run` (no MODERATION_BASE_URL: demo mode with an embedded service)."""
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("MODERATION_")}
    env["XDG_DATA_HOME"] = str(tmp_path_factory.mktemp("e2e-data"))
    log = open(tmp_path_factory.mktemp("e2e-log") / "streamlit.log", "w+")
    process = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true", "--server.port", str(port),
         "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if httpx.get(url + "/_stcore/health", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.3)
        else:
            log.seek(0)
            pytest.fail("streamlit did not start:\n" + log.read()[-3000:])
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def _open(page, link: str, marker: str) -> None:
    """Click a navigation link until the page's marker shows (a click during a rerun can be dropped)."""
    for _ in range(3):
        page.get_by_role("link", name=link).click()
        try:
            page.get_by_label(marker).wait_for(timeout=20_000)
            return
        except Exception:  # noqa: BLE001 - retried, and the last failure is raised below
            continue
    page.get_by_label(marker).wait_for(timeout=20_000)


def _score(page) -> int:
    return int(page.locator(".score-badge").first.get_attribute("data-score"))


def test_register_check_highlight_rewrite(coach_url, tmp_path):
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=60_000)  # checks run on a busy machine; 5 s is not enough

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.set_default_timeout(60_000)
        page.goto(coach_url)
        expect(page.get_by_text("Demo mode")).to_be_visible(timeout=180_000)  # the embedded service starts
        expect(page.get_by_label("Your draft comment")).to_be_visible()  # the first run has finished

        _open(page, "Article", "Article text (plain text or Markdown)")
        page.get_by_label("Article text (plain text or Markdown)").fill(ARTICLE)
        page.get_by_role("button", name="Register article").click()
        expect(page.get_by_text("it is now the active article")).to_be_visible()

        _open(page, "Coach", "Your draft comment")
        page.get_by_label("Your draft comment").fill(RUDE)
        page.get_by_test_id("stMain").get_by_role("button", name="Check", exact=True).click()
        expect(page.locator("mark.finding").first).to_be_visible()
        first_score = _score(page)
        shot = ROOT / "docs" / "coach.png" if os.environ.get("COACH_SCREENSHOT") else tmp_path / "coach.png"
        page.set_viewport_size({"width": 1400, "height": 2300})  # the app scrolls inside its own pane
        page.wait_for_timeout(2000)  # let the charts draw
        page.screenshot(path=str(shot))
        page.set_viewport_size({"width": 1400, "height": 1000})

        rewrites = page.get_by_role("button", name="Apply rewrite")
        for _ in range(6):
            if rewrites.count() == 0 or not rewrites.first.is_enabled():
                break
            before = page.get_by_label("Your draft comment").input_value()
            rewrites.first.click()
            expect(page.get_by_label("Your draft comment")).not_to_have_value(before)
            expect(page.get_by_text("checked the draft again").first).to_be_visible()
        assert page.get_by_label("Your draft comment").input_value() != RUDE
        assert _score(page) > first_score
        browser.close()
