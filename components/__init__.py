"""Reusable Streamlit pieces of the coach: connection sidebar, highlighted text, finding cards, scores, charts."""
