"""Highlighted draft, legend and safely escaped text blocks."""

import streamlit as st

from coach.findings import Finding
from coach.highlight import escape_text, highlighted_html, legend_html


def highlighted_text(text: str, found: list[Finding], kinds: tuple[str, ...] | None = None) -> None:
    """The text with findings highlighted in place; hover a highlight for its explanation."""
    st.html(legend_html(kinds) if kinds else legend_html())
    st.html(highlighted_html(text, found))


def safe_text(text: str, style: str = "") -> None:
    """User or service text shown exactly as written (escaped, no Markdown)."""
    st.html(f'<div style="{style}">{escape_text(text)}</div>')
