"""Alembic environment: runs on the connection handed over by `moderation.store.db.migrate`."""

from alembic import context
from sqlalchemy import create_engine

from moderation.store.models import Base

connection = context.config.attributes.get("connection")


def _run(conn) -> None:
    # Batch mode lets later migrations alter tables on SQLite too.
    context.configure(connection=conn, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


if connection is not None:
    _run(connection)
else:  # command-line use: `alembic` with sqlalchemy.url set in the config
    with create_engine(context.config.get_main_option("sqlalchemy.url")).connect() as conn:
        _run(conn)
