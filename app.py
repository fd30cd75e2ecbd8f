"""The comment coach: `streamlit run app.py` (demo mode unless MODERATION_BASE_URL is set)."""

import streamlit as st

from coach.state import init_state
from components.connection import connection_sidebar

st.set_page_config(page_title="Comment coach", page_icon=":material/forum:", layout="wide")
init_state(st.session_state)
st.session_state["client"] = connection_sidebar()

PAGES = [
    st.Page("pages/article.py", title="Article", icon=":material/article:", url_path="article"),
    st.Page("pages/coach.py", title="Coach", icon=":material/edit_note:", url_path="coach", default=True),
    st.Page("pages/banned_topics.py", title="Banned topics", icon=":material/block:", url_path="banned-topics"),
    st.Page("pages/compat_scores.py", title="Compat scores", icon=":material/bar_chart:", url_path="compat-scores"),
    st.Page("pages/demo.py", title="Demo", icon=":material/play_circle:", url_path="demo"),
]
st.navigation(PAGES).run()
