"""Caps on what one request may ask the engine to do: list lengths, item lengths, sentences per comment.

Each cap is a setting (named in the 400 message) set well above anything a real client sends; without
them one request of 10,000 topics or 3,000 one-word sentences costs the engine minutes of CPU.
"""

from pydantic import BaseModel

from moderation.api.errors import ApiError
from moderation.core.config import Settings
from moderation.engine.core.text import sentences

# List fields: (setting capping the item count, setting capping each item's length).
_LISTS = {
    "banned_topics": ("max_list_items", "max_topic_chars"),
    "sensitive_topics": ("max_list_items", "max_topic_chars"),
    "dogwhistle_examples": ("max_list_items", "max_example_chars"),
    "context_comments": ("max_context_comments", "max_comment_chars"),
    "languages": ("max_list_items", "max_topic_chars"),
}
_MAPPINGS = ("requestedAttributes", "attributeScores")  # keyed by attribute name
_TEXTS = {"reply_to_comment": "max_comment_chars", "topic_description": "max_description_chars"}


def _over(field: str, what: str, size: int, setting: str, settings: Settings) -> ApiError:
    limit = getattr(settings, setting)
    return ApiError.of(400, f"Invalid request parameters - {field}: {size} {what}; the limit is {limit} "
                            f"(MODERATION_{setting.upper()})")


def check_input_limits(body: BaseModel, settings: Settings) -> None:
    """400 naming the limit when a list, an item or a side text of the request is over its cap."""
    for field, (count_setting, item_setting) in _LISTS.items():
        values = getattr(body, field, None) or []
        if len(values) > getattr(settings, count_setting):
            raise _over(field, "items", len(values), count_setting, settings)
        longest = max((len(value) for value in values), default=0)
        if longest > getattr(settings, item_setting):
            raise _over(field, "characters in one item", longest, item_setting, settings)
    for field in _MAPPINGS:
        entries = getattr(body, field, None) or {}
        if len(entries) > settings.max_list_items:
            raise _over(field, "entries", len(entries), "max_list_items", settings)
    for field, setting in _TEXTS.items():
        text = getattr(body, field, None) or ""
        if len(text) > getattr(settings, setting):
            raise _over(field, "characters", len(text), setting, settings)


def check_sentence_count(comment: str, settings: Settings, field: str = "comment") -> int:
    """The comment's sentence count; 400 when it splits into more sentences (or lines) than the engine judges."""
    count = len(sentences(comment))
    if count > settings.max_comment_sentences:
        raise _over(field, "sentences", count, "max_comment_sentences", settings)
    return count


def check_batch_size(sentence_count: int, char_count: int, settings: Settings) -> None:
    """400 when the comments of one batch hold more sentences or characters together than a batch may (what
    the engine's work grows with; the count of comments alone bounds neither)."""
    if sentence_count > settings.batch_max_sentences:
        raise _over("comments", "sentences in all", sentence_count, "batch_max_sentences", settings)
    if char_count > settings.batch_max_chars:
        raise _over("comments", "characters in all", char_count, "batch_max_chars", settings)
