"""The lexicon's categories (whose in-group a coded term signals to): descriptions, topic words, group words, harm
(written for the project in data/categories.json)."""

from dataclasses import dataclass

from moderation.engine.core.datafile import read_json


@dataclass(frozen=True)
class Category:
    """One persona/in-group category, described in the project's own words."""

    description: str  # embedded, to map free-text sensitive topics onto the category
    topic_words: tuple[str, ...]  # words of a caller's sensitive topic that select this category
    group_words: tuple[str, ...]  # references to the group the coded term aims at (context evidence)
    harm: float  # base harm of the category (see docs/engine-dogwhistles-llmdetect.md)


_DATA = read_json(__file__, "categories.json")
CATEGORIES: dict[str, Category] = {
    name: Category(entry["description"], tuple(entry["topic_words"]),
                   tuple(word for group in entry["group_words"] for word in _DATA["groups"][group]), entry["harm"])
    for name, entry in _DATA["categories"].items()
}

UNKNOWN = Category("coded language", (), (), 0.4)


def category(name: str) -> Category:
    """The category record (a neutral default for names the table does not know)."""
    return CATEGORIES.get(name, UNKNOWN)
