"""Short replies that point at the article count toward it; adverts and unrelated text are never a banned topic."""

import pytest

from moderation.engine import build_article, check_relevance
from moderation.engine.relevance.deixis import references

ARTICLE = ("The city council voted on Tuesday to add protected bike lanes on Main Street. The plan costs 2 million "
           "dollars and removes a third of the parking spaces. The mayor said the vote was a step toward safer streets.")


@pytest.fixture(scope="module")
def article():
    return build_article(ARTICLE, title="Council approves Main Street bike lanes")


@pytest.mark.parametrize("text", ["Nobody asked us about this.", "This plan will hurt the shops.", "The vote was rushed.",
                                  "A third is far too many spaces."])
def test_short_replies_pointing_at_the_article_are_on_topic(article, text):
    verdict = check_relevance(text, article).on_topic
    assert verdict.on_topic and "points at the article" in verdict.reasoning


@pytest.mark.parametrize("text", ["That's the best pizza in town.", "I love my new puppy, he is so cute.",
                                  "Anyone watching the game tonight?"])
def test_unrelated_short_comments_stay_off_topic(article, text):
    assert not check_relevance(text, article).on_topic.on_topic


def test_references_need_the_noun_in_the_article():
    assert references("This plan is bad.", ARTICLE) == ["This plan"]
    assert references("This pizza is bad.", ARTICLE) == []


@pytest.mark.parametrize("text", ["Cheap sunglasses at cheap-deals.shop, pay with Visa!",
                                  "Earn $500 a day from home! Click here www.easy-cash.biz",
                                  "Visit my profile for free followers."])
def test_adverts_are_never_a_banned_topic(article, text):
    assert check_relevance(text, article, ["immigration", "politics", "money"]).banned_topics.banned_topics == []


def test_a_sentence_about_the_topic_is_still_reported(article):
    result = check_relevance("Asylum seekers wait months for a decision.", article, ["immigration"])
    assert result.banned_topics.banned_topics == ["immigration"]


@pytest.mark.parametrize("comment, reference", [
    ("Who signed off on these additions?", "these additions"),  # "add" in the article
    ("The removal of spaces was never explained.", "The removal"),  # "removes"
])
def test_a_noun_made_from_the_articles_verb_points_at_it(comment, reference):
    assert reference in references(comment, ARTICLE)


def test_a_look_alike_noun_does_not_point_at_the_article():
    assert references("The closet is full of old coats.", "The council will close the library.") == []
