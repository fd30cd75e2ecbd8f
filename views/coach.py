"""Coach page: write a draft, check it with one megacall, see findings in place, accept or undo, track revisions."""

import streamlit as st

from coach.connection import CHECKS, is_allowed
from coach.drafting import redo, undo
from coach.highlight import md_escape
from coach.settings import borrowed, describe, draft_article, drop_draft_settings
from coach.state import title_of_article
from components.checking import check_and_notify
from components.connection import current_allowed
from components.editor import draft_editor
from components.page import kept_text_area, require_client
from components.results import show_outcome, show_revisions

st.title("Comment coach")
client = require_client()
allowed = current_allowed()
article = draft_article(st.session_state)
if article:
    st.caption(f"Article: **{md_escape(article.title)}**")
else:
    st.warning("No article yet: register one on the Article page (or open the Demo page) to use the comment score, "
               "relevance and dogwhistle checks.")


def _step(back: bool) -> None:
    """Undo or Redo the coach's last change to this draft, and check the text it brings back."""
    if (undo if back else redo)(st.session_state):
        st.session_state["recheck"] = True
        said = "Undone: the draft is back as it was." if back else "Redone: the change is back."
        st.session_state["notices"] = st.session_state["notices"] + [said]


def _own_settings() -> None:
    """Check the Demo's draft with the writer's own settings from now on."""
    drop_draft_settings(st.session_state)
    st.session_state["recheck"] = True


megacall_allowed = is_allowed(allowed, "megacall")
if not megacall_allowed:
    st.error("Your plan does not include the combined check (megacall), so the coach cannot check drafts. "
             "Ask the operator for a plan with megacall.")
check_and_notify(client, st.session_state.pop("recheck", False) and megacall_allowed)  # before the editor is drawn

left, right = st.columns([3, 2])
with left:
    draft_editor("editor_coach", can_rewrite=megacall_allowed)
    buttons = st.columns([1, 1, 1, 2])
    buttons[0].button("Check", type="primary", key="check", disabled=not megacall_allowed, width="stretch",
                      on_click=lambda: st.session_state.update(recheck=True))
    buttons[1].button("Undo", key="undo", on_click=_step, args=(True,), disabled=not st.session_state["undo_stack"],
                      width="stretch", help="Bring back this draft as it was before the last accepted suggestion")
    buttons[2].button("Redo", key="redo", on_click=_step, args=(False,), disabled=not st.session_state["redo_stack"],
                      width="stretch", help="Bring back what the last Undo replaced")
with right:
    demo = borrowed(st.session_state)
    if demo:  # a Demo comment's settings, for its draft only: the writer's own below are untouched
        against = " and its article" if demo.article_id not in (None, st.session_state["active_article"]) else ""
        st.info(md_escape(f"This draft is the Demo's “{demo.source}”, checked with the demo's settings "
                          f"({describe(demo)}){against}. Your own settings below apply to your next draft."))
        st.button("Check it with my settings", key="own_settings", on_click=_own_settings)
    kept_text_area("Replying to (optional)", "reply_to", height=70, placeholder="The comment you are answering")
    with st.expander("Topics and checks"):
        kept_text_area("Banned topics (one per line)", "banned_text", height=80,
                       help="Topics not wanted in this discussion; remembered for this session.")
        kept_text_area("Sensitive topics (one per line)", "sensitive_text", height=80,
                       help="Topics where coded language is a concern; remembered for this session.")
        flags = st.session_state["check_flags"]
        for flag, (operation, label) in CHECKS.items():
            available = is_allowed(allowed, operation)
            flags[flag] = st.checkbox(label if available else f"{label} (not in your plan)",
                                      value=flags[flag] and available, disabled=not available, key=f"flag_{flag}")

outcome = st.session_state.get("last_result")
if outcome is not None:
    show_outcome(outcome, can_rewrite=megacall_allowed)
show_revisions(st.session_state["revisions"], title_of_article(st.session_state, st.session_state["revisions_article"]))
