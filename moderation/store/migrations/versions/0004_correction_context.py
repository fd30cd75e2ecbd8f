"""Corrections keep the caller's community id and context entries (the external API's suggestscore sends them).

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("corrections") as table:
        table.add_column(sa.Column("community_id", sa.String(500), nullable=True))
        table.add_column(sa.Column("context_json", sa.Text, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("corrections") as table:
        table.drop_column("context_json")
        table.drop_column("community_id")
