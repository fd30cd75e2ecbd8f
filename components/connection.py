"""The connection in the sidebar: embedded demo service or a configured one, usercheck, the shared client."""

from uuid import uuid4

import streamlit as st

from coach.connection import CHECKS, Connection, allowed_operations, configured_base_url, configured_credentials, explain
from coach.highlight import md_escape
from moderation.client import ClientError, ModerationClient
from moderation.schemas.account import UserCheckResponse


STARTED: list = []  # embedded services this process started (so tests can stop them)


@st.cache_resource(show_spinner=False)
def embedded_service():
    """The in-process service, started once per process."""
    from moderation.embedded import start_embedded
    service = start_embedded()
    STARTED.append(service)
    return service


def _started_service():
    """The embedded service, with a loading state in the page while it starts (only the first time)."""
    if STARTED:
        return embedded_service()
    with st.status("Starting the comment coach…", expanded=True) as status:
        st.write("Starting the built-in moderation service and loading its language models. This happens once "
                 "and takes about half a minute; the pages are ready as soon as it is done.")
        service = embedded_service()
        status.update(label="The comment coach is ready.", state="complete", expanded=False)
    return service


def _secrets() -> dict:
    try:
        return dict(st.secrets)
    except Exception:  # noqa: BLE001 - no or unreadable secrets file: the normal case is to have none
        return {}


def _client_for(connection: Connection) -> ModerationClient:
    """One client per connection per session (kept in session state)."""
    cached = st.session_state.get("_client")
    if cached is not None and st.session_state.get("_client_for") == connection:
        return cached
    if cached is not None:
        cached.close()
    client = ModerationClient(connection.base_url, connection.email, connection.api_key)
    st.session_state["_client"], st.session_state["_client_for"] = client, connection
    st.session_state["usercheck"], st.session_state["usercheck_error"] = None, None
    return client


def run_usercheck(client: ModerationClient) -> None:
    """Ask the service about the account and remember the answer (or the explained error)."""
    try:
        st.session_state["usercheck"] = client.usercheck()
        st.session_state["usercheck_error"] = None
    except ClientError as exc:
        st.session_state["usercheck"] = None
        st.session_state["usercheck_error"] = explain(exc)


def _show_account(check: UserCheckResponse | None, error: str | None) -> None:
    if error:
        st.sidebar.error(md_escape(error))
        return
    if check is None:
        return
    status = ":material/check_circle:" if check.active else ":material/block:"
    st.sidebar.markdown(f"{status} **{md_escape(check.status)}** · plan **{md_escape(check.plan_name or 'none')}**")
    if check.expires:
        st.sidebar.caption(f"Expires {md_escape(check.expires)}")
    if not check.active:
        st.sidebar.warning("The account is not active, so every check is refused. Ask the operator to reactivate it.")
    allowed = allowed_operations(check)
    lines = [f"{'✓' if allowed is None or op in allowed else '✗'} {label}" for op, label in CHECKS.values()]
    st.sidebar.caption("Allowed: " + " · ".join(lines))


def connection_sidebar() -> ModerationClient | None:
    """Render the connection controls; returns a client for the current connection (None if not set up)."""
    st.sidebar.header("Connection")
    secrets = _secrets()
    base_url = configured_base_url(secrets)
    if base_url is None:
        try:
            service = _started_service()
        except Exception as exc:  # the embedded service cannot start: say why, let the user connect elsewhere
            st.sidebar.error(f"The embedded demo service did not start: {exc}")
            return None
        if "demo_account" not in st.session_state:  # each browser session its own account: own memory, own limits
            from moderation.embedded import DEMO_PLAN
            st.session_state["demo_account"] = service.create_account(DEMO_PLAN, email=f"demo-{uuid4().hex[:12]}@localhost")
        email, key = st.session_state["demo_account"]
        connection = Connection(service.base_url, email, key, demo=True)
        st.sidebar.info("**Demo mode** — the coach checks drafts with its own built-in service on this machine; this "
                        "browser session has its own demo account, and nothing is sent elsewhere.")
    else:
        email, key = configured_credentials(secrets)
        base_url = st.sidebar.text_input("Service base URL", value=base_url, key="conn_base_url")
        email = st.sidebar.text_input("Email", value=email, key="conn_email")
        key = st.sidebar.text_input("API key", value=key, type="password", key="conn_key")
        if not (base_url and email and key):
            st.sidebar.warning("Enter the base URL, the account email and the API key, then press Check account.")
            return None
        connection = Connection(base_url.strip(), email.strip(), key.strip())
    client = _client_for(connection)
    if st.sidebar.button("Check account", key="conn_check", help="Ask the service about this account (usercheck)") or (
            st.session_state.get("usercheck") is None and st.session_state.get("usercheck_error") is None):
        run_usercheck(client)
    _show_account(st.session_state.get("usercheck"), st.session_state.get("usercheck_error"))
    return client


def current_allowed() -> set[str] | None:
    """Operations of the checked plan (None: not known)."""
    return allowed_operations(st.session_state.get("usercheck"))
