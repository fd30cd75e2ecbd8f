"""Session state helpers: defaults, the articles of this session, the active article, remembered lists."""

from collections.abc import MutableMapping
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from uuid import UUID

DEFAULTS = {
    "articles": [],            # list[ArticleRecord], newest first
    "active_article": None,    # str article id
    "draft": "",
    "draft_version": 0,        # bumped whenever the coach (not the writer) changes the draft
    "undo_stack": [],          # this draft's earlier texts, before each accepted rewrite (coach/scope.py)
    "redo_stack": [],          # texts an Undo replaced, for Redo
    "draft_anchor": "",        # the draft's text as last seen, to tell a revision from a new draft
    "dismissed": [],           # findings the writer dismissed in this draft (kind + quote)
    "reply_to": "",
    "banned_text": "",         # banned topics as typed (one per line or comma-separated)
    "sensitive_text": "",
    "check_flags": {"run_comment_score": True, "run_spam_check": True, "run_relevance_check": True,
                    "run_dogwhistle_check": True, "run_llm_detect": True, "run_external": False},
    "draft_settings": None,    # a Demo comment's settings (coach/settings.py), for its draft only
    "revisions": [],           # history rows of this draft on this article
    "revisions_article": None, # the article those rows were checked against
    "last_result": None,       # (draft, MegaCallResult, findings)
    "notices": [],             # messages to show once on the next run
}


@dataclass
class ArticleRecord:
    """An article registered in this session, with what is needed to register it again."""

    article_id: str
    title: str
    text: str | None = None
    url: str | None = None
    topic_description: str | None = None
    source: str = "text"
    registered: datetime = field(default_factory=lambda: datetime.now(timezone.utc))

    @property
    def first_words(self) -> str:
        """The text's first twelve words, without a Markdown heading's marks ("# Town pool …" reads "Town pool …")."""
        words = [w for w in (self.text or self.url or "").split() if w.strip("#")]
        return " ".join(words[:12]) + ("…" if len(words) > 12 else "")


def init_state(state: MutableMapping) -> None:
    """Set every default that is missing (fresh lists per session)."""
    for key, value in DEFAULTS.items():
        if key not in state:
            state[key] = value.copy() if isinstance(value, (list, dict)) else value


def title_of(text: str | None, url: str | None, filename: str | None = None) -> str:
    """A short title: the URL, else the text's first line (its headline, whether pasted or read from a file), else
    the file name."""
    if url:
        return url
    first = next((line.strip(" #\t") for line in (text or "").splitlines() if line.strip(" #\t")), "")
    if not first:
        return filename or "Untitled"
    return first if len(first) <= 70 else first[:67] + "…"


def add_article(state: MutableMapping, record: ArticleRecord, make_active: bool = True) -> None:
    """Remember a newly registered article and make it the active one (`make_active`), or the active one only when
    there is none yet."""
    state["articles"] = [record] + [a for a in state["articles"] if a.article_id != record.article_id]
    if make_active or active_article(state) is None:
        state["active_article"] = record.article_id


def replace_article(state: MutableMapping, old_id: str, new_id: UUID | str) -> ArticleRecord:
    """Record that an article was registered again under a new id (keeping it active if it was)."""
    for record in state["articles"]:
        if record.article_id == old_id:
            record.article_id = str(new_id)
            record.registered = datetime.now(timezone.utc)
            if state.get("active_article") == old_id:
                state["active_article"] = str(new_id)
            settings = state.get("draft_settings")
            if settings is not None and settings.article_id == old_id:  # a Demo draft's own article
                state["draft_settings"] = replace(settings, article_id=str(new_id))
            return record
    raise KeyError(old_id)


def active_article(state: MutableMapping) -> ArticleRecord | None:
    """The record of the active article, if any."""
    return next((a for a in state.get("articles", []) if a.article_id == state.get("active_article")), None)


def title_of_article(state: MutableMapping, article_id: str | None) -> str | None:
    """The title of a session's article by id (None when there is none)."""
    return next((a.title for a in state.get("articles", []) if a.article_id == article_id), None)


def parse_list(text: str) -> list[str]:
    """Topics typed one per line or comma-separated, trimmed, without blanks or repeats."""
    items = [part.strip() for line in text.splitlines() for part in line.split(",")]
    return list(dict.fromkeys(item for item in items if item))
