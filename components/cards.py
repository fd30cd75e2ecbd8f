"""A card per finding, most severe first: what it is, the quote, why, and Accept / Dismiss."""

import streamlit as st

from coach.advice import advice
from coach.diff import changes_html
from coach.drafting import WHOLE_DRAFT_KINDS, accept, dismiss
from coach.findings import KINDS, Finding
from coach.highlight import escape_text
from coach.plain import plain
from coach.rewrite import rewrite_target


def _accept(number: int, choice: int = 0) -> None:
    """Button callback (runs before the editor is drawn, so the draft may change); `choice`: which suggestion."""
    try:
        notice = accept(st.session_state, number, choice=choice)
    except ValueError as exc:
        st.session_state["notices"] = st.session_state["notices"] + [("warning", str(exc))]
        return
    st.session_state["recheck"] = True
    st.session_state["notices"] = st.session_state["notices"] + [notice]


def finding_card(finding: Finding, can_rewrite: bool = True, found: list[Finding] = ()) -> None:
    """One finding as a bordered card (keyed by its number, the id the editor gives it too; `found`: every finding
    shown, for the advice)."""
    index = finding.number
    colour = KINDS[finding.kind][1]
    with st.container(border=True):
        name = f" · {escape_text(finding.title)}" if finding.title else ""
        quote = "" if finding.kind in WHOLE_DRAFT_KINDS else (
            f'<blockquote style="margin:6px 0;border-left:3px solid {colour};padding-left:8px">'
            f'{escape_text(finding.quote)}</blockquote>')
        advised = "" if finding.rewrite else \
            f'<div class="advice" style="margin-top:6px">{escape_text(advice(finding, found))}</div>'
        st.html(f'<div class="finding-card" data-kind="{finding.kind}"><mark style="background:{colour};'
                f'padding:0 6px;border-radius:3px">{finding.label}</mark><b>{name}</b></div>{quote}'
                f'<div style="color:#444">{escape_text(plain(finding.explanation))}</div>{advised}')
        if not finding.located:
            st.caption("These words are no longer in the draft.")
        before = _before(finding)
        for choice, text in enumerate(finding.choices):
            # Each suggestion, then its word changes inline (struck: went; highlighted: came), with its own Accept.
            st.html(f'<div style="margin-top:6px">Suggested: <i>{escape_text(text)}</i></div>'
                    f'<div class="change" style="font-size:0.9rem;color:#444">Before → after: '
                    f'{changes_html(before, text)}</div>')
            st.button("Accept", key=f"accept-{index}" + (f"-{choice}" if choice else ""), on_click=_accept,
                      args=(index, choice), type="primary" if choice == 0 else "secondary",
                      disabled=not (can_rewrite and finding.located),
                      help="Replace exactly these words in the draft with this suggestion and check again")
        st.button("Dismiss", key=f"dismiss-{index}", on_click=dismiss, args=(st.session_state, index),
                  help="Hide this finding")


def _before(finding: Finding) -> str:
    """The text the suggestions replace, as the draft has it now ("" when it has moved away)."""
    draft = st.session_state.get("draft") or ""
    try:
        return draft[slice(*rewrite_target(draft, finding))] if finding.located else ""
    except ValueError:
        return ""
