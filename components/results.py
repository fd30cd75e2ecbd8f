"""The coach's answer on screen: scores, highlighted draft, finding cards, the other checks, revision history."""

import pandas as pd
import streamlit as st

from coach.check import CheckOutcome
from coach.history import chart_frame, history_frame
from coach.highlight import md_escape
from components.cards import finding_card
from components.charts import bar_chart, history_chart
from components.scores import gauge, score_badge, verdict_badge
from components.text import highlighted_text, safe_text


def show_outcome(outcome: CheckOutcome, can_rewrite: bool = True) -> None:
    """Everything one check found."""
    result = outcome.result
    st.divider()
    score = result.comment_score
    if score:
        cols = st.columns([1.4, 2, 2.6])
        with cols[0]:
            score_badge(score.overall_score)
        with cols[1]:
            gauge("Toxicity", score.toxicity_score)
            if score.appears_low_effort:
                st.caption(":material/warning: This reads as low effort: add a reason or an example.")
        with cols[2]:
            safe_text(score.toxicity_explanation, "color:#444;font-size:0.9rem")
    st.subheader("Your draft, as checked")
    highlighted_text(outcome.draft, outcome.findings)
    if outcome.findings:
        st.subheader(f"Findings ({len(outcome.findings)})")
        columns = st.columns(2)
        for index, finding in enumerate(outcome.findings):
            with columns[index % 2]:
                finding_card(finding, index, outcome.draft, can_rewrite)
    elif score:
        st.success("No problems found in this draft.")
    _other_checks(outcome)


def _other_checks(outcome: CheckOutcome) -> None:
    result = outcome.result
    if result.spam_check:
        spam = result.spam_check
        with st.expander(f"Spam: {'likely spam' if spam.is_spam else 'not spam'} ({spam.confidence:.0%} confident)",
                         expanded=spam.is_spam):
            verdict_badge("spam" if spam.is_spam else "not spam", not spam.is_spam)
            safe_text(spam.reasoning)
    if result.relevance_check:
        relevance = result.relevance_check
        on, banned = relevance.on_topic, relevance.banned_topics
        title = "on topic" if on.on_topic else "off topic"
        if banned.banned_topics:
            title += " · banned topics: " + md_escape(", ".join(banned.banned_topics))
        with st.expander(f"Relevance: {title}", expanded=bool(banned.banned_topics) or not on.on_topic):
            verdict_badge(title.split(" · ")[0], on.on_topic)
            safe_text(on.reasoning)
            if banned.banned_topics or banned.quantity_on_banned_topics:
                gauge("Share on banned topics", banned.quantity_on_banned_topics)
            safe_text(banned.reasoning)
    if result.dogwhistle_check:
        dog = result.dogwhistle_check
        found = dog.detection.dogwhistles_detected
        with st.expander(f"Dogwhistles: {'found' if found else 'none found'}", expanded=found):
            safe_text(dog.detection.reasoning)
            if dog.details:
                st.dataframe(pd.DataFrame({"term": dog.details.dogwhistle_terms}), hide_index=True)
                safe_text("Categories: " + (", ".join(dog.details.categories) or "none named"))
                gauge("Subtlety", dog.details.subtlety_level)
                gauge("Harm potential", dog.details.harm_potential)
    if result.llm_detection:
        llm = result.llm_detection
        with st.expander(f"Machine-text likeness: {llm.llm_likelihood:.0%}", expanded=llm.llm_likelihood >= 0.5):
            gauge("Likelihood the text is machine-written", llm.llm_likelihood, f"{llm.confidence:.0%} confident")
            safe_text(llm.reasoning)
            if llm.signals_detected:
                st.dataframe(pd.DataFrame([s.model_dump() for s in llm.signals_detected]), hide_index=True,
                             width="stretch")
    external = result.external or result.perspective
    if external and external.attributeScores:
        with st.expander("External toxicity attributes"):
            frame = pd.DataFrame([{"attribute": name, "score": value.summaryScore.value}
                                  for name, value in external.attributeScores.items()])
            bar_chart(frame, "attribute", "score", domain=(0, 1))


def show_revisions(rows: list[dict]) -> None:
    """Revision history: a table and a chart of score and findings per checked draft."""
    if not rows:
        return
    st.subheader("Revision history")
    left, right = st.columns([3, 2])
    with left:
        st.dataframe(history_frame(rows), hide_index=True, width="stretch")
    with right:
        history_chart(chart_frame(rows))
