"""Engine and session factory for SQLite or PostgreSQL, and the programmatic migration run."""

import os
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event, make_url
from sqlalchemy.orm import Session, sessionmaker

from moderation.store.pool import TimedQueuePool

MIGRATIONS_DIR = Path(__file__).parent / "migrations"


def _tune_sqlite(dbapi_connection, _record) -> None:
    # WAL lets readers run beside the single writer; busy_timeout waits instead of failing on a lock.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _create_private(path: Path) -> None:
    """Create the database file owner-only; SQLite gives its -wal and -shm files the same mode."""
    if not path.exists():
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))


def _drop_error_detail(context) -> None:
    """PostgreSQL's DETAIL line repeats the failing row (comment text, emails): keep only the first line."""
    for error in (context.original_exception, context.sqlalchemy_exception):
        if error is not None and error.args and isinstance(error.args[0], str) and "\n" in error.args[0]:
            error.args = (error.args[0].split("\n", 1)[0],) + error.args[1:]


def make_engine(url: str, pool_size: int = 10, pool_timeout: float = 30.0) -> Engine:
    """An engine for the URL with a fixed-size pool; SQL parameters (comment text) never reach logs or errors."""
    # No overflow: the pool is sized to the threads that can use it, and a wait past pool_timeout
    # is answered 503 rather than queued behind a growing number of connections.
    options = {"pool_size": pool_size, "max_overflow": 0, "pool_timeout": pool_timeout, "hide_parameters": True,
               "poolclass": TimedQueuePool}
    if url.startswith("sqlite"):
        database = make_url(url).database
        if not database or database == ":memory:":  # one connection per thread; no pool to size
            options = {"hide_parameters": True}
        else:
            _create_private(Path(database))
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 10}, **options)
        event.listen(engine, "connect", _tune_sqlite)
    else:
        engine = create_engine(url, pool_pre_ping=True, **options)
    event.listen(engine, "handle_error", _drop_error_detail)
    return engine


def make_session_factory(engine: Engine) -> sessionmaker[Session]:
    """Sessions that keep loaded values after commit (handy for returning them)."""
    return sessionmaker(bind=engine, expire_on_commit=False)


def current_revision(engine: Engine) -> str | None:
    """The schema's revision in the database (None before the first migration)."""
    from alembic.runtime.migration import MigrationContext
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest revision (idempotent)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
