"""Usage rows carry units: a batch of N comments is one row of N units.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("usage") as table:
        table.add_column(sa.Column("units", sa.Integer, nullable=False, server_default="1"))


def downgrade() -> None:
    with op.batch_alter_table("usage") as table:
        table.drop_column("units")
