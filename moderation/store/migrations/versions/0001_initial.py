"""Initial schema: plans, accounts, keys, articles, fingerprints, usage, corrections, rate windows.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "plans",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(100), nullable=False, unique=True),
        sa.Column("operations", sa.Text, nullable=False),
        sa.Column("requests_per_minute", sa.Integer, nullable=False),
    )
    op.create_table(
        "accounts",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("email", sa.String(320), nullable=False, unique=True),
        sa.Column("plan_id", sa.Integer, sa.ForeignKey("plans.id"), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("expires", _TS, nullable=True),
        sa.Column("created_at", _TS, nullable=False),
    )
    op.create_table(
        "api_keys",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("created_at", _TS, nullable=False),
        sa.Column("revoked_at", _TS, nullable=True),
    )
    op.create_index("ix_api_keys_account_id", "api_keys", ["account_id"])
    op.create_table(
        "articles",
        sa.Column("id", sa.Uuid, primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
        sa.Column("key_id", sa.Integer, sa.ForeignKey("api_keys.id", ondelete="CASCADE"), nullable=False),
        sa.Column("title", sa.Text, nullable=False),
        sa.Column("description", sa.Text, nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("source_url", sa.Text, nullable=True),
        sa.Column("chunks_json", sa.Text, nullable=False),
        sa.Column("dims", sa.Integer, nullable=False),
        sa.Column("chunk_embeddings", sa.LargeBinary, nullable=False),
        sa.Column("title_embedding", sa.LargeBinary, nullable=True),
        sa.Column("created_at", _TS, nullable=False),
    )
    op.create_table(
        "fingerprints",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
        sa.Column("value", sa.BigInteger, nullable=False),
        sa.Column("created_at", _TS, nullable=False),
    )
    op.create_index("ix_fingerprints_account_id_id", "fingerprints", ["account_id", "id"])
    op.create_table(
        "usage",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
        sa.Column("operation", sa.String(50), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.Column("latency_ms", sa.Float, nullable=False),
    )
    op.create_index("ix_usage_account_id_created_at", "usage", ["account_id", "created_at"])
    op.create_table(
        "corrections",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
        sa.Column("comment", sa.Text, nullable=False),
        sa.Column("attribute", sa.String(100), nullable=False),
        sa.Column("value", sa.Float, nullable=False),
        sa.Column("client_token", sa.String(500), nullable=True),
        sa.Column("created_at", _TS, nullable=False),
    )
    op.create_index("ix_corrections_account_id", "corrections", ["account_id"])
    op.create_table(
        "rate_windows",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("window", sa.BigInteger, primary_key=True),
        sa.Column("count", sa.Integer, nullable=False),
    )


def downgrade() -> None:
    for table in ("rate_windows", "corrections", "usage", "fingerprints", "articles", "api_keys", "accounts", "plans"):
        op.drop_table(table)
