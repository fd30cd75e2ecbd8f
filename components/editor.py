"""The draft editor: a custom component (components/editor_frontend, plain HTML/JS/CSS) with highlights in place."""

from pathlib import Path

import streamlit as st
import streamlit.components.v1 as components

from coach.drafting import accept, current_findings, dismiss, editor_items, from_utf16, writer_text

_FRONTEND = Path(__file__).parent / "editor_frontend"
_component = components.declare_component("draft_editor", path=str(_FRONTEND))


def _on_event(key: str) -> None:
    """Apply what the writer did in the editor (runs before the page is drawn again)."""
    event, state = st.session_state.get(key), st.session_state
    if not isinstance(event, dict) or event.get("nonce") == state.get("editor_nonce"):
        return
    state["editor_nonce"] = event.get("nonce")
    text = str(event.get("text", state["draft"]))
    writer_text(state, text)  # the writer's own edits are not undo steps, and the editor already shows them
    kind = event.get("type")
    try:
        if kind == "accept":
            at = (from_utf16(text, int(event["start"])), from_utf16(text, int(event["end"])))
            choice = int(event.get("choice", 0))  # which of the card's suggestions (0: the first)
            state["notices"] = state["notices"] + [accept(state, int(event["id"]), at, choice)]
            state["recheck"] = True
        elif kind == "dismiss":
            dismiss(state, int(event["id"]))
    except (ValueError, KeyError, TypeError) as exc:
        state["notices"] = state["notices"] + [("warning", str(exc) or "That change could not be applied.")]


def draft_editor(key: str, can_rewrite: bool = True, disabled: bool = False) -> None:
    """The session's draft, editable, with the last check's findings highlighted where they are now."""
    state = st.session_state
    draft = state["draft"] or ""
    outcome = state.get("last_result")
    _component(text=draft, version=state["draft_version"], label="Your draft comment",
               placeholder="Write your comment here…", disabled=disabled,
               checked=outcome.draft if outcome else None,
               findings=editor_items(draft, current_findings(state), can_rewrite),
               key=key, default=None, on_change=lambda: _on_event(key))
