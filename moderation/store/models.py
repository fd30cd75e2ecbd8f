"""Table definitions (portable types: SQLite and PostgreSQL)."""

import uuid
from datetime import UTC, datetime

from sqlalchemy import (BigInteger, DateTime, Float, ForeignKey, Index, Integer, LargeBinary, String, Text,
                        Uuid)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from moderation.schemas.compat import CLIENT_TOKEN_CHARS


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    pass


class Plan(Base):
    __tablename__ = "plans"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    operations: Mapped[str] = mapped_column(Text, default="")  # space-separated operation names
    requests_per_minute: Mapped[int] = mapped_column(Integer)


class Account(Base):
    __tablename__ = "accounts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    email: Mapped[str] = mapped_column(String(320), unique=True)
    plan_id: Mapped[int] = mapped_column(ForeignKey("plans.id"))
    status: Mapped[str] = mapped_column(String(16), default="ACTIVE")
    expires: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ApiKey(Base):
    __tablename__ = "api_keys"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)  # HMAC-SHA256 hex; the key itself is never stored
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class Article(Base):
    __tablename__ = "articles"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    key_id: Mapped[int] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"))
    title: Mapped[str] = mapped_column(Text, default="")
    description: Mapped[str] = mapped_column(Text, default="")
    text: Mapped[str] = mapped_column(Text)
    source_url: Mapped[str | None] = mapped_column(Text, nullable=True)
    chunks_json: Mapped[str] = mapped_column(Text)
    dims: Mapped[int] = mapped_column(Integer)
    chunk_embeddings: Mapped[bytes] = mapped_column(LargeBinary)  # float32, row-major
    title_embedding: Mapped[bytes | None] = mapped_column(LargeBinary, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Fingerprint(Base):
    __tablename__ = "fingerprints"
    __table_args__ = (Index("ix_fingerprints_account_id_id", "account_id", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    value: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Usage(Base):
    __tablename__ = "usage"
    __table_args__ = (Index("ix_usage_account_id_created_at", "account_id", "created_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    operation: Mapped[str] = mapped_column(String(50))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    latency_ms: Mapped[float] = mapped_column(Float)
    units: Mapped[int] = mapped_column(Integer, default=1, server_default="1")  # a batch counts each comment


class Suggestion(Base):
    """One suggestscore request: its comment, context and tokens, stored once for all its corrections."""

    __tablename__ = "suggestions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    comment: Mapped[str] = mapped_column(Text)
    client_token: Mapped[str | None] = mapped_column(String(CLIENT_TOKEN_CHARS), nullable=True)
    community_id: Mapped[str | None] = mapped_column(String(CLIENT_TOKEN_CHARS), nullable=True)
    context_json: Mapped[str | None] = mapped_column(Text, nullable=True)  # the request's context entries, as JSON
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Correction(Base):
    """One corrected attribute score; since revision 0005 its text lives in its Suggestion (older rows keep theirs)."""

    __tablename__ = "corrections"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    suggestion_id: Mapped[int | None] = mapped_column(ForeignKey("suggestions.id", ondelete="CASCADE"), index=True,
                                                      nullable=True)
    comment: Mapped[str | None] = mapped_column(Text, nullable=True)
    attribute: Mapped[str] = mapped_column(String(100))
    value: Mapped[float] = mapped_column(Float)
    client_token: Mapped[str | None] = mapped_column(String(CLIENT_TOKEN_CHARS), nullable=True)
    community_id: Mapped[str | None] = mapped_column(String(CLIENT_TOKEN_CHARS), nullable=True)
    context_json: Mapped[str | None] = mapped_column(Text, nullable=True)  # the request's context entries, as JSON
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class RateEvent(Base):
    """One accepted (or, for failed-login limits, failed) request under a limit key; the sliding-window log."""

    __tablename__ = "rate_events"
    __table_args__ = (Index("ix_rate_events_key_at", "key", "at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    key: Mapped[str] = mapped_column(String(200))  # e.g. "account:12", "usercheck:127.0.0.1"
    at: Mapped[float] = mapped_column(Float)  # seconds since the epoch
