"""Screenshots of every page of the coach in headless Chromium, to look at after a UI change, and every outside request.

Usage: .venv/bin/python tests/e2e/screenshots.py [OUTDIR]   (default: a new temporary folder, printed at the end)
They are not committed: only docs/coach.png is, as the README shows it (COACH_SCREENSHOT=1 with the e2e test).
"""
import os, socket, subprocess, sys, time, tempfile
from pathlib import Path
import httpx
from playwright.sync_api import sync_playwright, expect

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="coach-shots-"))
OUT.mkdir(parents=True, exist_ok=True)
port = 8765
env = {k: v for k, v in os.environ.items() if not k.startswith("MODERATION_")}
env["XDG_DATA_HOME"] = tempfile.mkdtemp()
proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
                         "--server.port", str(port), "--server.address", "127.0.0.1", "--server.fileWatcherType", "none"], cwd=ROOT, env=env,
                        stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
url = f"http://127.0.0.1:{port}"
outside = []
try:
    for _ in range(200):
        try:
            if httpx.get(url + "/_stcore/health", timeout=1).status_code == 200: break
        except httpx.TransportError: time.sleep(0.3)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--headless", "--no-sandbox", "--disable-gpu"])
        page = b.new_page(viewport={"width": 1400, "height": 1100})
        page.on("request", lambda r: outside.append(r.url) if "127.0.0.1" not in r.url and not r.url.startswith("data:") else None)
        page.set_default_timeout(120_000)
        page.goto(url)
        page.get_by_text("Starting the comment coach").wait_for(timeout=60000)
        page.wait_for_timeout(1000)
        page.screenshot(path=f"{OUT}/startup.png")
        expect(page.get_by_text("Demo mode")).to_be_visible(timeout=180_000)
        page.wait_for_timeout(2000)
        def go(name, shot):
            page.get_by_role("link", name=name).first.click(); page.wait_for_timeout(3000)
            page.screenshot(path=f"{OUT}/{shot}.png", full_page=True)
        go("Demo", "demo-empty")
        page.get_by_role("button", name="Register the demo article").click(); page.wait_for_timeout(5000)
        page.get_by_role("button", name="Weak argument").click(); page.wait_for_timeout(8000)
        page.set_viewport_size({"width": 1400, "height": 2200})
        page.screenshot(path=f"{OUT}/demo.png")
        page.get_by_role("link", name="Continue revising on the Coach page").click(); page.wait_for_timeout(9000)
        page.screenshot(path=f"{OUT}/coach-from-demo.png")
        page.get_by_role("link", name="Demo").first.click(); page.wait_for_timeout(3000)
        page.get_by_role("button", name="Spam").click(); page.wait_for_timeout(8000)
        page.screenshot(path=f"{OUT}/demo-spam.png")
        page.get_by_role("button", name="Off-topic and banned topic").click(); page.wait_for_timeout(10000)
        page.screenshot(path=f"{OUT}/demo-banned.png")
        page.get_by_role("button", name="Rude reply").click(); page.wait_for_timeout(10000)
        page.screenshot(path=f"{OUT}/demo-rude.png")
        def details():  # open the Details expander under the verdict
            page.get_by_test_id("stExpander").filter(has_text="Details").last.locator("summary").first.click()
            page.wait_for_timeout(1500)
        page.get_by_role("button", name="Machine-written").click(); page.wait_for_timeout(10000)
        details(); page.screenshot(path=f"{OUT}/demo-machine-details.png")
        page.get_by_role("button", name="Coded language").click(); page.wait_for_timeout(10000)
        page.screenshot(path=f"{OUT}/demo-coded.png")
        page.get_by_role("button", name="Weak argument").click(); page.wait_for_timeout(10000)
        dismiss = page.get_by_test_id("stMain").get_by_role("button", name="Dismiss")
        for _ in range(8):  # dismiss every finding: the verdict says what would raise the score, or nothing
            count = dismiss.count()
            if not count: break
            dismiss.first.click()
            for _ in range(30):  # a click during a rerun is dropped: wait for it to land, else click again
                if dismiss.count() < count: break
                page.wait_for_timeout(500)
        page.wait_for_timeout(1500)
        page.screenshot(path=f"{OUT}/demo-weak-dismissed.png")
        # A card with several suggestions (issue 26), each previewed before → after with its own Accept.
        page.get_by_role("link", name="Coach").first.click(); page.wait_for_timeout(3000)
        editor = page.frame_locator("iframe[title*='draft_editor']").first
        editor.get_by_label("Your draft comment").fill("Listen, you clowns, the ferry has been late every day since Easter.")
        editor.get_by_label("Your draft comment").blur(); page.wait_for_timeout(1000)
        page.get_by_test_id("stMain").get_by_role("button", name="Check", exact=True).click(); page.wait_for_timeout(10000)
        editor.locator(".marker").first.click(); page.wait_for_timeout(1500)
        page.screenshot(path=f"{OUT}/coach-alternatives.png", full_page=True)
        editor.get_by_label("Your draft comment").fill("Danke für den Artikel über die Brücke. Diese Ausländer sind "
                                                       "Abschaum und sollen sofort dahin zurück, wo sie herkommen.")
        editor.get_by_label("Your draft comment").blur(); page.wait_for_timeout(1000)
        page.get_by_test_id("stMain").get_by_role("button", name="Check", exact=True).click(); page.wait_for_timeout(10000)
        details(); page.screenshot(path=f"{OUT}/coach-german-details.png", full_page=True)
        page.set_viewport_size({"width": 1400, "height": 1100})
        go("Article", "article")
        page.get_by_text("URL", exact=True).click(); page.wait_for_timeout(1500)
        page.get_by_label("Article URL").fill("http://127.0.0.1:9/article.html")
        page.get_by_role("button", name="Register article").click(); page.wait_for_timeout(4000)
        page.screenshot(path=f"{OUT}/article-url-refused.png")
        txt = Path(tempfile.mkdtemp()) / "article.txt"
        txt.write_text("# Town pool to close for repairs next month\n\nThe municipal swimming pool on Park Lane will close "
                       "on 1 March for roof and boiler repairs, the council said. The council expects the pool to reopen "
                       "in late summer.\n")
        page.get_by_text("Upload file", exact=True).click(); page.wait_for_timeout(1500)
        page.locator("input[type=file]").set_input_files(str(txt)); page.wait_for_timeout(3000)
        page.get_by_role("button", name="Register article").click(); page.wait_for_timeout(6000)
        page.screenshot(path=f"{OUT}/article-txt.png")
        page.get_by_role("link", name="Banned topics").first.click(); page.wait_for_timeout(3000)
        csv = Path(tempfile.mkdtemp()) / "comments.csv"
        csv.write_text("comment,expected\nThe new lane is great for the ferry commute.,\nVote the party out at the next election!,elections\n"
                       "Taxes are already too high and this lane will raise them.,tax\nThe election posters on Harbour Street are ugly.,elections\n"
                       "Please keep the farmers market close to the street.,\nIncome tax and council tax both went up.,tax\n")
        page.locator("input[type=file]").set_input_files(str(csv)); page.wait_for_timeout(4000)
        page.get_by_text("Compare list A and list B").click(); page.wait_for_timeout(2500)
        grid = page.get_by_test_id("stDataFrame").first
        box = grid.bounding_box()
        def put(col, row, text):
            x = box["x"] + 50 + col * (box["width"] - 50) / 2 + 30; y = box["y"] + 35 * (row + 1) + 17
            page.mouse.dblclick(x, y); page.wait_for_timeout(400); page.keyboard.type(text); page.keyboard.press("Enter"); page.wait_for_timeout(1200)
        put(0, 0, "taxes"); put(0, 0, "taxes"); put(0, 1, "elections and voting"); put(1, 0, "party politics"); put(1, 1, "cycling")
        page.wait_for_timeout(2000)
        page.get_by_role("button", name="Run relevance over the batch").click(); page.wait_for_timeout(12000)
        page.set_viewport_size({"width": 1400, "height": 2700}); page.wait_for_timeout(2500)
        page.screenshot(path=f"{OUT}/banned-topics.png")
        if page.get_by_role("slider").count():  # (only when the typed topics reached the grid and the batch ran)
            slider = page.get_by_role("slider"); slider.focus()
            for _ in range(16): slider.press("ArrowRight")  # 0.40: the service's own names no longer match the flags
            page.wait_for_timeout(3000)
            page.screenshot(path=f"{OUT}/banned-topics-threshold.png")
        page.get_by_role("link", name="Compat scores").first.click(); page.wait_for_timeout(3000)
        page.get_by_label("Comment").fill("The lane looks fine. You are a pathetic idiot though.")
        page.get_by_role("button", name="Score").click(); page.wait_for_timeout(6000)
        page.set_viewport_size({"width": 1400, "height": 1600})
        page.screenshot(path=f"{OUT}/compat.png")
        b.close()
finally:
    proc.terminate(); proc.wait(15)
print("screenshots in", OUT, "· outside requests:", outside)
