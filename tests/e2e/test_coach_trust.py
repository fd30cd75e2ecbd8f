"""Issue 26 in a real browser (`streamlit run app.py` in demo mode, Debian's chromium): suggestions that are whole
sentences and keep the problem out (items 1, 2), dismissals and undo/redo per draft (3, 4), whole-phrase highlights
(5), one Check button, plain copy and honest scores, the Demo article as Markdown (8)."""

import re

import pytest

from moderation.engine.rewrite.grammar import grammar_problems
from tests.e2e.chromium import launch, needs_chromium
from tests.polling import wait_until
from tests.e2e.test_browser import _check, _editor, _open, coach_url  # noqa: F401

pytestmark = needs_chromium

FIRST = "The lane is fine, but you clowns on the council never listen to the people who live here."
OTHER = "Buses were late all week and you clowns at the depot ignore every complaint about the timetable."
CUT = "Honestly the council are useless and you clowns cheering them on are just as stupid."


def _session(browser, coach_url):  # noqa: F811 - the fixture imported above
    """A new browser page, i.e. a new coach session, with the demo article registered."""
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1400, "height": 1400})
    page.set_default_timeout(60_000)
    page.goto(coach_url)
    expect(page.get_by_text("Demo mode")).to_be_visible(timeout=180_000)
    expect(_editor(page).get_by_label("Your draft comment")).to_be_visible()
    _open(page, "Demo", lambda: page.get_by_role("button", name="Register the demo article"))
    page.get_by_role("button", name="Register the demo article").click()
    expect(page.get_by_role("button", name="Spam")).to_be_visible()
    return page


@pytest.fixture(scope="module")
def page(coach_url):  # noqa: F811 - the fixture imported above
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=60_000)
    with sync_playwright() as playwright:
        browser = launch(playwright)
        yield _session(browser, coach_url)
        browser.close()


def _wait(done, seconds: float = 60) -> bool:
    """Poll the page, not too often: each look is a round trip to the browser."""
    return wait_until(done, seconds, interval=0.4)


def _write_and_check(page, text: str) -> None:
    from playwright.sync_api import expect

    draft = _editor(page).get_by_label("Your draft comment")
    draft.fill(text)
    draft.blur()
    page.wait_for_timeout(800)  # the edit reaches the coach before the click
    _check(page)
    expect(page.locator(".verdict")).to_be_visible()
    assert _wait(lambda: page.get_by_text("draft has changed since this check").count() == 0)


def _highlights(page) -> list[str]:
    return _editor(page).locator(".hl").all_text_contents()


def test_demo_article_is_markdown_and_scores_and_cards_speak_plainly(page):
    from playwright.sync_api import expect

    page.get_by_text("Article: Harbour Street to get a protected bike lane").click()
    heading = page.get_by_role("heading", name="Harbour Street to get a protected bike lane")
    expect(heading.first).to_be_visible()
    assert page.get_by_text("# Harbour Street").count() == 0
    page.get_by_role("button", name="Spam").click()
    expect(page.locator(".verdict")).to_contain_text("reads as spam")
    assert page.locator(".score-badge").count() == 0  # no score beside "Needs changes" (issue 41 item 6)
    text = page.locator("body").inner_text() + " ".join(_editor(page).locator("body").all_inner_texts())
    for internal in ("trained on", "similarity 0.", "word frequency", "epistemic"):
        assert internal not in text, internal


def test_demo_suggestions_are_whole_sentences_and_keep_coded_language_out(page):
    from playwright.sync_api import expect

    for name in ("Rude reply", "Coded language", "Weak argument"):
        page.get_by_role("button", name=name, exact=True).click()
        expect(page.locator(".verdict")).to_contain_text("Needs changes")
        page.wait_for_timeout(1500)
        # Every "Suggested: …" line of the cards below the editor (one per sentence with a suggestion).
        offered = re.findall(r"Suggested: ([^\n]+)", page.get_by_test_id("stMain").inner_text())
        if name == "Rude reply":
            assert offered  # the rude demo still gets suggestions, and every one is a whole sentence
        for suggestion in offered:
            assert not grammar_problems(suggestion), suggestion
            assert "globalists" not in suggestion and "never pay" not in suggestion, suggestion


def test_one_check_button_dismissals_per_draft_and_whole_phrase_highlights(page):
    from playwright.sync_api import expect

    _open(page, "Coach", lambda: page.get_by_role("heading", name="Comment coach"))
    expect(page.get_by_role("button", name="Check", exact=True)).to_have_count(1)  # waited for: drawn after the heading
    expect(page.get_by_role("button", name="Check account")).to_be_visible()
    editor = _editor(page)

    _write_and_check(page, CUT)
    assert any("clowns" in h for h in _highlights(page)), _highlights(page)
    assert not any(h.startswith(("them on", "on are")) for h in _highlights(page)), _highlights(page)

    _write_and_check(page, FIRST)
    expect(page.locator(".verdict")).to_contain_text("objectionable")
    editor.locator('.marker[data-kind="objectionable"]').first.click()
    editor.locator(".card button.dismiss").first.click()
    expect(page.get_by_role("button", name="Show dismissed (1)")).to_be_visible()
    expect(page.locator(".verdict")).not_to_contain_text("objectionable")  # counts only what is shown

    # A different draft with the same insult: shown, counted, nothing dismissed.
    _write_and_check(page, OTHER)
    expect(page.locator(".verdict")).to_contain_text("objectionable")
    assert any("clowns" in h for h in _highlights(page))
    assert page.get_by_role("button", name="Show dismissed").count() == 0

    # Show dismissed (n) brings a dismissed finding back.
    editor.locator('.marker[data-kind="objectionable"]').first.click()
    editor.locator(".card button.dismiss").first.click()
    page.get_by_role("button", name="Show dismissed (1)").click()
    expect(page.locator(".verdict")).to_contain_text("objectionable")
    assert _wait(lambda: any("clowns" in h for h in _highlights(page)))


def test_undo_and_redo_stay_in_one_draft_and_keep_typed_text(page):
    from playwright.sync_api import expect

    _open(page, "Coach", lambda: page.get_by_role("heading", name="Comment coach"))
    editor = _editor(page)
    draft = editor.get_by_label("Your draft comment")
    rude = "Only an idiot would believe the council will finish the Mill Road repairs by June."
    _write_and_check(page, rude)
    draft.evaluate("el => { window.keptFrame = true; }")  # gone if the rerun rebuilds the editor's frame
    editor.locator('.marker').first.click()
    editor.locator(".card button.primary").first.click()
    expect(draft).to_have_value(re.compile("Mill Road"))
    expect(draft).not_to_have_value(rude)
    accepted = draft.input_value()
    assert "idiot" not in accepted and "June" in accepted, accepted
    # The notice above the editor must not move it: a rebuilt frame flashes empty and drops the writer's focus.
    assert draft.evaluate("el => window.keptFrame === true")
    page.get_by_role("button", name="Undo").click()
    expect(draft).to_have_value(rude)
    page.get_by_role("button", name="Redo").click()
    expect(draft).to_have_value(accepted)

    # A new draft typed over it: Undo has nothing of the old draft to bring back, and the new text stays.
    new = "Please publish the timetable for the harbour ferry before the summer starts."
    draft.fill(new)
    draft.blur()
    expect(page.get_by_role("button", name="Undo")).to_be_disabled()
    expect(draft).to_have_value(new)


# Written for this test: the brush-off and the insult can go with the "Listen," or with it (two suggestions).
SEVERAL = "Listen, you clowns, the ferry has been late every day since Easter."


def test_a_card_offers_several_suggestions_and_the_second_is_accepted_exactly(page):
    from playwright.sync_api import expect

    _open(page, "Coach", lambda: page.get_by_role("heading", name="Comment coach"))
    editor = _editor(page)
    draft = editor.get_by_label("Your draft comment")
    _write_and_check(page, SEVERAL)
    for marker in editor.locator(".marker").all():  # the card of the sentence's first finding holds its suggestions
        marker.click()
        if editor.locator(".card .alt").count() >= 2:
            break
    alternatives = editor.locator(".card .alt")
    assert alternatives.count() >= 2, editor.locator("#cards").inner_text()
    # Each previewed inline, before → after: the words that go struck, the words that come marked.
    assert alternatives.nth(1).locator("del").count() >= 1
    accept = alternatives.nth(1).get_by_role("button")
    second = accept.get_attribute("aria-label").split(": ", 1)[1]
    first = alternatives.nth(0).get_by_role("button").get_attribute("aria-label").split(": ", 1)[1]
    assert second != first and len(second) <= len(SEVERAL) and "clowns" not in second, (first, second)
    accept.click()
    expect(draft).to_have_value(second)  # exactly that suggestion, not the first
    page.get_by_role("button", name="Undo").click()
    expect(draft).to_have_value(SEVERAL)  # one undo step


def test_compat_spans_coloured_by_score_full_names_and_choices_kept(page):
    from playwright.sync_api import expect

    _open(page, "Compat scores", lambda: page.get_by_role("heading", name="Compat scores"))
    expect(page.get_by_role("button", name="ATTACK_ON_AUTHOR", exact=True)).to_be_visible()  # a pill, never cut
    page.get_by_role("button", name="ATTACK_ON_AUTHOR", exact=True).click()
    page.get_by_label("Comment").fill("The lane looks fine. You are a pathetic idiot though, and a liar.")
    page.get_by_role("button", name="Score", exact=True).click()
    expect(page.locator(".span-score").first).to_be_visible()
    spans = page.locator(".span-score")
    values = spans.evaluate_all("els => els.map(e => [e.dataset.score, getComputedStyle(e).backgroundColor])")
    written = page.locator(".span-value").all_inner_texts()
    assert [v for v, _ in values] == written  # every span's score is written beside it
    if len({v for v, _ in values}) > 1:
        assert len({colour for _, colour in values}) > 1  # different scores, different colours
    # Another page and back: the comment and the attributes are still chosen.
    _open(page, "Article", lambda: page.get_by_role("heading", name="Article", exact=True))
    _open(page, "Compat scores", lambda: page.get_by_role("heading", name="Compat scores"))
    expect(page.get_by_label("Comment")).to_have_value("The lane looks fine. You are a pathetic idiot though, and a liar.")
    chosen = page.get_by_test_id("stButtonGroup").locator("button[aria-pressed='true'], button[aria-checked='true'], button[data-selected]")
    # Waited for, not read once: on a loaded machine the pills render a moment after the comment box.
    for name in ("ATTACK_ON_AUTHOR", "TOXICITY"):
        expect(chosen.filter(has_text=name).first).to_be_visible()


def test_banned_topics_show_real_similarities_list_scores_and_a_full_export(page, coach_url, tmp_path):  # noqa: F811
    from playwright.sync_api import expect

    # A session of its own: after the other tests' edits on the shared page, the canvas grid never took a typed cell
    # (every try failed and the test skipped after 75 s); on a new session it takes the first.
    page = _session(page.context.browser, coach_url)
    _open(page, "Banned topics", lambda: page.get_by_role("heading", name="Banned topics"))
    csv = tmp_path / "comments.csv"
    csv.write_text("comment,expected\nThe new lane is great for the ferry commute.,\n"
                   "Vote the party out at the next election!,elections\n"
                   "Taxes are already too high and this lane will raise them.,tax\n"
                   "Income tax and council tax both went up.,tax\n")
    page.locator("input[type=file]").set_input_files(str(csv))
    expect(page.get_by_text("4 comments loaded.")).to_be_visible()
    page.wait_for_timeout(1500)  # the upload's rerun redraws the grid; a click before it lands nowhere
    grid = page.get_by_test_id("stDataFrame").first
    expect(grid).to_be_visible()
    export = page.get_by_role("button", name="Export list A as CSV")
    for _ in range(3):  # the grid is a canvas: a typed cell is only known to have landed once a run sees it
        box = grid.bounding_box()
        for row, topic in enumerate(("taxes", "elections")):
            page.mouse.dblclick(box["x"] + 80, box["y"] + 35 * (row + 1) + 17)
            page.wait_for_timeout(400)
            page.keyboard.press("Control+A")  # replaces what an earlier try left in the cell
            page.keyboard.type(topic)
            page.keyboard.press("Enter")
            page.wait_for_timeout(1200)
        page.get_by_role("button", name="Run relevance over the batch").click()
        try:
            expect(export).to_be_visible(timeout=30_000)
        except AssertionError:
            continue
        with page.expect_download() as download:
            export.click()
        exported = download.value.path().read_text()
        if "similarity: taxes" in exported:  # the topic the assertions below read
            break
    else:  # typing into the canvas grid is what failed, not the page: its logic is also tested without a browser
        pytest.skip("the data grid did not take the typed topic in this browser run "
                    "(tests/coach/test_banned_topics_page.py checks the export without one)")
    header = exported.splitlines()[0]
    for column in ("similarity: taxes", "flagged: taxes", "threshold", "expected labels", "named by the service"):
        assert column in header, header
    import csv as csvlib
    rows = list(csvlib.DictReader(exported.splitlines()))
    similarities = [float(r["similarity: taxes"]) for r in rows]
    assert similarities.count(0.24) <= 1 and len(set(similarities)) == len(similarities)  # measured, not clamped
    expect(page.get_by_text("precision and recall of the list as a whole")).to_have_count(1)
