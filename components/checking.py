"""Run the coach's check from session state (shared by the Coach and Demo pages)."""

import streamlit as st

from coach.check import run_check
from coach.scope import follow
from coach.settings import check_settings
from components.page import reported_errors, show_notices
from moderation.client import ModerationClient


def check_draft(client: ModerationClient) -> None:
    """One megacall over the current draft with the session's settings; the outcome lands in session state."""
    state = st.session_state
    follow(state, state["draft"] or "")  # a different draft is checked without the last one's dismissals or history
    settings = check_settings(state)  # the writer's own, or those a Demo comment brought for its draft
    with reported_errors(), st.spinner("Checking…"):
        outcome = run_check(client, state, state["draft"] or "", dict(settings.flags), settings.reply_to,
                            settings.banned, settings.sensitive)
        state["notices"] = state["notices"] + outcome.notices


def check_and_notify(client: ModerationClient, run: bool) -> None:
    """Run a pending check and show the queued notices, all inside one slot of the page.

    The slot is there on every run, full or empty, so the elements below it keep their places: Streamlit rebuilds an
    element whose place moved, and a rebuilt editor frame flashes empty and loses the writer's focus."""
    with st.container():
        if run:
            check_draft(client)
        show_notices()
