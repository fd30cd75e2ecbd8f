"""The comment coach: `streamlit run app.py` (demo mode unless MODERATION_BASE_URL is set)."""

from pathlib import Path

import streamlit as st

from coach.state import init_state
from components.connection import connection_sidebar

# A local icon: a Material icon here would make the browser fetch the favicon from an outside font host.
st.set_page_config(page_title="Comment coach", page_icon=str(Path(__file__).parent / "assets" / "icon.png"),
                   layout="wide")
init_state(st.session_state)
PAGES = [
    st.Page("views/article.py", title="Article", icon=":material/article:", url_path="article"),
    st.Page("views/coach.py", title="Coach", icon=":material/edit_note:", url_path="coach", default=True),
    st.Page("views/banned_topics.py", title="Banned topics", icon=":material/block:", url_path="banned-topics"),
    st.Page("views/compat_scores.py", title="Compat scores", icon=":material/bar_chart:", url_path="compat-scores"),
    st.Page("views/demo.py", title="Demo", icon=":material/play_circle:", url_path="demo"),
]
page = st.navigation(PAGES)  # first, so the sidebar shows the page names while the service starts
st.session_state["client"] = connection_sidebar()
page.run()
