"""Compat scores page: the external toxicity API's attributes, summary bars, span highlights, corrections."""

import pandas as pd
import streamlit as st

from coach.compat import ATTRIBUTES
from coach.span_colours import MIN_SPAN_SCORE, scored_spans, spans_html
from coach.connection import is_allowed
from components.charts import bar_chart
from components.connection import current_allowed
from components.page import kept, reported_errors, require_client, show_notices

st.title("Compat scores")
st.caption("Scores in the external toxicity API's format (`external-compat/analyse`), with span scores.")
client = require_client()
show_notices()
if not is_allowed(current_allowed(), "external-compat"):
    st.error("Your plan does not include the external-compat operations.")
    st.stop()

# Kept for the session (kept(): Streamlit drops a widget's state on pages that do not draw it); the attributes as
# pills, whose full names always show (a multiselect's chips cut "ATTACK_ON_AUTHOR" short).
st.session_state.setdefault("compat_text", "")
st.session_state.setdefault("compat_attrs", ["TOXICITY", "INSULT", "PROFANITY"])
st.session_state.setdefault("compat_spans", True)
text = st.text_area("Comment", height=120, **kept("compat_text"))
st.session_state["compat_text"] = text
attributes = st.pills("Attributes", ATTRIBUTES, selection_mode="multi", **kept("compat_attrs")) or []
st.session_state["compat_attrs"] = attributes
spans = st.toggle("Span scores", **kept("compat_spans"))
st.session_state["compat_spans"] = spans
if st.button("Score", type="primary", key="compat_score"):
    with reported_errors():
        if not text.strip() or not attributes:
            raise ValueError("Write a comment and pick at least one attribute.")
        response = client.analyze({"comment": {"text": text}, "spanAnnotations": spans,
                                   "requestedAttributes": {name: {} for name in attributes}})
        st.session_state["compat_result"] = (text, response)

stored = st.session_state.get("compat_result")
if stored:
    scored_text, response = stored
    frame = pd.DataFrame([{"attribute": name, "score": value.summaryScore.value}
                          for name, value in response.attributeScores.items()])
    if not frame.empty:
        bar_chart(frame, "attribute", "score", "probability", domain=(0, 1))
    chosen = st.selectbox("Highlight spans of", list(response.attributeScores), key="compat_span_attr")
    if chosen and response.attributeScores[chosen].spanScores:
        st.caption("Each span's colour follows its score, written after it; spans under "
                   f"{MIN_SPAN_SCORE:.1f} are left plain.")
        st.html(spans_html(scored_text, scored_spans(scored_text, response.attributeScores[chosen]), chosen))
    st.subheader("Send a correction")
    st.caption("If a score is wrong, say what it should be; the service stores it for retraining.")
    attribute = st.selectbox("Attribute", list(response.attributeScores) or attributes, key="compat_fix_attr")
    current = response.attributeScores[attribute].summaryScore.value if attribute in response.attributeScores else 0.0
    # Starts at the current score (one key per attribute and text), so a stray click cannot send 0.00.
    value = st.slider("Correct score", 0.0, 1.0, round(float(current), 2), 0.01,
                      key=f"compat_fix_value_{attribute}_{hash(scored_text)}")
    st.caption(f"The service scored {attribute} {current:.2f}.")
    if st.button("Send correction", key="compat_send"):
        with reported_errors():
            client.suggest_score(scored_text, attribute, value, client_token="comment-coach")
            st.success(f"Correction sent: {attribute} = {value:.2f}.")
