"""Engine and session factory for SQLite or PostgreSQL, and the programmatic migration run."""

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.orm import Session, sessionmaker

MIGRATIONS_DIR = Path(__file__).parent / "migrations"


def _tune_sqlite(dbapi_connection, _record) -> None:
    # WAL lets readers run beside the single writer; busy_timeout waits instead of failing on a lock.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def make_engine(url: str) -> Engine:
    """An engine for the URL; SQLite connections are shareable across the server's threads."""
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 10})
        event.listen(engine, "connect", _tune_sqlite)
        return engine
    return create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20)


def make_session_factory(engine: Engine) -> sessionmaker[Session]:
    """Sessions that keep loaded values after commit (handy for returning them)."""
    return sessionmaker(bind=engine, expire_on_commit=False)


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest revision (idempotent)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
