"""Sliding-window rate limits: a log of requests per limit key replaces the fixed minute windows.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rate_events",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("key", sa.String(200), nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_rate_events_key_at", "rate_events", ["key", "at"])
    op.drop_table("rate_windows")


def downgrade() -> None:
    op.create_table(
        "rate_windows",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("window", sa.BigInteger, primary_key=True),
        sa.Column("count", sa.Integer, nullable=False),
    )
    op.drop_index("ix_rate_events_key_at", "rate_events")
    op.drop_table("rate_events")
