"""Article contexts, owned by the account AND the key they were created under."""

import json
import uuid

import numpy as np
from sqlalchemy import select
from sqlalchemy.orm import Session

from moderation.engine import ArticleContext
from moderation.store.models import Article


def _to_bytes(matrix: np.ndarray) -> bytes:
    return np.ascontiguousarray(matrix, dtype=np.float32).tobytes()


def save_article(session: Session, account_id: int, key_id: int, ctx: ArticleContext,
                 source_url: str | None) -> uuid.UUID:
    """Store the article, owned by the account and the key, with its chunk embeddings (float32); its new id."""
    embeddings = np.asarray(ctx.chunk_embeddings, dtype=np.float32)
    dims = int(embeddings.shape[1]) if embeddings.ndim == 2 and embeddings.shape[1] else 384
    row = Article(
        id=uuid.uuid4(), account_id=account_id, key_id=key_id,
        title=ctx.title or "", description=ctx.description or "", text=ctx.text, source_url=source_url,
        chunks_json=json.dumps(list(ctx.chunks)), dims=dims,
        chunk_embeddings=_to_bytes(embeddings.reshape(-1, dims)),
        title_embedding=None if ctx.title_embedding is None else _to_bytes(np.asarray(ctx.title_embedding)),
    )
    session.add(row)
    session.commit()
    return row.id


def load_article(session: Session, account_id: int, key_id: int, article_id: uuid.UUID) -> ArticleContext | None:
    """The article if it belongs to this account and this key; None otherwise (same answer either way)."""
    row = session.scalar(select(Article).where(
        Article.id == article_id, Article.account_id == account_id, Article.key_id == key_id))
    session.commit()  # release the connection before the caller computes
    if row is None:
        return None
    embeddings = np.frombuffer(row.chunk_embeddings, dtype=np.float32).reshape(-1, row.dims).copy()
    title_embedding = None
    if row.title_embedding is not None:
        title_embedding = np.frombuffer(row.title_embedding, dtype=np.float32).copy()
    return ArticleContext(text=row.text, title=row.title, description=row.description,
                          chunks=json.loads(row.chunks_json), chunk_embeddings=embeddings,
                          title_embedding=title_embedding)
