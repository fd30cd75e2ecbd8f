"""Charts: revision history, per-topic counts, attribute scores."""

import altair as alt
import pandas as pd
import streamlit as st


def value_axis(domain: tuple | None = None, integer: bool = False) -> alt.Axis:
    """The value axis: whole numbers, six even ticks over a fixed domain, or as Vega chooses."""
    if integer:
        return alt.Axis(tickMinStep=1, format="d")
    if domain:  # explicit ticks: a rounded format alone would print 0.1 for 0.05, 0.1 and 0.15
        return alt.Axis(values=[round(domain[0] + (domain[1] - domain[0]) * i / 5, 6) for i in range(6)],
                        format=".1f")
    return alt.Axis(format="~g")


def history_spec(long_frame: pd.DataFrame) -> alt.Chart:
    """Score and finding count per revision as a line chart; both are whole numbers, so the axis is too (a history
    whose every figure is 0 had read "0.000000")."""
    return alt.Chart(long_frame).mark_line(point=True).encode(
        x=alt.X("revision:O", title="revision", axis=alt.Axis(labelAngle=0)),
        y=alt.Y("value:Q", title=None, axis=value_axis(integer=True)),
        color=alt.Color("measure:N", title=None))


def history_chart(long_frame: pd.DataFrame) -> None:
    """Score and finding count per revision."""
    if not long_frame.empty:
        st.altair_chart(history_spec(long_frame), width="stretch", height=200)


def bar_chart(frame: pd.DataFrame, label: str, value: str, title: str = "", domain: tuple | None = None,
              integer: bool = False) -> None:
    """Horizontal bars of `value` per `label`, with the value written at the end of each bar."""
    scale = alt.Scale(domain=list(domain)) if domain else alt.Undefined
    axis = value_axis(domain, integer)
    base = alt.Chart(frame).encode(
        y=alt.Y(f"{label}:N", sort="-x", title=None, axis=alt.Axis(labelLimit=0)),  # full names, never cut
        x=alt.X(f"{value}:Q", title=title or value, scale=scale, axis=axis),
        tooltip=[label, value])
    text = base.mark_text(align="left", dx=4).encode(text=alt.Text(f"{value}:Q", format="d" if integer else ".2f"))
    st.altair_chart(base.mark_bar() + text, width="stretch", height=60 + 32 * len(frame))
