"""Score colours and words (for the verdict banner) and gauges for 0–1 values."""

import streamlit as st

SCORE_COLOURS = {1: "#d73027", 2: "#fc8d59", 3: "#fee08b", 4: "#91cf60", 5: "#1a9850"}
SCORE_WORDS = {1: "harmful", 2: "poor", 3: "fair", 4: "good", 5: "excellent"}


def gauge(label: str, value: float, help_text: str = "") -> None:
    """A 0–1 value as a labelled bar."""
    st.caption(f"{label}: **{value:.0%}**" + (f" — {help_text}" if help_text else ""))
    st.progress(min(1.0, max(0.0, float(value))))
