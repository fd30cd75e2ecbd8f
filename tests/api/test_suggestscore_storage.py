"""suggestscore stores a request's comment and context once, bounds context entries, and writes off the event
loop (issue 42 item 4: 48 attributes and 100 entries of 9 KB added 44.3 MB to the database)."""

import threading
import uuid

import httpx
import pytest
from sqlalchemy import event, inspect, text

from moderation import engine

LOOP_THREAD = "moderation-embedded"


def _suggest(server, key: str, body: dict) -> httpx.Response:
    return httpx.post(server.url("/v1alpha1/comments:suggestscore") + f"?key={key}", json=body, timeout=60)


@pytest.fixture(scope="module")
def key(live_server) -> str:
    return live_server.create_account("Professional")[1]


def _copies(server, needle: str) -> int:
    """How many stored text values (in any text column of any table) contain `needle`."""
    database = server.service.app.state.engine
    total = 0
    with database.connect() as connection:
        for table in inspect(database).get_table_names():
            for column in inspect(database).get_columns(table):
                if "CHAR" in str(column["type"]).upper() or "TEXT" in str(column["type"]).upper():
                    total += connection.execute(text(f'SELECT count(*) FROM "{table}" WHERE "{column["name"]}" '
                                                     "LIKE :pattern"), {"pattern": f"%{needle}%"}).scalar()
    return total


def _body(marker: str, entries: int, entry_chars: int) -> dict:
    scores = {name: {"summaryScore": {"value": 0.5}} for name in sorted(engine.supported_attributes())}
    return {"comment": {"text": f"A remark worth correcting {marker}."}, "attributeScores": scores,
            "context": {"entries": [{"text": f"{marker} " + "c" * entry_chars} for _ in range(entries)]},
            "clientToken": f"token-{marker}", "communityId": f"community-{marker}"}


def test_comment_and_context_are_stored_once_per_request(live_server, key):
    marker = uuid.uuid4().hex
    body = _body(marker, entries=3, entry_chars=2_000)
    assert len(body["attributeScores"]) > 10
    response = _suggest(live_server, key, body)
    assert response.status_code == 200, response.text
    assert _copies(live_server, f"worth correcting {marker}") == 1  # was one per attribute
    assert _copies(live_server, f"token-{marker}") == 1
    assert _copies(live_server, f"{marker} ccc") == 1  # the context entries, as one JSON text


@pytest.mark.parametrize(("entries", "entry_chars", "says"), [
    (21, 10, "at most 20 entries"), (1, 20_481, "the limit is 20480 bytes"), (100, 9_000, "at most 20 entries")])
def test_context_entries_are_bounded_in_googles_shape(live_server, key, entries, entry_chars, says):
    marker = uuid.uuid4().hex
    response = _suggest(live_server, key, _body(marker, entries, entry_chars))
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["status"] == "INVALID_ARGUMENT" and "context.entries" in error["message"] and says in error["message"]
    assert _copies(live_server, marker) == 0


def test_corrections_are_written_off_the_event_loop(live_server, key):
    writers: list[str] = []

    def record(_connection, _cursor, statement, *_args):
        if statement.lstrip().upper().startswith("INSERT") and "usage" not in statement.split("(")[0]:
            writers.append(threading.current_thread().name)

    database = live_server.service.app.state.engine
    event.listen(database, "before_cursor_execute", record)
    try:
        assert _suggest(live_server, key, _body(uuid.uuid4().hex, 1, 10)).status_code == 200
    finally:
        event.remove(database, "before_cursor_execute", record)
    assert writers and LOOP_THREAD not in writers
