"""AppTest fixtures: the coach in demo mode, its embedded service started once with a temporary data folder."""

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")
TIMEOUT = 180  # the first run starts the embedded service and loads the models

ARTICLE = ("# Lakeside park gets a new playground\n\nThe council approved a new playground by the lake, with "
           "swings, a climbing frame and a sandpit. Building starts in April and the park stays open during "
           "the works. Parents asked for more benches and shade near the water.")


@pytest.fixture(scope="session")
def demo_mode(tmp_path_factory):
    """No service URL configured and a throwaway data folder for the embedded service."""
    patch = pytest.MonkeyPatch()
    patch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("coach-data")))
    patch.delenv("MODERATION_BASE_URL", raising=False)
    yield
    from components.connection import STARTED, embedded_service
    while STARTED:
        STARTED.pop().stop()
    embedded_service.clear()
    patch.undo()


def start_app(page: str | None = None) -> AppTest:
    """A fresh session of the coach, optionally on a page."""
    app = AppTest.from_file(APP, default_timeout=TIMEOUT).run()
    assert not app.exception, app.exception
    if page:
        app.switch_page(page).run()
        assert not app.exception, app.exception
    return app


def register_article(app: AppTest, text: str = ARTICLE) -> str:
    """Register pasted text on the Article page; returns the new article id."""
    app.switch_page("views/article.py").run()
    app.text_area(key="article_text").input(text)
    app.button(key="register").click().run()
    assert not app.exception and not app.error, (app.exception, [e.value for e in app.error])
    return app.session_state["active_article"]


def html_of(app: AppTest) -> str:
    """Every st.html body on the page, joined."""
    return "\n".join(element.value for element in app.html)


@pytest.fixture
def app(demo_mode) -> AppTest:
    return start_app()


def editor_args(app: AppTest) -> dict:
    """The arguments the draft editor component was drawn with (text, version, findings…)."""
    import json
    editors = app.get("component_instance")
    assert editors, "no draft editor on the page"
    return json.loads(editors[0].proto.json_args)
