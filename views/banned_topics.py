"""Banned topics page: run relevance over a CSV of comments, map topics to labels, tune the threshold, export."""

import hashlib

import altair as alt
import pandas as pd
import streamlit as st

from coach import batch, topic_labels
from coach.articles import with_article
from coach.connection import is_allowed
from coach.state import active_article
from coach.topic_scores import export_frame, list_precision_recall
from components.connection import current_allowed
from components.page import kept, reported_errors, require_client, show_notices

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

state = st.session_state
upload = st.file_uploader("Comments CSV (a `comment` column; optionally expected topics, e.g. `expected`)",
                          type=["csv"], key="batch_file")
if upload is not None:  # kept in the session: the uploader forgets its file when another page is opened
    state["batch_upload"] = (upload.name, upload.getvalue())
if "batch_upload" not in state:
    st.stop()
name, data = state["batch_upload"]
try:
    comments = batch.read_comments(data)
except ValueError as exc:
    st.error(str(exc))
    st.stop()
if upload is None:
    st.caption(f"Using {name}, uploaded earlier in this session; upload another file to replace it.")
label_guess = batch.guess_label_column(comments)
options = ["(none)"] + [c for c in comments.columns if c != "comment"]
if state.get("batch_labels") not in options:
    state["batch_labels"] = label_guess or "(none)"
label_column = st.selectbox("Expected-label column", options, **kept("batch_labels"),
                            help="Topics each comment is really about, separated by ; or ,")
state["batch_labels"] = label_column
st.caption(f"{len(comments)} comments loaded.")

if "topic_lists" not in state:
    state["topic_lists"] = pd.DataFrame({"list A": ["", "", ""], "list B": ["", "", ""]})
if "topics_editor" not in state and "topic_lists_edited" in state:
    state["topic_lists"] = state["topic_lists_edited"]  # back on the page: keep the edits
edited = st.data_editor(state["topic_lists"], num_rows="dynamic", key="topics_editor", width="stretch")
state["topic_lists_edited"] = edited
lists = {col: [t.strip() for t in edited[col].fillna("").astype(str) if t.strip()] for col in edited.columns}
state.setdefault("batch_compare", False)
compare = st.toggle("Compare list A and list B", **kept("batch_compare"))
state["batch_compare"] = compare
to_run = [col for col in lists if (compare or col == "list A")]

mapping: dict[str, str | None] = {}
if label_column != "(none)":
    labels = topic_labels.distinct_labels(comments[label_column])
    topics = list(dict.fromkeys(t for col in to_run for t in lists[col]))
    if topics:
        st.subheader("Which label does each topic stand for?")
        st.caption("Precision and recall compare each topic with the comments labelled with it.")
        stored: dict = state.setdefault("topic_label_map", {})
        choices = ["(no label)"] + labels
        columns = st.columns(min(3, len(topics)))
        for index, topic in enumerate(topics):
            guess = stored.get(topic, topic_labels.best_label(topic, labels))
            picked = columns[index % len(columns)].selectbox(
                topic, choices, index=choices.index(guess) if guess in choices else 0, key=f"map-{topic}")
            stored[topic] = None if picked == "(no label)" else picked
            mapping[topic] = stored[topic]
        unmapped = [t for t in topics if not mapping[t]]
        if unmapped:
            st.warning("No label for " + ", ".join(f"“{t}”" for t in unmapped) + ": their recall cannot be "
                       "measured and every comment they flag counts as a false positive. Pick a label above.")

data_key = hashlib.sha256(data).hexdigest()[:16]
cache: dict = state.setdefault("batch_results", {})


def _progress(bar, list_name: str, done: int, total: int) -> None:
    """Move the bar about a hundred times per batch, however large it is."""
    if done == total or done % max(1, total // 100) == 0:
        bar.progress(done / total, text=f"{list_name}: {done} / {total}")


def run_batches() -> None:
    """Run each list over the batch (after one probe, so a lost article is registered again first)."""
    with reported_errors():
        with_article(client, state, lambda article_id: client.relevance(
            comments["comment"].iloc[0], article_id, lists["list A"] or lists["list B"] or ["none"]),
            state["notices"])
        show_notices()
        article_id = active_article(state).article_id
        for list_name in to_run:
            if not lists[list_name]:
                st.warning(f"{list_name} has no topics; add some in the table above.")
                continue
            bar = st.progress(0.0, text=f"{list_name}: 0 / {len(comments)}")
            cache[(data_key, article_id, tuple(lists[list_name]))] = batch.run_relevance(
                client, article_id, comments["comment"].tolist(), lists[list_name],
                lambda done, total, n=list_name, bar=bar: _progress(bar, n, done, total))


if st.button("Run relevance over the batch", type="primary", key="batch_run"):
    run_batches()
article_id = active_article(state).article_id
ran = {col: cache.get((data_key, article_id, tuple(lists[col]))) for col in to_run}
ran = {col: results for col, results in ran.items() if results is not None}
if not ran:
    st.caption("Not run yet for these topics.")
    st.stop()

state.setdefault("batch_threshold", topic_labels.SERVICE_CUTOFF)
threshold = st.slider("Flag a comment when its closest sentence is this similar to a banned topic", 0.0,
                      topic_labels.CURVE_END, step=0.01, **kept("batch_threshold"),
                      help=f"The best sentence's similarity to the topic (for a topic of several words, held below the "
                           f"cut-off where one of its words alone matches better than the whole topic); the service's "
                           f"own cut-off is {topic_labels.SERVICE_CUTOFF}. Re-filters the results already fetched; no "
                           f"new requests.")
state["batch_threshold"] = threshold

curve = pd.concat([topic_labels.flagged_curve(results).assign(list=col) for col, results in ran.items()])
lines = alt.Chart(curve).mark_line(point=True).encode(
    x=alt.X("threshold:Q", scale=alt.Scale(domain=[0.0, topic_labels.CURVE_END]),
            axis=alt.Axis(values=[i / 10 for i in range(9)], format=".1f")),
    y=alt.Y("flagged:Q", title="flagged comments", axis=alt.Axis(tickMinStep=1, format="d")),
    color=alt.Color("list:N", title=None))
rule = alt.Chart(pd.DataFrame({"threshold": [threshold]})).mark_rule(strokeDash=[4, 4]).encode(x="threshold:Q")
st.altair_chart(lines + rule, width="stretch", height=220)

summary = []
for col, results in ran.items():
    row = {"list": col, "flagged": f"{int(topic_labels.flagged(results, threshold).sum())} / {len(results)}",
           "errors": int((results["error"] != "").sum())}
    if mapping:  # the list as a whole: caught by any of its topics, expected by any of their labels
        whole = list_precision_recall(results, comments[label_column], {t: mapping.get(t) for t in lists[col]}, threshold)
        row |= {"precision": whole["precision"], "recall": whole["recall"], "TP": whole["TP"], "FP": whole["FP"],
                "FN": whole["FN"]}
    summary.append(row)
st.caption("Each list at this threshold" + (" (precision and recall of the list as a whole)" if mapping else ""))
st.dataframe(pd.DataFrame(summary), hide_index=True, width="stretch")
if mapping:
    st.caption("Precision and recall per topic at this threshold")
    table = pd.concat([topic_labels.precision_recall(results, comments[label_column],
                                                     {t: mapping.get(t) for t in lists[col]}, threshold)
                       .assign(list=col) for col, results in ran.items()])
    st.dataframe(table[["list", "topic", "label", "flagged", "precision", "recall", "TP", "FP", "FN"]],
                 hide_index=True, width="stretch")

for tab, (col, results) in zip(st.tabs(list(ran)), ran.items()):
    with tab:
        shown = pd.DataFrame({"comment": results["comment"], "flagged": topic_labels.flagged(results, threshold),
                              "closest topic similarity": topic_labels.strength(results),
                              topic_labels.SERVICE_COLUMN: results["banned"].str.join("; "),
                              "on topic": results["on_topic"], "error": results["error"]})
        differ = topic_labels.service_difference(results, threshold)
        if differ:
            st.caption(differ)
        st.dataframe(shown, hide_index=True,
                     width="stretch", height=min(400, 40 + 35 * len(shown)),
                     column_config={"comment": st.column_config.TextColumn(width="large"),
                                    "flagged": st.column_config.CheckboxColumn(
                                        help=f"The closest sentence reaches your threshold ({threshold:.2f})"),
                                    topic_labels.SERVICE_COLUMN: st.column_config.TextColumn(
                                        help=topic_labels.SERVICE_HELP)})
        labels = comments[label_column] if label_column != "(none)" else None
        export = export_frame(results, lists[col], threshold, labels,
                              {t: mapping.get(t) for t in lists[col]} if mapping else None).to_csv(index=False)
        export = export.encode("utf-8")
        st.download_button(f"Export {col} as CSV", export, file_name=f"banned-topics-{col.replace(' ', '-')}.csv",
                           mime="text/csv", key=f"export-{col}")
