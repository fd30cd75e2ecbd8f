"""Banned-topic expansion read from relevance/data/topics.json: related words, aliases and stop words."""

from moderation.engine.relevance import topics


def test_an_alias_brings_its_topics_related_words():
    assert "football" in topics.related_terms("sport")
    assert "monarchy" in topics.related_terms("the monarchy")


def test_stop_words_of_a_topic_name_add_no_term():
    terms = topics.related_terms("discussion of gardening")
    assert terms == ("discussion of gardening", "gardening")
    assert topics.term_pattern("discussion of gardening").search("Gardening tips") is not None
