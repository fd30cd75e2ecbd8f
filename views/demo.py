"""Demo page: a prepared article and comments, each showing one kind of finding in one click."""

import streamlit as st

from coach.articles import register
from coach.connection import is_allowed
from coach.demo import DEMO_ARTICLE, DEMO_ARTICLE_TITLE, DEMO_COMMENTS, DemoComment, demo_settings, shown_demo
from coach.settings import borrowed, describe, give_draft_settings
from components.checking import check_and_notify
from components.connection import current_allowed
from coach.drafting import set_draft
from components.editor import draft_editor
from components.page import reported_errors, require_client
from components.results import show_outcome

st.title("Demo")
st.caption("A prepared article and comments written to show each kind of finding. One click each.")
client = require_client()


def demo_article_id() -> str | None:
    """The demo article's id in this session (registered on first use)."""
    return next((a.article_id for a in st.session_state["articles"] if a.title == DEMO_ARTICLE_TITLE), None)


def try_comment(comment: DemoComment) -> None:
    """Load a demo comment into the coach as a new draft with its own settings and the demo article (the writer's
    stay) and check it."""
    set_draft(st.session_state, comment.text, new=True)
    give_draft_settings(st.session_state, demo_settings(comment, current_allowed(), demo_article_id()))
    st.session_state["recheck"] = True


with st.expander(f"Article: {DEMO_ARTICLE_TITLE}", expanded=demo_article_id() is None):
    st.markdown(DEMO_ARTICLE)  # our own Markdown (a heading and paragraphs), shown as Markdown, not as "# …"
if demo_article_id() is None:
    if st.button("Register the demo article", type="primary", key="demo_register"):
        with reported_errors():
            register(client, st.session_state, text=DEMO_ARTICLE, make_active=False,  # the writer's article stays
                     topic_description="A town's plan for a protected bike lane on its main street")
    if demo_article_id() is None:
        st.stop()
    st.rerun()

can_check = is_allowed(current_allowed(), "megacall")
if not can_check:
    st.error("Your plan does not include the combined check (megacall), so the demo comments cannot be checked.")
st.caption("Each button loads the comment into the coach as a new draft, with the demo's settings for that draft "
           "only, and checks it.")
columns = st.columns(4)
for index, comment in enumerate(DEMO_COMMENTS):
    columns[index % 4].button(comment.name, key=f"demo-{index}", help=f"Shows {comment.shows}", on_click=try_comment,
                  args=(comment,), width="stretch", disabled=not can_check)

check_and_notify(client, st.session_state.pop("recheck", False) and can_check)
outcome = st.session_state.get("last_result")
shown = shown_demo(st.session_state)  # the writer's own draft is not shown under the demo article
if outcome is None or shown is None:
    st.caption("Pick a comment above to see what the coach finds in it. Your own draft and settings on the Coach "
               "page stay as they are.")
else:
    with st.container():  # one slot, caption or not, so the editor below keeps its frame (check_and_notify)
        own = borrowed(st.session_state)
        st.caption(f"“{shown.name}” shows {shown.shows}." + (
            f" It is checked with the demo's own settings ({describe(own)}); yours are not changed." if own else ""))
    draft_editor("editor_demo", can_rewrite=can_check)
    show_outcome(outcome, can_rewrite=can_check)
    st.page_link("views/coach.py", label="Continue revising on the Coach page", icon=":material/edit_note:")
