"""`draft: true` marks a check of a draft: it is answered as usual but never feeds the repeated-comment memory."""

import pytest
from sqlalchemy import func, select

from moderation.store.models import Fingerprint
from tests.api.helpers import api_client

COMMENT = "I welcome the new bike lane, but please keep the bus stops open during the works on Harbour Street."
REPEAT = "repeats a comment this account posted recently"


@pytest.fixture
def account(live_server):
    """A fresh account per test, so each starts with an empty repeated-comment memory."""
    return live_server.create_account("Professional")


def _remembered(live_server, email: str) -> int:
    """How many fingerprints the account has stored."""
    from moderation.accounts import service as accounts
    with live_server.session() as session:
        account_id = accounts.find_account(session, email).id
        return session.scalar(select(func.count()).select_from(Fingerprint).where(Fingerprint.account_id == account_id))


@pytest.mark.parametrize("path,body", [
    ("/antispam", {"comment": COMMENT}),
    ("/megacall", {"comment": COMMENT, "run_spam_check": True}),
])
def test_drafts_are_not_remembered_but_posts_are(live_server, account, path, body):
    with api_client(live_server.base_url, *account) as http:
        for _ in range(3):  # re-checking the same draft again and again
            answer = http.post(path, json={**body, "draft": True})
            assert answer.status_code == 200, answer.text
            spam = answer.json() if path == "/antispam" else answer.json()["spam_check"]
            assert REPEAT not in spam["reasoning"] and not spam["is_spam"]
        assert _remembered(live_server, account[0]) == 0
        for _ in range(2):  # the same text posted twice: the second is a repeat
            answer = http.post(path, json=body)
        spam = answer.json() if path == "/antispam" else answer.json()["spam_check"]
        assert REPEAT in spam["reasoning"]
        assert _remembered(live_server, account[0]) == 2


def test_draft_as_a_form_field_and_bad_value(live_server, account):
    with api_client(live_server.base_url, *account) as http:
        assert http.post("/antispam", data={"comment": COMMENT, "draft": "true"}).status_code == 200
        assert _remembered(live_server, account[0]) == 0
        bad = http.post("/antispam", json={"comment": COMMENT, "draft": "perhaps"})
        assert bad.status_code == 400 and "draft" in bad.text
