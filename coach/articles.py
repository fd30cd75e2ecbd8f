"""Registering articles, and retrying a check once when the service no longer knows the article."""

from collections.abc import Callable, MutableMapping
from typing import TypeVar

from coach.settings import draft_article
from coach.state import ArticleRecord, add_article, replace_article, title_of
from moderation.client import ArticleNotFound, ModerationClient

T = TypeVar("T")


def register(client: ModerationClient, state: MutableMapping, text: str | None = None, url: str | None = None,
             topic_description: str | None = None, filename: str | None = None, make_active: bool = True) -> ArticleRecord:
    """Register an article with the service, remember it in the session and make it active (`make_active`; else
    only when the session has no active article)."""
    text = text if text and text.strip() else None
    url = url.strip() if url and url.strip() else None
    if bool(text) == bool(url):
        raise ValueError("Give either the article text or its URL.")
    answer = client.register_article(text=text, url=url, topic_description=topic_description or None)
    source = "file" if filename else ("url" if url else "text")
    title = (answer.title or "").strip() if url else ""  # a fetched page's own title beats its URL
    record = ArticleRecord(str(answer.article_id), title or title_of(text, url, filename), text, url,
                           topic_description or None, source)
    add_article(state, record, make_active)
    return record


def reregister(client: ModerationClient, state: MutableMapping, record: ArticleRecord) -> ArticleRecord:
    """Register an article again from what was sent the first time; its id in the session is updated."""
    new_id = client.init_topic(text=record.text, url=record.url, topic_description=record.topic_description)
    return replace_article(state, record.article_id, new_id)


def with_article(client: ModerationClient, state: MutableMapping,
                 call: Callable[[str | None], T], notices: list[str]) -> T:
    """Run `call(the draft's article id)`; if the service lost the article, register it again and retry once."""
    record = draft_article(state)
    try:
        return call(record.article_id if record else None)
    except ArticleNotFound:
        if record is None:
            raise
        old_id = record.article_id
        record = reregister(client, state, record)
        notices.append(f"The service no longer knew the article “{record.title}” ({old_id}); it was registered "
                       f"again as {record.article_id} and the check was run again.")
        return call(record.article_id)
