"""A migrated database for store tests (PostgreSQL when MODERATION_TEST_DATABASE_URL is set, else SQLite)."""

import os
import uuid

import pytest

from moderation.accounts import service as accounts
from moderation.accounts.plans import ensure_builtin_plans
from moderation.api.deps import Caller
from moderation.store.db import make_engine, make_session_factory, migrate

SECRET = "test-secret-for-key-hashes"


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    url = os.environ.get("MODERATION_TEST_DATABASE_URL") or \
        f"sqlite:///{tmp_path_factory.mktemp('store') / 'store.db'}"
    engine = make_engine(url)
    migrate(engine)
    yield engine
    engine.dispose()


@pytest.fixture
def session(engine):
    sessions = make_session_factory(engine)
    with sessions() as session:
        ensure_builtin_plans(session)
        yield session


@pytest.fixture
def make_caller(session):
    """Create an account; returns (caller, api_key)."""
    def make(plan: str = "Professional") -> tuple[Caller, str]:
        account, key = accounts.create_account(session, SECRET, f"{uuid.uuid4().hex[:10]}@store.test", plan)
        _account, key_row = accounts.authenticate(session, SECRET, account.email, key)
        return Caller(account.id, key_row.id, account.email, plan), key
    return make
