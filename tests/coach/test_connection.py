"""Connection sidebar against a configured service: demo notice, usercheck, errors in words, unavailable checks."""

import pytest

from tests.coach.conftest import register_article, start_app


def test_demo_mode_is_announced_and_account_checked(app):
    assert "Demo mode" in app.sidebar.info[0].value
    assert "MODERATION_" not in app.sidebar.info[0].value  # an operator's setting is logged, not shown to a commenter
    assert "ACTIVE" in app.sidebar.markdown[0].value and "Professional" in app.sidebar.markdown[0].value


@pytest.fixture
def configured(monkeypatch, live_server, demo_mode):
    monkeypatch.setenv("MODERATION_BASE_URL", live_server.base_url)
    return live_server


def test_wrong_key_is_explained(configured, monkeypatch):
    monkeypatch.setenv("MODERATION_EMAIL", configured.email)
    monkeypatch.setenv("MODERATION_API_KEY", "wrong-key")
    app = start_app()
    assert not app.sidebar.info
    assert "did not accept the email and API key" in app.sidebar.error[0].value


def test_unreachable_service_is_explained(monkeypatch, demo_mode):
    monkeypatch.setenv("MODERATION_BASE_URL", "http://127.0.0.1:9")
    monkeypatch.setenv("MODERATION_EMAIL", "someone@example.test")
    monkeypatch.setenv("MODERATION_API_KEY", "key")
    app = start_app()
    assert "could not be reached" in app.sidebar.error[0].value


def test_operations_outside_the_plan_are_unavailable(configured, monkeypatch):
    email, key = configured.create_account("Anti-Spam Only")
    monkeypatch.setenv("MODERATION_EMAIL", email)
    monkeypatch.setenv("MODERATION_API_KEY", key)
    app = start_app("views/coach.py")
    assert app.checkbox(key="flag_run_comment_score").disabled
    assert not app.checkbox(key="flag_run_spam_check").disabled
    assert app.button(key="check").disabled
    assert any("does not include the combined check" in e.value for e in app.error)
    app.switch_page("views/banned_topics.py").run()
    assert any("does not include the relevance check" in e.value for e in app.error)


def test_configured_service_runs_a_check(configured, monkeypatch):
    email, key = configured.create_account("Professional")
    monkeypatch.setenv("MODERATION_EMAIL", email)
    monkeypatch.setenv("MODERATION_API_KEY", key)
    app = start_app()
    assert app.text_input(key="conn_base_url").value == configured.base_url
    assert "ACTIVE" in app.sidebar.markdown[0].value
    register_article(app)
    app.switch_page("views/coach.py").run()
    app.session_state["draft"] = "Shade by the sandpit would make the playground usable in July."  # what the editor sends
    app.button(key="check").click().run()
    assert not app.error and app.session_state["last_result"].result.comment_score.overall_score >= 3
