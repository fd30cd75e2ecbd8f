"""Why the coach's pages live in views/ (README, Layout): Streamlit treats a top-level pages/ folder as the old
multipage app and, on a fresh server, runs a page file alone without app.py (no connection, no menu)."""

from tests.coach.conftest import ROOT


def test_no_top_level_pages_folder():
    assert not (ROOT / "pages").exists(), "a pages/ folder makes Streamlit run page files without app.py (README)"

