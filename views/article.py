"""Article page: register by text, file or URL; list this session's articles; pick or re-register one."""

import pandas as pd
import streamlit as st

from coach.articles import register, reregister
from coach.connection import for_commenter
from coach.highlight import md_escape
from components.page import reported_errors, require_client, show_notices
from moderation.documents import document_from_upload
from moderation.documents.model import FetchError, UnsupportedMediaType

st.title("Article")
st.caption("Comments are judged against the article they are about. Register it once; the coach remembers it "
           "for this session.")
client = require_client()
show_notices()

source = st.radio("Source", ["Paste text", "Upload file", "URL"], horizontal=True, key="article_source")
description = st.text_input("Topic description (optional)", key="article_description",
                            help="A sentence saying what the discussion is about; it helps the relevance check.")
text, url, filename = None, None, None
if source == "Paste text":
    text = st.text_area("Article text (plain text or Markdown)", height=220, key="article_text")
elif source == "Upload file":
    upload = st.file_uploader("Article file", type=["txt", "md", "pdf"], key="article_file")
    if upload is not None:
        try:
            document = document_from_upload(upload.getvalue(), upload.name)
            text, filename = document.text, upload.name
            st.caption(md_escape(f"Read {len(text.split())} words from {upload.name} ({document.content_type})."))
        except (FetchError, UnsupportedMediaType) as exc:
            st.error(md_escape(f"The file could not be read: {for_commenter(exc.message)}"))
else:
    url = st.text_input("Article URL", key="article_url", placeholder="https://…")

if st.button("Register article", type="primary", key="register"):
    with reported_errors():
        record = register(client, st.session_state, text=text, url=url, topic_description=description,
                          filename=filename)
        st.session_state["notices"] = [("success", f"Registered “{record.title}” as {record.article_id}; "
                                                   "it is now the active article.")]
        st.rerun()

articles = st.session_state["articles"]
st.subheader("Articles in this session")
if not articles:
    st.caption("None yet.")
    st.stop()
table = pd.DataFrame([{"title": a.title, "first words": a.first_words, "id": a.article_id, "source": a.source,
                       "registered": a.registered.strftime("%H:%M:%S UTC")} for a in articles])
st.dataframe(table, hide_index=True, width="stretch")
ids = [a.article_id for a in articles]
titles = {a.article_id: f"{a.title} ({a.article_id[:8]})" for a in articles}
if st.session_state["active_article"] not in ids:
    st.session_state["active_article"] = ids[0]
st.session_state["pick_article"] = st.session_state["active_article"]  # the list follows registrations
active = st.selectbox("Active article", ids, format_func=titles.get, key="pick_article",
                      on_change=lambda: st.session_state.update(active_article=st.session_state["pick_article"]))
if st.button("Register again", key="reregister", help="Create a fresh article context from the same source"):
    with reported_errors():
        record = next(a for a in articles if a.article_id == active)
        old = record.article_id
        record = reregister(client, st.session_state, record)
        st.session_state["notices"] = [("success", f"Registered again: {old} → {record.article_id}.")]
        st.rerun()
