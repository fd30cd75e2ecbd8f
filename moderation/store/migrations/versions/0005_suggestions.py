"""A suggestscore request's comment and context are stored once (table suggestions), not once per attribute.

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "suggestions",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
        sa.Column("comment", sa.Text, nullable=False),
        sa.Column("client_token", sa.String(500), nullable=True),
        sa.Column("community_id", sa.String(500), nullable=True),
        sa.Column("context_json", sa.Text, nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_suggestions_account_id", "suggestions", ["account_id"])
    with op.batch_alter_table("corrections") as table:
        table.add_column(sa.Column("suggestion_id", sa.Integer, nullable=True))
        table.create_foreign_key("fk_corrections_suggestion_id", "suggestions", ["suggestion_id"], ["id"],
                                 ondelete="CASCADE")
        table.create_index("ix_corrections_suggestion_id", ["suggestion_id"])
        table.alter_column("comment", existing_type=sa.Text, nullable=True)


def downgrade() -> None:
    with op.batch_alter_table("corrections") as table:
        table.drop_index("ix_corrections_suggestion_id")
        table.drop_constraint("fk_corrections_suggestion_id", type_="foreignkey")
        table.drop_column("suggestion_id")
    op.drop_index("ix_suggestions_account_id", "suggestions")
    op.drop_table("suggestions")
