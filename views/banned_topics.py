"""Banned topics page: run relevance over a CSV of comments, tune topics and threshold, compare lists, export."""

import hashlib

import pandas as pd
import streamlit as st

from coach import batch
from coach.articles import with_article
from coach.connection import is_allowed
from coach.state import active_article
from components.charts import bar_chart
from components.connection import current_allowed
from components.page import reported_errors, require_client, show_notices

st.title("Banned topics")
st.caption("Upload comments, edit the topic lists, see what each list would catch, and tune the threshold.")
client = require_client()
show_notices()
if not is_allowed(current_allowed(), "relevance"):
    st.error("Your plan does not include the relevance check, so banned topics cannot be tested.")
    st.stop()
article = active_article(st.session_state)
if article is None:
    st.warning("Register an article first (Article page): relevance is judged against it.")
    st.stop()

upload = st.file_uploader("Comments CSV (a `comment` column; optionally expected topics, e.g. `expected`)",
                          type=["csv"], key="batch_file")
if upload is None:
    st.stop()
try:
    comments = batch.read_comments(upload.getvalue())
except ValueError as exc:
    st.error(str(exc))
    st.stop()
label_guess = batch.guess_label_column(comments)
options = ["(none)"] + [c for c in comments.columns if c != "comment"]
label_column = st.selectbox("Expected-label column", options, index=options.index(label_guess) if label_guess else 0,
                            key="batch_labels", help="Topics each comment is really about, separated by ; or ,")
st.caption(f"{len(comments)} comments loaded.")

if "topic_lists" not in st.session_state:
    st.session_state["topic_lists"] = pd.DataFrame({"list A": ["", "", ""], "list B": ["", "", ""]})
if "topics_editor" not in st.session_state and "topic_lists_edited" in st.session_state:
    st.session_state["topic_lists"] = st.session_state["topic_lists_edited"]  # back on the page: keep the edits
edited = st.data_editor(st.session_state["topic_lists"], num_rows="dynamic", key="topics_editor", width="stretch")
st.session_state["topic_lists_edited"] = edited
lists = {name: [t.strip() for t in edited[name].fillna("").astype(str) if t.strip()] for name in edited.columns}
compare = st.toggle("Compare list A and list B side by side", key="batch_compare")
to_run = [name for name in lists if (compare or name == "list A")]

data_key = hashlib.sha256(upload.getvalue()).hexdigest()[:16]
cache: dict = st.session_state.setdefault("batch_results", {})


def _progress(bar, name: str, done: int, total: int) -> None:
    """Move the bar about a hundred times per batch, however large it is."""
    if done == total or done % max(1, total // 100) == 0:
        bar.progress(done / total, text=f"{name}: {done} / {total}")


def cache_key(name: str) -> tuple:
    return data_key, article.article_id, tuple(lists[name])


def run_batches() -> None:
    """Run each list over the batch (after one probe, so a lost article is registered again first)."""
    with reported_errors():
        with_article(client, st.session_state, lambda article_id: client.relevance(
            comments["comment"].iloc[0], article_id, lists["list A"] or lists["list B"] or ["none"]),
            st.session_state["notices"])
        show_notices()
        article_id = active_article(st.session_state).article_id
        for name in to_run:
            if not lists[name]:
                st.warning(f"{name} has no topics; add some in the table above.")
                continue
            bar = st.progress(0.0, text=f"{name}: 0 / {len(comments)}")
            cache[(data_key, article_id, tuple(lists[name]))] = batch.run_relevance(
                client, article_id, comments["comment"].tolist(), lists[name],
                lambda done, total, name=name, bar=bar: _progress(bar, name, done, total))


if st.button("Run relevance over the batch", type="primary", key="batch_run"):
    run_batches()
    article = active_article(st.session_state)

threshold = st.slider("Flag when the share on banned topics is at least", 0.0, 1.0, 0.3, 0.05, key="batch_threshold",
                      help="Re-filters the results already fetched; no new requests.")
columns = st.columns(len(to_run))
for column, name in zip(columns, to_run):
    results = cache.get(cache_key(name))
    with column:
        st.subheader(name)
        if results is None:
            st.caption("Not run yet for these topics.")
            continue
        shown = batch.with_threshold(results, threshold)
        errors = int((results["error"] != "").sum())
        st.metric("Flagged comments", f"{int(shown['flagged'].sum())} / {len(shown)}")
        if errors:
            st.warning(f"{errors} comments could not be checked; see the error column.")
        bar_chart(batch.topic_counts(results, lists[name], threshold), "topic", "comments", "flagged comments",
                  integer=True)
        if label_column != "(none)":
            st.caption("Precision and recall against the expected labels")
            st.dataframe(batch.precision_recall(results, comments[label_column], lists[name], threshold),
                         hide_index=True, width="stretch")
        st.dataframe(shown, hide_index=True, width="stretch", height=min(400, 40 + 35 * len(shown)))
        st.download_button(f"Export {name} as CSV", batch.export_csv(results, threshold),
                           file_name=f"banned-topics-{name.replace(' ', '-')}.csv", mime="text/csv",
                           key=f"export-{name}")
