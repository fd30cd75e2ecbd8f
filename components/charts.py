"""Charts: revision history, per-topic counts, attribute scores."""

import altair as alt
import pandas as pd
import streamlit as st


def history_chart(long_frame: pd.DataFrame) -> None:
    """Score and finding count per revision."""
    if long_frame.empty:
        return
    chart = alt.Chart(long_frame).mark_line(point=True).encode(
        x=alt.X("revision:O", title="revision"), y=alt.Y("value:Q", title=None),
        color=alt.Color("measure:N", title=None)).properties(height=180)
    st.altair_chart(chart, width="stretch")


def bar_chart(frame: pd.DataFrame, label: str, value: str, title: str = "", domain: tuple | None = None) -> None:
    """Horizontal bars of `value` per `label`."""
    scale = alt.Scale(domain=list(domain)) if domain else alt.Undefined
    chart = alt.Chart(frame).mark_bar().encode(
        y=alt.Y(f"{label}:N", sort="-x", title=None), x=alt.X(f"{value}:Q", title=title or value, scale=scale),
        tooltip=[label, value]).properties(height=max(80, 28 * len(frame)))
    st.altair_chart(chart, width="stretch")
