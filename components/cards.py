"""A card per finding: what it is, the quote, why, and a button that applies its rewrite to the draft."""

import streamlit as st

from coach.findings import KINDS, Finding
from coach.highlight import escape_text
from coach.rewrite import apply_rewrite, rewrite_target
from components.page import set_kept


def _apply(finding: Finding) -> None:
    """Button callback (runs before the draft box is drawn, so the box may be changed)."""
    draft = st.session_state["draft"]
    try:
        start, end = rewrite_target(draft, finding)
        set_kept("draft", apply_rewrite(draft, finding))
    except ValueError as exc:
        st.session_state["notices"] = st.session_state["notices"] + [str(exc)]
        return
    st.session_state["recheck"] = True
    st.session_state["notices"] = st.session_state["notices"] + [
        f"Rewrote “{draft[start:end]}” as “{finding.rewrite}” and checked the draft again."]


def _rewrite_scope(draft: str, finding: Finding) -> str:
    """Whether the suggestion replaces the quote or its whole sentence, in words."""
    try:
        start, end = rewrite_target(draft, finding)
    except ValueError:
        return ""
    return "Rewrites the whole sentence" if (start, end) != (finding.start, finding.end) else "Replaces the quote"


def finding_card(finding: Finding, index: int, draft: str, can_rewrite: bool = True) -> None:
    """One finding as a bordered card."""
    colour = KINDS[finding.kind][1]
    with st.container(border=True):
        name = f" · {escape_text(finding.title)}" if finding.title else ""
        st.html(f'<div><mark style="background:{colour};padding:0 6px;border-radius:3px">{finding.label}</mark>'
                f'<b>{name}</b></div><blockquote style="margin:6px 0;border-left:3px solid {colour};'
                f'padding-left:8px">{escape_text(finding.quote)}</blockquote>'
                f'<div style="color:#444">{escape_text(finding.explanation)}</div>')
        if not finding.located:
            st.caption("This quote was not found verbatim in the draft, so it is not highlighted.")
        if finding.rewrite:
            scope = _rewrite_scope(draft, finding)
            st.html(f'<div>Suggested: <i>{escape_text(finding.rewrite)}</i></div>'
                    f'<div style="color:#666;font-size:0.85rem">{scope}</div>')
            st.button("Apply rewrite", key=f"apply-{index}", on_click=_apply, args=(finding,),
                      disabled=not (can_rewrite and finding.located),
                      help="Replace exactly this quote in the draft and check again")
