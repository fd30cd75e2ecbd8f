"""Issue 41 (the coach, round 3) in a real browser (`streamlit run app.py` in demo mode, Debian's chromium): an
uploaded file's headline and a refused URL told in a commenter's words (item 8), one shared headline word is not on
topic (2), a revision history per draft and article (7), the Demo keeps the writer's settings and draft (5), the
verdict area (6), wording (4), a draft in another language agrees everywhere (1), and why the service's own topics
differ from the flagged column (9)."""

import os
import re

import pytest

from tests.e2e.chromium import needs_chromium
from tests.e2e.test_browser import _editor, _open, coach_url  # noqa: F401
from tests.e2e.test_coach_trust import _highlights, _wait, _write_and_check, page  # noqa: F401

pytestmark = needs_chromium
SHOTS = os.environ.get("COACH_ROUND3_SHOTS")  # a folder: keep a picture of each item's page


def _shot(page, name: str) -> None:
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, f"round3-{name}.png"), full_page=True)

POOL = """# Town pool to close for repairs next month

The municipal swimming pool on Park Lane will close on 1 March for roof and boiler repairs, the council said.
The last major repair was in 2009. Swimming clubs will use the leisure centre in Westford during the closure.
The council expects the pool to reopen in late summer. Lane swimming sessions will move to the school pool at the
weekends. The last swimming lessons of the term will finish early, and parents will get refunds.
"""
BUS = ("Does anyone know why the number 12 bus has been late every morning this month? And the potholes on Station "
       "Road are getting worse. Last week I waited forty minutes.")
OWN = "Will the pool reopen before the summer holidays? The school lessons matter to a lot of families here."
GERMAN = ("Danke für den Artikel über die Brücke. Diese Ausländer sind Abschaum und sollen sofort dahin zurück, wo "
          "sie herkommen.")


def _main_text(page) -> str:
    return page.get_by_test_id("stMain").inner_text()


def _details(page) -> str:
    """The text under Details, opened."""
    expander = page.get_by_test_id("stExpander").filter(has_text="Details").last
    if not expander.locator("details").first.evaluate("d => d.open"):
        expander.locator("summary").first.click()
    assert _wait(lambda: "%" in expander.inner_text(), 20), expander.inner_text()
    return expander.inner_text()


def _card_texts(page, kind: str) -> list[str]:
    """The text of each card of `kind` below the editor: label line, quote, why."""
    return [card.locator("xpath=..").inner_text() for card in page.locator(f'.finding-card[data-kind="{kind}"]').all()]


def _demo(page, name: str) -> None:
    from playwright.sync_api import expect

    _open(page, "Demo", lambda: page.get_by_role("heading", name="Demo", exact=True))
    page.get_by_role("button", name=name, exact=True).click()
    expect(page.get_by_text(f"“{name}” shows")).to_be_visible()
    expect(page.locator(".verdict")).to_be_visible()


def test_item8_a_txt_file_takes_its_headline_and_a_refused_url_says_what_to_do(page, tmp_path):
    from playwright.sync_api import expect

    _open(page, "Article", lambda: page.get_by_role("heading", name="Article", exact=True))
    page.get_by_text("URL", exact=True).click()
    page.get_by_label("Article URL").fill("http://127.0.0.1:9/article.html")
    page.get_by_role("button", name="Register article").click()
    error = page.get_by_test_id("stAlert").filter(has_text="refused")
    expect(error).to_be_visible()
    assert "Paste the article" in error.inner_text() and "MODERATION" not in error.inner_text()

    upload = tmp_path / "article.txt"
    upload.write_text(POOL)
    page.get_by_text("Upload file", exact=True).click()
    page.locator("input[type=file]").set_input_files(str(upload))
    expect(page.get_by_text("Read ")).to_be_visible()
    page.get_by_role("button", name="Register article").click()
    expect(page.get_by_text("Registered “Town pool to close for repairs next month”")).to_be_visible()
    _shot(page, "item8-article")


def test_item2_and_7_off_topic_on_one_shared_word_and_a_history_per_draft(page):
    from playwright.sync_api import expect

    _open(page, "Coach", lambda: page.get_by_role("heading", name="Comment coach"))
    expect(page.get_by_text("Article: Town pool to close for repairs next month")).to_be_visible()
    _write_and_check(page, BUS)
    expect(page.locator(".verdict")).to_contain_text("off-topic")
    _shot(page, "item2-bus-under-pool-article")
    expect(page.get_by_text("1 check of this draft on “Town pool")).to_be_visible()
    page.get_by_test_id("stMain").get_by_role("button", name="Check", exact=True).click()
    expect(page.get_by_text("2 checks of this draft")).to_be_visible()
    _write_and_check(page, OWN)  # another draft: its own history
    expect(page.get_by_text("1 check of this draft on “Town pool")).to_be_visible()
    expect(page.locator(".verdict")).not_to_contain_text("off-topic")


def test_item5_the_demo_keeps_the_writers_settings_and_draft(page):
    from playwright.sync_api import expect

    _open(page, "Coach", lambda: page.get_by_role("heading", name="Comment coach"))
    page.get_by_text("Topics and checks").click()
    banned = page.get_by_role("textbox", name="Banned topics (one per line)")
    banned.fill("school holidays")
    banned.blur()
    page.wait_for_timeout(1000)
    _open(page, "Demo", lambda: page.get_by_role("heading", name="Demo", exact=True))
    expect(page.get_by_text("Pick a comment above")).to_be_visible()
    assert page.locator("iframe[title*='draft_editor']").count() == 0  # the writer's draft is not shown here
    assert "Will the pool reopen" not in _main_text(page)
    page.get_by_role("button", name="Off-topic and banned topic", exact=True).click()
    expect(page.get_by_text("checked with the demo's own settings")).to_be_visible()
    expect(page.locator(".verdict")).to_contain_text("banned topic")
    _open(page, "Coach", lambda: page.get_by_role("heading", name="Comment coach"))
    expect(page.get_by_text("checked with the demo's settings")).to_be_visible()
    if not page.get_by_role("textbox", name="Banned topics (one per line)").is_visible():
        page.get_by_text("Topics and checks").click()
    expect(page.get_by_role("textbox", name="Banned topics (one per line)")).to_have_value("school holidays")
    expect(page.get_by_text("1 check of this draft on “Harbour Street")).to_be_visible()  # the demo's own history
    _shot(page, "item5-7-coach-after-demo")


def test_item6_the_verdict_area(page):
    from playwright.sync_api import expect

    _demo(page, "Machine-written")
    expect(page.locator(".verdict")).to_contain_text("Needs changes: reads as machine-written")
    assert page.locator(".score-badge").count() == 0  # no 5/5 beside "Needs changes"
    details = _details(page)
    drawn = r"Comment score: [45]/5(.|\n)*Machine-written likelihood"
    if not re.search(drawn, details):  # the previous run's expander, or this one still being drawn: read it again
        assert _wait(lambda: re.search(drawn, _details(page)), 30), _details(page)
        details = _details(page)
    assert "Comment score: 5/5" in details or "Comment score: 4/5" in details, details
    assert re.search(r"Machine-written likelihood: \d+%", details) and "the detector is" in details, details
    assert "— 5" not in details  # no bare "96% — 56% confident"

    _demo(page, "Weak argument")
    dismiss = page.get_by_test_id("stMain").get_by_role("button", name="Dismiss")
    expect(dismiss.first).to_be_visible()  # the cards drawn before they are counted (on a loaded machine, later)
    for _ in range(8):  # dismiss every finding shown, one at a time (the page cards' Dismiss)
        count = dismiss.count()
        if count == 0:
            break
        dismiss.first.click()
        _wait(lambda: dismiss.count() < count, 5)  # a click during a rerun can be dropped: then it is clicked again
    expect(page.get_by_role("button", name=re.compile(r"Show dismissed \(\d\)"))).to_be_visible()
    verdict = page.locator(".verdict").inner_text()
    _shot(page, "item6-weak-argument-dismissed")
    assert "Needs changes" not in verdict, verdict
    if "Could be better" in verdict:  # then it says what would raise the score
        assert "raise" in verdict, verdict


def test_item4_wording_on_cards_and_highlights(page):
    from playwright.sync_api import expect

    _demo(page, "Spam")
    expect(page.locator(".verdict")).to_contain_text("spam")  # the Spam example's check is drawn, not the last one's
    assert _wait(lambda: page.locator(".finding-card").count() > 0, 30)  # its cards follow the verdict
    cards = page.locator(".finding-card").all_inner_texts()
    assert cards and not any(re.search(r"reads as spam\s*·\s*reads as spam", c, re.I) for c in cards), cards
    assert '("")' not in _main_text(page)

    _demo(page, "Coded language")
    expect(page.locator(".verdict")).to_contain_text("coded language")
    assert _wait(lambda: _highlights(page))
    assert _wait(lambda: _card_texts(page, "tone") and _card_texts(page, "dogwhistle"), 30)  # cards follow highlights
    tone = _card_texts(page, "tone")
    assert tone and not any(re.search(r"\.\s*We\s*$", t.split("\n")[1]) for t in tone), tone  # the quote line
    coded = _card_texts(page, "dogwhistle")
    assert coded and "globalists" in coded[0] and "Categories:" not in coded[0], coded


def test_item1_a_draft_in_another_language_agrees_everywhere(page):
    from playwright.sync_api import expect

    _open(page, "Coach", lambda: page.get_by_role("heading", name="Comment coach"))
    _write_and_check(page, GERMAN)
    expect(page.locator(".verdict")).to_contain_text("not available in German")
    details = _details(page)
    for english_read in ("Relevance:", "off topic", "no single phrase", "No toxic language", "Spam:"):
        assert english_read not in details, (english_read, details)
    assert "judged in German" in details and "1 sentence flagged above" in details, details
    _shot(page, "item1-german-details")


def test_item9_flagged_and_named_by_the_service_explained(page, tmp_path):
    from playwright.sync_api import expect

    _open(page, "Banned topics", lambda: page.get_by_role("heading", name="Banned topics"))
    csv = tmp_path / "comments.csv"
    csv.write_text("comment,expected\nThe new lane is great for the ferry commute.,\n"
                   "Vote the party out at the next election!,elections\n"
                   "Taxes are already too high and this lane will raise them.,tax\n"
                   "My income tax went up again.,tax\n")
    page.locator("input[type=file]").set_input_files(str(csv))
    expect(page.get_by_text("4 comments loaded.")).to_be_visible()
    page.wait_for_timeout(1500)
    grid = page.get_by_test_id("stDataFrame").first
    export = page.get_by_role("button", name="Export list A as CSV")
    for _ in range(4):  # the grid is a canvas: typing into it is retried (as in test_coach_trust)
        page.wait_for_timeout(1000)
        box = grid.bounding_box()
        page.mouse.dblclick(box["x"] + 80, box["y"] + 35 + 17)
        page.wait_for_timeout(400)
        page.keyboard.press("Control+A")
        page.keyboard.type("taxes")
        page.keyboard.press("Enter")
        page.wait_for_timeout(600)
        page.get_by_role("heading", name="Banned topics").click()  # off the grid: the edit reaches the app
        page.wait_for_timeout(2000)
        page.get_by_role("button", name="Run relevance over the batch").click()
        try:
            expect(export).to_be_visible(timeout=30_000)
            break
        except AssertionError:
            continue
    else:
        pytest.skip("the data grid did not take the typed topic in this browser run "
                    "(tests/coach/test_round3.py checks the note without one)")
    slider = page.get_by_role("slider")
    slider.focus()
    slider.press("End")  # the top threshold: what the service named stays, nothing is flagged
    expect(slider).to_have_value("0.8")
    note = page.get_by_text("does not move with it").first
    expect(note).to_be_visible()
    assert "named by the service but not flagged here" in note.inner_text()
    note.scroll_into_view_if_needed()
    _shot(page, "item9-banned-topics-note")
