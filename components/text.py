"""Highlighted text (read-only, e.g. span scores), its legend and safely escaped text blocks."""

import streamlit as st

from coach.findings import Finding
from coach.highlight import escape_text, highlighted_html, legend_html


def highlighted_text(text: str, found: list[Finding]) -> None:
    """The text with findings highlighted in place, under a legend of only the kinds present."""
    kinds = tuple(dict.fromkeys(f.kind for f in found if f.located))
    if kinds:
        st.html(legend_html(kinds))
    st.html(highlighted_html(text, found))


def safe_text(text: str, style: str = "") -> None:
    """User or service text shown exactly as written (escaped, no Markdown)."""
    st.html(f'<div style="{style}">{escape_text(text)}</div>')
