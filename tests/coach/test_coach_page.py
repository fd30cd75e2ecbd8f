"""Coach page: one check, findings highlighted in place with escaping, rewrites applied, revision history."""

import html

from tests.coach.conftest import html_of, register_article

RUDE = ("Everyone knows playgrounds are a waste, so this is pointless. You are an idiot if you think swings "
        "belong there. Whatever, nobody cares what parents want anyway.")


def _check(app, draft: str):
    app.switch_page("views/coach.py").run()
    app.text_area(key="w_draft").input(draft)
    app.button(key="check").click().run()
    assert not app.exception and not app.error, (app.exception, [e.value for e in app.error])
    return app.session_state["last_result"]


def test_rude_draft_is_highlighted_and_rewrite_raises_the_score(app):
    register_article(app)
    outcome = _check(app, RUDE)
    assert outcome.result.comment_score.overall_score <= 2
    located = [f for f in outcome.findings if f.located]
    assert located, outcome.findings
    page = html_of(app)
    assert "<mark" in page and 'class="score-badge"' in page
    for finding in located:
        assert f">{html.escape(finding.quote)}</mark>" in page or html.escape(finding.quote) in page
    # Apply every rewrite in turn, as a commenter would, and watch the score.
    before = outcome.result.comment_score.overall_score
    for _ in range(6):
        buttons = [b for b in app.button if b.key and b.key.startswith("apply-") and not b.disabled]
        if not buttons:
            break
        old_draft = app.session_state["draft"]
        buttons[0].click().run()
        assert app.session_state["draft"] != old_draft
        assert app.text_area(key="w_draft").value == app.session_state["draft"]
    after = app.session_state["last_result"].result.comment_score.overall_score
    assert after > before
    history = app.dataframe[-1].value
    assert len(history) >= 2 and list(history["revision"])[:2] == [1, 2]


def test_user_text_is_escaped_in_the_highlighted_draft(app):
    register_article(app)
    draft = "<script>alert(1)</script> **bold** _x_ you stupid idiot"
    _check(app, draft)
    page = html_of(app)
    assert "<script>" not in page
    assert "&lt;script&gt;alert&#40;1&#41;&lt;/script&gt;" in page
    assert "&#42;&#42;bold&#42;&#42; &#95;x&#95;" in page
    assert "<mark" in page


def test_checks_without_article_are_refused_in_words(app):
    app.switch_page("views/coach.py").run()
    app.text_area(key="w_draft").input("A perfectly polite comment about the playground.")
    app.button(key="check").click().run()
    assert any("Register an article first" in w.value for w in app.warning)
