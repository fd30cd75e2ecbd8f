"""The editor component's messages in a real browser (issue 31): only its parent frame can render it, malformed
arguments are ignored, and its own messages go to the parent's origin only.

The editor's files are served as they are committed, under made-up origins routed by Playwright (no server, no
network): the coach's page at http://coach.test frames the editor beside two other frames, one from another origin
and one from the coach's own origin, which stand for anything else a page may embed."""

import mimetypes
from pathlib import Path

import pytest

from tests.e2e.chromium import launch, needs_chromium

pytestmark = needs_chromium

FRONTEND = Path(__file__).resolve().parents[2] / "components" / "editor_frontend"
COACH, OTHER = "http://coach.test", "http://other.test"
TEXT = "Hello there, you idiot."
INSULT = {"id": 0, "kind": "objectionable", "label": "Objectionable phrase", "title": "", "why": "An insult.",
          "rewrite": "", "scope": "", "start": 17, "end": 22, "canAccept": False, "whole": False}


def _args(**changes) -> dict:
    args = {"text": TEXT, "version": 1, "label": "Your draft comment", "placeholder": "Write…", "disabled": False,
            "checked": TEXT, "findings": [INSULT]}
    return args | changes


def _render(args) -> dict:
    return {"type": "streamlit:render", "args": args, "dfs": [], "disabled": False, "theme": {}}


# The coach's page: it frames the editor, records what the editor sends it (with the sender's origin), and sends
# renders when the test asks. Streamlit's host puts its own address in the editor's query as streamlitUrl.
PARENT = """<!doctype html><body>
<iframe id="editor" src="/component/index.html?streamlitUrl=http%3A%2F%2Fcoach.test%2Fparent.html" width="700"
 height="400"></iframe>
<iframe id="other" name="other" src="http://other.test/frame.html"></iframe>
<iframe id="same" name="same" src="/frame.html"></iframe>
<script>
window.received = [];
window.addEventListener("message", (event) => {
  if (event.source === document.getElementById("editor").contentWindow)
    window.received.push({ origin: event.origin, data: event.data });
});
window.renderEditor = (message) => document.getElementById("editor").contentWindow.postMessage(message, "*");
</script></body>"""
RECORD_TARGETS = """
if (window.parent !== window && location.pathname.startsWith("/component/")) {
  const parent = window.parent, post = parent.postMessage;
  parent.targets = [];
  parent.postMessage = function (message, target) { parent.targets.push(target); return post.call(parent, message, target); };
}"""
# A frame on the same page that tries to render the editor (its sibling, frames[0] of the shared parent).
FORGER = """<!doctype html><body><script>
window.forge = (message) => window.parent.frames[0].postMessage(message, "*");
</script></body>"""


def _serve(route) -> None:
    url = route.request.url
    path = url.split("://", 1)[1].split("/", 1)[1].split("?", 1)[0]
    if url.startswith(COACH + "/component/"):
        file = FRONTEND / path.removeprefix("component/")
        if file.is_file() and FRONTEND in file.resolve().parents:
            return route.fulfill(body=file.read_bytes(), content_type=mimetypes.guess_type(file.name)[0])
    elif path == "frame.html":
        return route.fulfill(body=FORGER, content_type="text/html")
    elif url.startswith(COACH + "/parent.html"):
        return route.fulfill(body=PARENT, content_type="text/html")
    return route.fulfill(status=404, body="")


@pytest.fixture
def browser_page():
    """Opens the coach's page framing the editor: returns (page, errors), errors being uncaught exceptions in any
    frame."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch(playwright)
        pages = []

        def open_parent(record_targets: bool = False):
            context = browser.new_context()
            if record_targets:
                context.add_init_script(RECORD_TARGETS)
            context.route("**/*", _serve)
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(COACH + "/parent.html")
            page.frame_locator("#editor").locator("#draft").wait_for()
            pages.append(page)
            return page, errors

        yield open_parent
        browser.close()


def _editor(page):
    return page.frame_locator("#editor")


def _received(page, kind: str) -> list[dict]:
    return [m for m in page.evaluate("window.received") if m["data"].get("type") == kind]


def _settle(page) -> None:
    """Let posted messages be delivered and handled (they are asynchronous), then a round trip through the editor."""
    page.wait_for_timeout(300)
    page.frame_locator("#editor").locator("#draft").input_value()


def test_a_render_from_the_parent_draws_the_draft_and_its_findings(browser_page):
    page, errors = browser_page()
    page.wait_for_function("window.received.some(m => m.data.type === 'streamlit:setFrameHeight')")
    ready = _received(page, "streamlit:componentReady")
    assert ready and ready[0]["origin"] == COACH and ready[0]["data"]["apiVersion"] == 1
    page.evaluate("message => window.renderEditor(message)", _render(_args()))
    editor = _editor(page)
    assert editor.locator("#draft").input_value() == TEXT
    assert editor.locator(".hl").first.text_content() == "idiot"
    assert editor.locator(".marker").count() == 1
    assert not errors, errors


@pytest.mark.parametrize("frame", ["other", "same"])
def test_a_render_from_another_frame_on_the_page_is_ignored(browser_page, frame):
    page, errors = browser_page()
    page.evaluate("message => window.renderEditor(message)", _render(_args()))
    forged = _render(_args(text="FORGED: vote for the other party", version=2, checked=None,
                           findings=[INSULT | {"id": 7, "kind": "spam", "start": 0, "end": 6}]))
    page.frame(name=frame).evaluate("message => window.forge(message)", forged)
    # The page above the parent (the top window is the parent here) cannot be impersonated by posting from itself
    # into the editor's own window either: a message the editor posts to itself is not from its parent.
    page.frame_locator("#editor").locator("body").evaluate("(body, message) => window.postMessage(message, '*')",
                                                            forged)
    _settle(page)
    editor = _editor(page)
    assert editor.locator("#draft").input_value() == TEXT
    assert editor.locator(".hl").count() == 1 and editor.locator('.hl[data-kinds~="spam"]').count() == 0
    assert not errors, errors


MALFORMED = [
    None, "streamlit:render", {"type": "streamlit:render"}, {"type": "streamlit:render", "args": None},
    _render(None), _render([]), _render(_args(text=42)), _render(_args(text=None)), _render(_args(label={"a": 1})),
    _render(_args(findings="none")), _render(_args(findings=None)), _render(_args(version=None)),
    _render(_args(placeholder=3)), _render(_args(checked=5)), _render(_args(disabled="yes")),
]


def test_malformed_arguments_from_the_parent_are_ignored_and_the_editor_still_works(browser_page):
    page, errors = browser_page()
    page.evaluate("message => window.renderEditor(message)", _render(_args()))
    for message in MALFORMED:
        page.evaluate("message => window.renderEditor(message)", message)
    _settle(page)
    editor, draft = _editor(page), _editor(page).locator("#draft")
    assert draft.input_value() == TEXT and editor.locator(".hl").count() == 1
    assert not errors, errors

    # Findings that do not fit are dropped one by one; the well-formed one in the same render still shows.
    bad_findings = [None, 3, INSULT | {"kind": "unknown"}, INSULT | {"why": None}, INSULT | {"start": 5, "end": 99},
                    INSULT | {"start": 9, "end": 2}, INSULT | {"id": "x"}, INSULT | {"title": ["t"]},
                    INSULT | {"start": 1.5}, INSULT | {"rewrite": {"text": "x"}},
                    # suggestions (issue 26): not a list, more than three, a text that is not one, an unknown change
                    INSULT | {"alternatives": "x"}, INSULT | {"alternatives": [{"text": "a"}] * 4},
                    INSULT | {"alternatives": [{"text": 3}]},
                    INSULT | {"alternatives": [{"text": "a", "changes": [["bold", "a"]]}]}]
    good = INSULT | {"id": 3, "kind": "tone", "start": 0, "end": 5}
    page.evaluate("message => window.renderEditor(message)",
                  _render(_args(version=2, text="Hello there, you idiot!", findings=bad_findings + [good])))
    _settle(page)
    assert draft.input_value() == "Hello there, you idiot!"
    assert editor.locator(".hl").count() == 1 and editor.locator('.hl[data-kinds="tone"]').text_content() == "Hello"
    assert not errors, errors

    # The writer can still type, and the parent hears about it.
    draft.fill("Hello there, friend.")
    draft.blur()
    page.wait_for_function("window.received.some(m => m.data.type === 'streamlit:setComponentValue')")
    value = _received(page, "streamlit:setComponentValue")[-1]["data"]["value"]
    assert value["type"] == "edit" and value["text"] == "Hello there, friend."
    assert not errors, errors


def test_messages_go_to_the_parents_origin_only(browser_page):
    # Records the target origin of every message the editor posts to its parent: the wrapper is created inside the
    # editor's own frame (an init script), so the parent still sees the editor as the sender.
    page, errors = browser_page(record_targets=True)
    page.evaluate("message => window.renderEditor(message)", _render(_args()))
    draft = _editor(page).locator("#draft")
    draft.fill("A new draft.")
    draft.blur()
    page.wait_for_function("window.received.some(m => m.data.type === 'streamlit:setComponentValue')")
    sent = {m["data"]["type"] for m in page.evaluate("window.received")}
    assert {"streamlit:componentReady", "streamlit:setFrameHeight", "streamlit:setComponentValue"} <= sent
    assert {m["origin"] for m in page.evaluate("window.received")} == {COACH}
    targets = page.evaluate("window.targets")
    assert len(targets) == len(page.evaluate("window.received")) and set(targets) == {COACH}
    assert not errors, errors
