"""Things every page does: get the client, show pending notices, report client errors in words."""

from contextlib import contextmanager

import streamlit as st

from coach.connection import explain
from coach.highlight import md_escape
from moderation.client import ClientError, ModerationClient


def require_client() -> ModerationClient:
    """The session's client, or stop the page with a hint to connect."""
    client = st.session_state.get("client")
    if client is None:
        st.info("Connect to a moderation service in the sidebar first.")
        st.stop()
    return client


def show_notices() -> None:
    """Show (once) the messages queued by callbacks and retries (text, or (st method name, text))."""
    for notice in st.session_state.get("notices", []):
        kind, text = notice if isinstance(notice, tuple) else ("info", notice)
        getattr(st, kind)(md_escape(text))
    st.session_state["notices"] = []


@contextmanager
def reported_errors():
    """Turn client and input errors into readable messages on the page."""
    try:
        yield
    except ClientError as exc:
        st.error(md_escape(explain(exc)))
    except ValueError as exc:
        st.warning(md_escape(str(exc)))


def kept(name: str) -> dict:
    """Widget kwargs that keep a value in session state across pages (widget state is dropped off-page)."""
    widget_key = f"w_{name}"
    # Always from the kept value: Streamlit drops a widget's state on pages that do not draw it, and a value
    # set from another page (the Demo page loading a comment) must show when the widget is drawn again.
    st.session_state[widget_key] = st.session_state.get(name)

    def remember() -> None:
        st.session_state[name] = st.session_state[widget_key]

    return {"key": widget_key, "on_change": remember}


def set_kept(name: str, value) -> None:
    """Change a kept value and the widget showing it (call from callbacks or before the widget is drawn)."""
    st.session_state[name] = value
    st.session_state[f"w_{name}"] = value


def kept_text_area(label: str, name: str, **kwargs) -> str:
    """A text area whose value survives page changes (kept in session state under `name`)."""
    value = st.text_area(label, **kept(name), **kwargs)
    st.session_state[name] = value
    return value
