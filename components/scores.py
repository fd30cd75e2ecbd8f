"""Score badges and gauges: overall 1–5 score, toxicity, probabilities."""

import streamlit as st

SCORE_COLOURS = {1: "#d73027", 2: "#fc8d59", 3: "#fee08b", 4: "#91cf60", 5: "#1a9850"}
SCORE_WORDS = {1: "harmful", 2: "poor", 3: "fair", 4: "good", 5: "excellent"}


def score_badge(score: int) -> None:
    """The overall 1–5 score as a coloured badge."""
    colour = SCORE_COLOURS.get(score, "#999")
    st.html(f'<div class="score-badge" data-score="{int(score)}" style="display:inline-block;padding:8px 16px;'
            f'border-radius:12px;background:{colour};font-size:1.25rem;font-weight:700;white-space:nowrap">'
            f'Score {int(score)}/5 · {SCORE_WORDS.get(score, "")}</div>')


def gauge(label: str, value: float, help_text: str = "") -> None:
    """A 0–1 value as a labelled bar."""
    st.caption(f"{label}: **{value:.0%}**" + (f" — {help_text}" if help_text else ""))
    st.progress(min(1.0, max(0.0, float(value))))


def verdict_badge(text: str, good: bool) -> None:
    """A short green/red verdict."""
    colour = "#1a9850" if good else "#d73027"
    st.html(f'<span style="padding:3px 10px;border-radius:10px;color:white;background:{colour}">{text}</span>')
