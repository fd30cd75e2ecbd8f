"""The dogwhistle judge's hand-written data (data/ideas.json, data/categories.json) as the judge reads it."""

from moderation.engine.dogwhistles import categories, ideas


def test_each_idea_keeps_its_category_meaning_and_phrasings():
    assert len(ideas.IDEAS) >= 12
    assert all(idea.category in categories.CATEGORIES and idea.meaning and len(idea.phrasings) >= 3
               for idea in ideas.IDEAS)
    replaced = [idea for idea in ideas.IDEAS if idea.meaning == "white people are being deliberately replaced"]
    assert replaced and "They are replacing us with immigrants on purpose." in replaced[0].phrasings


def test_a_category_joins_its_named_groups_in_order():
    """anti-LGBTQ names two groups: its group words are the gay group's, then the trans group's."""
    gay, trans = categories.category("homophobic").group_words, categories.category("transphobic").group_words
    assert categories.category("anti-LGBTQ").group_words == gay + trans
    assert categories.category("anti-liberal").group_words == ("liberals", "leftists", "progressives")
    assert categories.category("conservative").group_words == ()
    assert categories.category("no such category") is categories.UNKNOWN
