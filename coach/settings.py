"""The settings a check uses: the writer's own (article, reply, banned and sensitive topics, checks), or those a Demo
comment brought for its one draft — which never overwrite the writer's and end when a new draft starts
(coach/scope.py)."""

from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass, field

from coach.state import ArticleRecord, active_article, parse_list


@dataclass(frozen=True)
class CheckSettings:
    """What a check of the draft is run with; `source` names where they came from ("" for the writer's own);
    `article_id` the article the draft answers (None: the writer's active article)."""

    flags: dict[str, bool]
    reply_to: str = ""
    banned: list[str] = field(default_factory=list)
    sensitive: list[str] = field(default_factory=list)
    source: str = ""
    article_id: str | None = None


def own_settings(state: Mapping) -> CheckSettings:
    """The writer's own settings, as typed on the Coach page."""
    return CheckSettings(dict(state["check_flags"]), state.get("reply_to") or "", parse_list(state.get("banned_text") or ""),
                         parse_list(state.get("sensitive_text") or ""))


def check_settings(state: Mapping) -> CheckSettings:
    """The settings for checking the current draft: the draft's own (a Demo comment's) if it has them, else the
    writer's."""
    return state.get("draft_settings") or own_settings(state)


def draft_article(state: Mapping) -> ArticleRecord | None:
    """The article the current draft is checked against: a Demo comment's own, else the writer's active article."""
    own = getattr(state.get("draft_settings"), "article_id", None)
    return next((a for a in state.get("articles", []) if own and a.article_id == own), None) or active_article(state)


def give_draft_settings(state: MutableMapping, settings: CheckSettings) -> None:
    """Check the current draft with `settings` until a new draft starts (the writer's own stay as they are)."""
    state["draft_settings"] = settings


def drop_draft_settings(state: MutableMapping) -> None:
    """Check the current draft with the writer's own settings again."""
    state["draft_settings"] = None


def describe(settings: CheckSettings) -> str:
    """The settings in words, for the note that says a draft is checked with settings that are not the writer's."""
    parts = []
    if settings.reply_to:
        short = settings.reply_to if len(settings.reply_to) <= 60 else settings.reply_to[:57] + "…"
        parts.append(f"replying to “{short}”")
    if settings.banned:
        parts.append("banned topics: " + ", ".join(settings.banned))
    if settings.sensitive:
        parts.append("sensitive topics: " + ", ".join(settings.sensitive))
    return "; ".join(parts) or "every check on, no topics"


def borrowed(state: Mapping) -> CheckSettings | None:
    """A Demo comment's settings for the current draft when they differ from the writer's own (the note that the
    draft is checked with other settings is noise when they are the same)."""
    settings = state.get("draft_settings")
    if settings is None:
        return None
    own = own_settings(state)
    same = (settings.flags, settings.reply_to, settings.banned, settings.sensitive) == \
        (own.flags, own.reply_to, own.banned, own.sensitive) and settings.article_id in (None, state.get("active_article"))
    return None if same else settings
