"""The editor in a real browser (issue 26 items 6 and 7, and the card's preview): the frame shrinks back when a card
closes, focus stays on a highlight after Enter and moves to the next finding after Dismiss or Accept, a dismissed id
reused by the next check shows again. The editor is framed as in test_editor_messages (no Streamlit)."""

import pytest

from tests.e2e.chromium import needs_chromium
from tests.e2e.test_editor_messages import _args, _editor, _received, _render, _settle, browser_page  # noqa: F401

pytestmark = needs_chromium

TEXT = "You clowns never listen. The plan is idiotic. Nobody asked for your opinion on the bridge."


def _finding(id_: int, quote: str, kind: str = "objectionable", **more) -> dict:
    start = TEXT.index(quote)
    return {"id": id_, "kind": kind, "label": "Objectionable", "title": "", "why": "A put-down.", "rewrite": "",
            "scope": "", "start": start, "end": start + len(quote), "canAccept": False, "whole": False} | more


FINDINGS = [_finding(0, "You clowns"), _finding(1, "idiotic", rewrite="The plan is misguided.", scope="sentence",
                                                before="The plan is idiotic.", canAccept=True),
            _finding(2, "Nobody asked for your opinion", kind="tone", advice="Say it plainly.")]


def _heights(page) -> list[int]:
    return [m["data"]["height"] for m in _received(page, "streamlit:setFrameHeight")]


def _focused(page) -> dict:
    return _editor(page).locator("body").evaluate(
        "() => ({cls: document.activeElement.className, id: document.activeElement.dataset.id})")


def _with_findings(browser_page):
    """A fresh page with the editor showing TEXT and its three FINDINGS: (page, console errors, editor frame)."""
    page, errors = browser_page()
    page.evaluate("m => window.renderEditor(m)", _render(_args(text=TEXT, checked=TEXT, findings=FINDINGS)))
    _settle(page)
    return page, errors, _editor(page)


@pytest.mark.parametrize("width", [700, 360])  # desktop and a phone's width
def test_the_frame_shrinks_back_when_a_card_closes(browser_page, width):
    page, errors = browser_page()
    page.evaluate("w => { document.getElementById('editor').width = w; }", width)
    page.evaluate("m => window.renderEditor(m)", _render(_args(text=TEXT, checked=TEXT, findings=FINDINGS)))
    _settle(page)
    closed = _heights(page)[-1]
    _editor(page).locator(".marker").nth(1).click()
    _settle(page)
    opened = _heights(page)[-1]
    assert opened > closed + 40  # the card with its preview needs room
    page.keyboard.press("Escape")
    _settle(page)
    assert abs(_heights(page)[-1] - closed) <= 2, _heights(page)
    assert not errors, errors


def test_focus_stays_on_the_highlight_and_moves_to_the_next_finding(browser_page):
    page, errors, editor = _with_findings(browser_page)
    editor.locator(".marker").first.focus()
    page.keyboard.press("Enter")  # opens the card; focus stays on the icon
    _settle(page)
    assert editor.locator(".card").count() == 1 and _focused(page) == {"cls": "marker", "id": "0"}
    page.keyboard.press("ArrowRight")  # next finding: its card, its icon focused
    _settle(page)
    assert _focused(page) == {"cls": "marker", "id": "1"}
    card = editor.locator(".card")
    assert "The plan is idiotic." in card.locator("del").text_content()  # previewed before → after
    assert card.locator("ins").text_content() == "The plan is misguided."
    page.keyboard.press("d")  # dismiss from the icon: the next finding takes the focus and its card opens
    _settle(page)
    assert _focused(page) == {"cls": "marker", "id": "2"}
    assert "Say it plainly." in editor.locator(".card .advice").text_content()  # no suggestion: what to change
    assert editor.locator('.marker[data-id="1"]').count() == 0
    assert _received(page, "streamlit:setComponentValue")[-1]["data"]["value"]["type"] == "dismiss"
    assert not errors, errors


def test_after_accept_focus_goes_to_the_next_finding_of_the_new_check(browser_page):
    page, errors, editor = _with_findings(browser_page)
    editor.locator('.marker[data-id="1"]').click()
    editor.locator(".card button.primary").click()
    _settle(page)
    sent = _received(page, "streamlit:setComponentValue")[-1]["data"]["value"]
    assert sent["type"] == "accept" and sent["id"] == 1
    new = TEXT.replace("The plan is idiotic.", "The plan is misguided.")
    after = [_finding(0, "You clowns"), {**_finding(2, "Nobody asked for your opinion"), "id": 1,
                                         "start": new.index("Nobody"), "end": new.index("Nobody") + 29}]
    page.evaluate("m => window.renderEditor(m)", _render(_args(text=new, checked=new, version=2, findings=after)))
    _settle(page)
    assert editor.locator("#draft").input_value() == new
    assert _focused(page) == {"cls": "marker", "id": "1"}  # the finding after the accepted one, not the page top
    assert editor.locator(".card").count() == 1
    assert not errors, errors


def test_a_dismissed_id_reused_by_the_next_check_shows_again(browser_page):
    page, errors, editor = _with_findings(browser_page)
    editor.locator('.marker[data-id="0"]').click()
    editor.locator(".card button.dismiss").click()
    _settle(page)
    assert editor.locator('.marker[data-id="0"]').count() == 0
    # The coach confirms the dismissal (leaves it out), then a later check numbers its findings from 0 again.
    page.evaluate("m => window.renderEditor(m)", _render(_args(text=TEXT, checked=TEXT, findings=FINDINGS[1:])))
    page.evaluate("m => window.renderEditor(m)", _render(_args(text=TEXT, checked=TEXT, findings=[FINDINGS[2] | {"id": 0}])))
    _settle(page)
    assert editor.locator('.marker[data-id="0"]').count() == 1
    assert not errors, errors


def test_each_suggestion_is_previewed_with_its_own_accept_and_2_accepts_the_second(browser_page):
    two = [{"text": "The plan is misguided.", "changes": [["same", "The plan is "], ["del", "idiotic"],
                                                         ["ins", "misguided"], ["same", "."]]},
           {"text": "The plan needs work.", "changes": [["same", "The plan "], ["del", "is idiotic"],
                                                       ["ins", "needs work"], ["same", "."]]}]
    page, errors = browser_page()
    findings = [FINDINGS[0], FINDINGS[1] | {"alternatives": two}, FINDINGS[2]]
    page.evaluate("m => window.renderEditor(m)", _render(_args(text=TEXT, checked=TEXT, findings=findings)))
    _settle(page)
    editor = _editor(page)
    editor.locator('.marker[data-id="1"]').focus()
    page.keyboard.press("Enter")
    _settle(page)
    alternatives = editor.locator(".card .alt")
    assert alternatives.count() == 2
    assert [alternatives.nth(n).locator("del").text_content() for n in (0, 1)] == ["idiotic", "is idiotic"]
    assert [alternatives.nth(n).locator("ins").text_content() for n in (0, 1)] == ["misguided", "needs work"]
    assert alternatives.nth(1).get_by_role("button").get_attribute("aria-label").endswith("The plan needs work.")
    assert _focused(page) == {"cls": "marker", "id": "1"}  # the focus stays on the icon
    page.keyboard.press("2")
    _settle(page)
    sent = _received(page, "streamlit:setComponentValue")[-1]["data"]["value"]
    assert sent["type"] == "accept" and sent["id"] == 1 and sent["choice"] == 1
    assert not errors, errors
