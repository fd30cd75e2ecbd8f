"""The coach's answer on screen: one verdict, finding cards by severity, details behind an expander, history."""

import pandas as pd
import streamlit as st

from coach.check import CheckOutcome
from coach.drafting import current_findings, dismissed_count, restore_dismissed
from coach.history import chart_frame, history_frame
from coach.plain import plain
from coach.verdict import shown_score, verdict_of
from components.cards import finding_card
from components.charts import bar_chart, history_chart
from components.scores import gauge
from components.text import safe_text
from components.verdict import verdict_banner


def show_outcome(outcome: CheckOutcome, can_rewrite: bool = True) -> None:
    """The verdict of the last check and a card per finding still in the draft."""
    result = outcome.result
    found = current_findings(st.session_state)
    if (st.session_state["draft"] or "") != outcome.draft:
        st.caption("The draft has changed since this check; press Check to see how the new version does.")
    # The verdict counts the findings the writer can see: a dismissed one is neither highlighted nor counted.
    verdict_banner(verdict_of(result, found), shown_score(result, outcome.findings))
    if found:
        columns = st.columns(2)
        for index, finding in enumerate(found):
            with columns[index % 2]:
                finding_card(finding, can_rewrite, found)
    hidden = dismissed_count(st.session_state)
    if hidden:
        st.button(f"Show dismissed ({hidden})", key="show_dismissed", on_click=restore_dismissed,
                  args=(st.session_state,), help="Show the findings you dismissed in this draft again")
    with st.expander("Details"):
        _details(outcome)


def _details(outcome: CheckOutcome) -> None:
    """The figures behind the verdict, for those who want them."""
    result = outcome.result
    if result.comment_score:
        score = result.comment_score
        gauge("Toxicity", score.toxicity_score)
        safe_text(plain(score.toxicity_explanation), "color:#444;font-size:0.9rem")
    if result.spam_check:
        spam = result.spam_check
        st.caption(f"Spam: {'likely' if spam.is_spam else 'unlikely'} ({spam.confidence:.0%} confident)")
        safe_text(plain(spam.reasoning), "font-size:0.9rem")
    if result.relevance_check:
        relevance = result.relevance_check
        st.caption(f"Relevance: {'on topic' if relevance.on_topic.on_topic else 'off topic'} "
                   f"({relevance.on_topic.confidence:.0%} confident)")
        safe_text(plain(relevance.on_topic.reasoning), "font-size:0.9rem")
        gauge("Share on banned topics", relevance.banned_topics.quantity_on_banned_topics)
        safe_text(plain(relevance.banned_topics.reasoning), "font-size:0.9rem")
    if result.dogwhistle_check:
        dog = result.dogwhistle_check
        st.caption(f"Dogwhistles: {'found' if dog.detection.dogwhistles_detected else 'none found'} "
                   f"({dog.detection.confidence:.0%} confident)")
        if dog.details:
            gauge("Subtlety", dog.details.subtlety_level)
            gauge("Harm potential", dog.details.harm_potential)
    if result.llm_detection:
        llm = result.llm_detection
        gauge("Machine-text likeness", llm.llm_likelihood, f"{llm.confidence:.0%} confident")
        if llm.signals_detected:
            st.dataframe(pd.DataFrame([s.model_dump() for s in llm.signals_detected]), hide_index=True,
                         width="stretch")
    external = result.external or result.perspective
    if external and external.attributeScores:
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
