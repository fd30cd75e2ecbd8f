"""Coach page: write a draft, check it with one megacall, see findings in place, apply rewrites, track revisions."""

import streamlit as st

from coach.connection import CHECKS, is_allowed
from coach.highlight import md_escape
from coach.state import active_article
from components.checking import check_draft
from components.connection import current_allowed
from components.page import kept_text_area, require_client, show_notices
from components.results import show_outcome, show_revisions

st.title("Comment coach")
client = require_client()
allowed = current_allowed()
article = active_article(st.session_state)
if article:
    st.caption(f"Article: **{md_escape(article.title)}** · `{article.article_id}`")
else:
    st.warning("No article yet: register one on the Article page (or open the Demo page) to use the comment score, "
               "relevance and dogwhistle checks.")

left, right = st.columns([3, 2])
with left:
    kept_text_area("Your draft comment", "draft", height=170, placeholder="Write your comment here…")
    kept_text_area("Replying to (optional)", "reply_to", height=70, placeholder="The comment you are answering")
with right:
    kept_text_area("Banned topics (one per line)", "banned_text", height=80,
                   help="Topics not wanted in this discussion; remembered for this session.")
    kept_text_area("Sensitive topics (one per line)", "sensitive_text", height=80,
                   help="Topics where coded language is a concern; remembered for this session.")
    st.caption("Checks to run")
    flags = st.session_state["check_flags"]
    for flag, (operation, label) in CHECKS.items():
        available = is_allowed(allowed, operation)
        flags[flag] = st.checkbox(label if available else f"{label} (not in your plan)", value=flags[flag] and available,
                                  disabled=not available, key=f"flag_{flag}")

megacall_allowed = is_allowed(allowed, "megacall")
if not megacall_allowed:
    st.error("Your plan does not include the combined check (megacall), so the coach cannot check drafts. "
             "Ask the operator for a plan with megacall.")
clicked = st.button("Check", type="primary", key="check", disabled=not megacall_allowed)
if (clicked or st.session_state.pop("recheck", False)) and megacall_allowed:
    check_draft(client)
show_notices()

outcome = st.session_state.get("last_result")
if outcome is not None:
    if outcome.draft != st.session_state["draft"]:
        st.caption("The draft has changed since this check; press Check to see how the new version does.")
    show_outcome(outcome, can_rewrite=megacall_allowed)
show_revisions(st.session_state["revisions"])
