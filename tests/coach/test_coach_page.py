"""Coach page: one verdict, findings in the editor and as cards, accept and undo, re-checks, revision history."""

from tests.coach.conftest import editor_args, html_of, register_article, start_app

RUDE = ("Everyone knows playgrounds are a waste, so this is pointless. You are an idiot if you think swings "
        "belong there. Whatever, nobody cares what parents want anyway.")
POLITE = "More benches near the water would help parents keep an eye on their kids at the playground."


def _check(app, draft: str):
    app.switch_page("views/coach.py").run()
    app.session_state["draft"] = draft  # what the editor component sends as the writer types
    app.button(key="check").click().run()
    assert not app.exception and not app.error, (app.exception, [e.value for e in app.error])
    return app.session_state["last_result"]


def test_rude_draft_is_highlighted_accepted_and_undone(app):
    register_article(app)
    outcome = _check(app, RUDE)
    assert outcome.result.comment_score.overall_score <= 2
    page = html_of(app)
    assert 'data-state="changes"' in page and "Needs changes" in page and "excellent" not in page
    assert "Your draft, as checked" not in page  # the draft is shown once: in the editor
    args = editor_args(app)
    assert args["text"] == RUDE
    located = [f for f in args["findings"] if f["start"] >= 0]
    assert located and all(RUDE[f["start"]:f["end"]] for f in located)
    # Accept every suggestion in turn, as a commenter would, and watch the score.
    before = outcome.result.comment_score.overall_score
    drafts = [RUDE]
    for _ in range(6):
        buttons = [b for b in app.button if b.key and b.key.startswith("accept-") and not b.disabled]
        if not buttons:
            break
        version = app.session_state["draft_version"]
        buttons[0].click().run()
        assert app.session_state["draft"] != drafts[-1] and app.session_state["draft_version"] == version + 1
        assert editor_args(app)["text"] == app.session_state["draft"]  # the editor shows the new text
        drafts.append(app.session_state["draft"])
    after = app.session_state["last_result"].result.comment_score.overall_score
    assert after > before
    history = app.dataframe[-1].value
    assert len(history) == len(drafts) and list(history["revision"])[:2] == [1, 2]
    # Undo walks back through the accepted suggestions, one at a time.
    app.button(key="undo").click().run()
    assert app.session_state["draft"] == drafts[-2] and editor_args(app)["text"] == drafts[-2]
    for _ in range(len(drafts) - 2):
        app.button(key="undo").click().run()
    assert app.session_state["draft"] == RUDE and app.button(key="undo").disabled


def test_user_text_is_escaped_in_the_cards(app):
    register_article(app)
    draft = "<script>alert(1)</script> **bold** _x_ you stupid idiot"
    _check(app, draft)
    page = html_of(app)
    assert "<script>" not in page
    assert "finding-card" in page
    assert editor_args(app)["text"] == draft  # the editor receives the text as data and sets it as text


def test_rechecking_the_same_draft_is_not_a_repeat_and_sessions_are_separate(app):
    register_article(app)
    for _ in range(3):
        spam = _check(app, POLITE).result.spam_check
        assert not spam.is_spam and "repeats" not in spam.reasoning
    assert 'data-state="changes"' not in html_of(app)
    other = start_app()  # another browser session: its own demo account
    assert other.session_state["demo_account"][0] != app.session_state["demo_account"][0]


def test_dismiss_hides_a_finding(app):
    register_article(app)
    _check(app, RUDE)
    count = len(editor_args(app)["findings"])
    app.button(key="dismiss-0").click().run()
    assert len(editor_args(app)["findings"]) == count - 1
    assert app.button(key="show_dismissed").label == "Show dismissed (1)"
    app.button(key="show_dismissed").click().run()
    assert len(editor_args(app)["findings"]) == count
    app.button(key="dismiss-0").click().run()
    app.session_state["draft"] = RUDE + " Sorry."  # the writer edits after the check
    app.run()
    assert any("draft has changed since this check" in c.value for c in app.caption)
    assert editor_args(app)["checked"] == RUDE


def test_checks_without_article_are_refused_in_words(app):
    app.switch_page("views/coach.py").run()
    app.session_state["draft"] = "A perfectly polite comment about the playground."
    app.button(key="check").click().run()
    assert any("Register an article first" in w.value for w in app.warning)
