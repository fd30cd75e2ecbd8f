"""Dogwhistle judge on sentences written for these tests: homographs, coded uses, examples, topics."""

import pytest

from moderation.engine.core.analysis import analyse
from moderation.engine.dogwhistles import check_dogwhistle


def judge(text, topics=(), examples=()):
    return check_dogwhistle(analyse(text), None, list(topics), list(examples))


def flagged_terms(result):
    return result.details.dogwhistle_terms if result.details else []


@pytest.mark.parametrize("text", [
    "I always pour cold milk on my cereal at breakfast.",
    "Our office Christmas party is on Friday, bring a dish to share.",
    "Globalization has lowered tariffs and reshaped supply chains, economists say.",
    "I ordered a cosmopolitan cocktail at the hotel bar last night.",
    "We saw a clownfish at the aquarium with the kids.",
    "He is a big fan of the Chicago Bulls and the Detroit Pistons.",
    "Welfare reform was debated in parliament for hours on Tuesday.",
    "I scored 88 points on the exam and my friend got 41.",
    "Based on the results, the new bridge design passed every test.",
    "The dog groomer trimmed his fur nicely before the show.",
    "The flood defences in the inner city held up well.",
    "Secure the border funding was approved by the committee on Monday.",
    "The octopus at the aquarium can open jars.",
])
def test_homographs_in_ordinary_context_stay_benign(text):
    result = judge(text)
    assert not result.detection.dogwhistles_detected, result.detection.reasoning
    assert result.details is None


@pytest.mark.parametrize("text", [
    "I hate milk, it tastes disgusting.",
    "I hate the traffic in Chicago, it is terrible.",
    "My single mom worked two jobs and I hate that she had to.",
    "I am so angry that my Skype call dropped again.",
    "Based on this stupid decision, the project is dead.",
    "The dumb referee ruined the game for Detroit.",
])
def test_hostile_sentences_with_everyday_words_stay_benign(text):
    assert not judge(text).detection.dogwhistles_detected


@pytest.mark.parametrize("text, term", [
    ("Drink your milk, fellow whites, and keep the race pure.", "milk"),
    ("The globalists who run the banks want to flood our nation and erase us.", "globalists"),
    ("I want to get rid of all those cosmopolitans, they poison everything.", "cosmopolitans"),
    ("Thugs from the inner city are ruining this country, send them back.", "Thugs"),
    ("Those welfare queens are lazy leeches living off our taxes.", "welfare queens"),
    ("Those globalists have wrecked every town they touched.", "globalists"),
    ("Anchor babies are draining the system dry.", "Anchor babies"),
])
def test_homographs_in_coded_context_are_flagged(text, term):
    result = judge(text)
    assert result.detection.dogwhistles_detected, result.detection.reasoning
    assert term in result.details.dogwhistle_terms


def test_hashtag_and_coinage_match_by_form_alone():
    result = judge("Another great morning with my fellow patriots #MilkTwitter")
    assert "#MilkTwitter" in flagged_terms(result)
    result = judge("The forum thread was all about autogynephiles again.")
    assert result.details.dogwhistle_terms == ["autogynephiles"]
    assert result.details.categories == ["transphobic"]


def test_terms_are_verbatim_and_reasoning_names_them():
    text = "The cosmopolitan elite in the MEDIA are pulling the strings behind everything."
    result = judge(text)
    assert result.detection.dogwhistles_detected
    for term in result.details.dogwhistle_terms:
        assert term in text
    assert "antisemitic" in result.details.categories
    assert "covert meaning" in result.detection.reasoning
    assert all(f'"{term}"' in result.detection.reasoning for term in result.details.dogwhistle_terms)
    assert 0.0 <= result.details.subtlety_level <= 1.0 and 0.0 <= result.details.harm_potential <= 1.0


def test_echo_parentheses_around_any_word():
    result = judge("Funny how (((they))) always end up owning the newspapers.")
    assert "(((they)))" in flagged_terms(result)


def test_nothing_found_has_null_details():
    result = judge("The library extended its opening hours for the exam season.")
    assert result.details is None and not result.detection.dogwhistles_detected
    assert result.detection.confidence >= 0.8


def test_caller_example_matched_by_form():
    result = judge("Those bluebirds are at it again in the council chamber.", examples=["bluebirds"])
    assert result.detection.dogwhistles_detected
    assert "bluebirds" in result.details.dogwhistle_terms


def test_caller_example_matched_by_paraphrase_but_not_unrelated_text():
    example = "the people who secretly control the world's banks"
    coded = judge("A small secret group quietly runs all the banks of the world.", examples=[example])
    assert coded.detection.dogwhistles_detected
    assert all(t in "A small secret group quietly runs all the banks of the world." for t in coded.details.dogwhistle_terms)
    unrelated = judge("My tomatoes finally ripened after the heatwave.", examples=[example])
    assert not unrelated.detection.dogwhistles_detected


def test_sensitive_topics_focus_categories():
    text = "Those globalists are a problem for this country."
    plain = judge(text)
    focused = judge(text, topics=["antisemitism"])
    other = judge(text, topics=["climate policy"])
    assert focused.detection.dogwhistles_detected
    assert focused.detection.confidence >= (plain.detection.confidence if plain.detection.dogwhistles_detected else 0)
    if other.detection.dogwhistles_detected:
        assert other.detection.confidence <= focused.detection.confidence


def test_topic_words_map_to_categories():
    from moderation.engine.dogwhistles.context import focus_categories
    assert "transphobic" in focus_categories(["LGBTQ"])
    assert "anti-Latino" in focus_categories(["immigration"])
    assert "antisemitic" in focus_categories(["antisemitism"])
    assert "racist" in focus_categories(["race"])


def test_harm_grows_with_hostility():
    mild = judge("The forum thread was all about autogynephiles again.")
    hostile = judge("Every autogynephile should be beaten and thrown out of this town.")
    assert hostile.details.harm_potential > mild.details.harm_potential
