"""Banned-topic expansion read from relevance/data/topics.json: related words, aliases and stop words."""

from moderation.engine.relevance import topics


def test_an_alias_brings_its_topics_related_words():
    assert "football" in topics.related_terms("sport")
    assert "monarchy" in topics.related_terms("the monarchy")


def test_stop_words_of_a_topic_name_add_no_term():
    terms = topics.related_terms("discussion of gardening")
    assert terms == ("discussion of gardening", "gardening")
    assert topics.term_pattern("discussion of gardening").search("Gardening tips") is not None


def test_a_topic_of_several_words_is_named_by_its_phrase_or_two_of_its_words():
    whole, groups = topics.term_groups("garden waste collections")
    assert whole == ("garden waste collections",) and [g[0] for g in groups] == ["garden", "waste", "collections"]
    assert topics.term_pattern("garden waste collections").search("The garden is lovely in June.") is None
    assert topics.groups_found("garden waste collections", "The garden is lovely in June.") is None
    assert topics.groups_found("garden waste collections", "Waste from the garden now costs forty pounds.") == ("Waste", "garden")
    # a word's known topic joins that word's group: "tax" brings "vat", still one group
    assert topics.groups_found("council tax rises", "VAT on fuel and income tax are national.") is None
    assert topics.groups_found("council tax rises", "The council wants more tax from us.") == ("council", "tax")
