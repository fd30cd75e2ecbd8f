"""The coach's answer on screen: one verdict, finding cards by severity, details behind an expander, history."""

import pandas as pd
import streamlit as st

from coach.check import CheckOutcome
from coach.details import Detail, details_of
from coach.drafting import current_findings, dismissed_count, dismissed_findings, restore_dismissed
from coach.highlight import md_escape
from coach.history import chart_frame, history_caption, history_table
from coach.language import draft_language
from coach.verdict import banner_score, shown_score, verdict_of
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
    verdict = verdict_of(result, found, dismissed_findings(st.session_state))
    badge = banner_score(verdict, result, outcome.findings)
    verdict_banner(verdict, badge)
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
        hidden_score = shown_score(result, outcome.findings) if badge is None else None
        _details(outcome, details_of(result, found, hidden_score))


def _details(outcome: CheckOutcome, lines: list[Detail]) -> None:
    """The figures behind the verdict, for those who want them (coach/details.py says what they are)."""
    for line in lines:
        if line.value is None:
            st.caption(md_escape(line.caption))
        else:
            gauge(md_escape(line.caption), line.value)
        if line.text:
            safe_text(line.text, "color:#444;font-size:0.9rem")
    result = outcome.result
    if result.llm_detection and result.llm_detection.signals_detected and draft_language(result) is None:
        st.dataframe(pd.DataFrame([s.model_dump() for s in result.llm_detection.signals_detected]), hide_index=True,
                     width="stretch")
    external = result.external or result.perspective
    if external and external.attributeScores:
        frame = pd.DataFrame([{"attribute": name, "score": value.summaryScore.value}
                              for name, value in external.attributeScores.items()])
        bar_chart(frame, "attribute", "score", domain=(0, 1))


def show_revisions(rows: list[dict], article_title: str | None = None) -> None:
    """Revision history of this draft on this article: a table and a chart of score and findings per check."""
    if not rows:
        return
    st.subheader("Revision history")
    st.caption(md_escape(history_caption(rows, article_title)))
    left, right = st.columns([3, 2])
    with left:
        st.dataframe(history_table(rows), hide_index=True, width="stretch")
    with right:
        history_chart(chart_frame(rows))
