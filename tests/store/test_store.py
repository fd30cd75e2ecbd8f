"""Storage: migrations, articles scoped to account and key, fingerprints, corrections, usage."""

import asyncio
import uuid

import numpy as np
import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import func, select

from moderation.accounts import service as accounts
from moderation.api.usage import track_usage
from moderation.engine.core.types import ArticleContext
from moderation.store import fingerprints
from moderation.store.articles import load_article, save_article
from moderation.store.db import migrate
from moderation.store.feedback import save_suggestion
from moderation.store.models import Base, Correction, Suggestion, Usage
from tests.store.conftest import SECRET


def _article(rows: int = 3) -> ArticleContext:
    rng = np.random.default_rng(7)
    return ArticleContext(text="Bees and gardens.\n\nMore about hives.", title="Hives", description="beekeeping",
                          chunks=[f"chunk {i}" for i in range(rows)],
                          chunk_embeddings=rng.standard_normal((rows, 384)).astype(np.float32),
                          title_embedding=rng.standard_normal(384).astype(np.float32))


def test_migrations_are_idempotent_and_match_the_models(engine):
    migrate(engine)  # second run: nothing to do
    with engine.connect() as conn:
        differences = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    assert differences == []


def test_article_round_trip_keeps_float32_embeddings(session, make_caller):
    caller, _key = make_caller()
    original = _article()
    article_id = save_article(session, caller.account_id, caller.key_id, original, "https://example.test/a")
    loaded = load_article(session, caller.account_id, caller.key_id, article_id)
    assert loaded.text == original.text and loaded.title == "Hives" and loaded.description == "beekeeping"
    assert loaded.chunks == original.chunks
    assert loaded.chunk_embeddings.dtype == np.float32
    assert np.array_equal(loaded.chunk_embeddings, original.chunk_embeddings)
    assert np.array_equal(loaded.title_embedding, original.title_embedding)


def test_article_without_chunks_or_title_embedding(session, make_caller):
    caller, _key = make_caller()
    article_id = save_article(session, caller.account_id, caller.key_id, ArticleContext(text="Short."), None)
    loaded = load_article(session, caller.account_id, caller.key_id, article_id)
    assert loaded.chunk_embeddings.shape == (0, 384) and loaded.title_embedding is None


def test_articles_resolve_only_for_their_account_and_key(session, make_caller):
    owner, _key = make_caller()
    stranger, _ = make_caller()
    article_id = save_article(session, owner.account_id, owner.key_id, _article(), None)
    assert load_article(session, stranger.account_id, stranger.key_id, article_id) is None
    assert load_article(session, stranger.account_id, owner.key_id, article_id) is None
    assert load_article(session, owner.account_id, owner.key_id, uuid.uuid4()) is None

    new_key = accounts.rotate_key(session, SECRET, owner.email)
    _account, key_row = accounts.authenticate(session, SECRET, owner.email, new_key)
    assert load_article(session, owner.account_id, key_row.id, article_id) is None


def test_fingerprints_keep_64_bit_signed_values_newest_first(session, make_caller):
    caller, _key = make_caller()
    other, _ = make_caller()
    values = [-(2 ** 63), 2 ** 63 - 1, 0, -12345678901234, 98765432109876]
    for value in values:
        fingerprints.remember(session, caller.account_id, value)
    fingerprints.remember(session, other.account_id, 42)
    assert fingerprints.recent(session, caller.account_id) == values[::-1]
    assert fingerprints.recent(session, caller.account_id, limit=2) == values[:-3:-1]
    assert fingerprints.recent(session, other.account_id) == [42]
    with pytest.raises(ValueError):
        fingerprints.remember(session, caller.account_id, 2 ** 63)


def test_old_fingerprints_are_pruned(session, make_caller, monkeypatch):
    monkeypatch.setattr(fingerprints, "KEEP_PER_ACCOUNT", 5)
    monkeypatch.setattr(fingerprints, "_PRUNE_EVERY", 1)
    caller, _key = make_caller()
    for value in range(12):
        fingerprints.remember(session, caller.account_id, value)
    assert fingerprints.recent(session, caller.account_id, limit=100) == [11, 10, 9, 8, 7]


def test_corrections_are_stored_with_their_request_once(session, make_caller):
    caller, _key = make_caller()
    suggestion_id = save_suggestion(session, caller.account_id, "A comment to correct.",
                                    {"TOXICITY": 0.25, "INSULT": 0.5}, "token-1", "community", '[{"text": "c"}]')
    suggestion = session.get(Suggestion, suggestion_id)
    assert (suggestion.account_id, suggestion.comment, suggestion.client_token) == (caller.account_id,
                                                                                    "A comment to correct.", "token-1")
    rows = session.query(Correction).filter_by(suggestion_id=suggestion_id).all()
    assert {(row.attribute, row.value, row.comment) for row in rows} == {("TOXICITY", 0.25, None), ("INSULT", 0.5, None)}


def test_usage_is_recorded_only_for_completed_calls(session, make_caller):
    caller, _key = make_caller()

    async def calls():
        async with track_usage(session, caller, "antispam"):
            pass
        with pytest.raises(RuntimeError):
            async with track_usage(session, caller, "antispam"):
                raise RuntimeError("judge failed")

    asyncio.run(calls())
    rows = session.scalars(select(Usage).where(Usage.account_id == caller.account_id)).all()
    assert len(rows) == 1 and rows[0].operation == "antispam" and rows[0].latency_ms >= 0
    assert session.scalar(select(func.count()).select_from(Usage).where(Usage.account_id == caller.account_id)) == 1


def test_the_blocks_own_writes_run_before_the_usage_row_and_only_when_it_completes(session, make_caller):
    caller, _key = make_caller()
    order = []

    def counted() -> int:
        return session.scalar(select(func.count()).select_from(Usage).where(Usage.account_id == caller.account_id))

    async def calls():
        async with track_usage(session, caller, "antispam") as writes:
            writes.append(lambda: order.append(("first", counted())))
            writes.append(lambda: fingerprints.remember(session, caller.account_id, 42))
        with pytest.raises(RuntimeError):
            async with track_usage(session, caller, "antispam") as writes:
                writes.append(lambda: fingerprints.remember(session, caller.account_id, 43))
                raise RuntimeError("judge failed")

    asyncio.run(calls())
    assert order == [("first", 0)]  # the usage row came after the block's writes
    assert counted() == 1 and fingerprints.recent(session, caller.account_id) == [42]


def test_sql_parameters_never_reach_errors_or_logs(engine, caplog):
    """A failing statement's message (what the error log prints) leaves out its parameters."""
    import traceback
    from sqlalchemy import insert
    from sqlalchemy.exc import IntegrityError
    from moderation.store.models import Correction
    secret_text = "a private comment that must not be logged"
    with caplog.at_level("DEBUG", logger="sqlalchemy"), pytest.raises(IntegrityError) as failure:
        with engine.begin() as conn:  # no such account: a foreign key (or NOT NULL) violation
            conn.execute(insert(Correction).values(account_id=None, comment=secret_text, attribute="TOXICITY",
                                                   value=0.5, client_token=secret_text))
    logged = "".join(traceback.format_exception(failure.value))  # what log.exception prints, causes included
    assert secret_text not in logged and "hidden" in logged  # PostgreSQL's DETAIL line would repeat the row
    assert secret_text not in caplog.text
