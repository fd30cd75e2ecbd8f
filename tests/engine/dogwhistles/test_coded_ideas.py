"""Coded language in other words: the fourteen-words idea, number codes beside group language, conspiracy
framing of stock actors; everyday homographs stay clean."""

import pytest

from moderation.engine import check_dogwhistle

SLOGAN = "We must secure our people's existence and a future for white children."  # the idea, in our own words


@pytest.mark.parametrize("text, topics", [
    (SLOGAN, ["racism", "white nationalism"]), (SLOGAN + " 1488", []), (SLOGAN + " 14/88", ["racism"]),
    ("Our people deserve a future for their white kids, whatever it takes.", ["white nationalism"]),
])
def test_the_fourteen_words_idea_is_found(text, topics):
    result = check_dogwhistle(text, None, topics)
    assert result.detection.dogwhistles_detected and "white supremacist" in result.details.categories


@pytest.mark.parametrize("topics", [["antisemitism"], []])
def test_globalists_framed_as_a_hidden_power_are_found(topics):
    text = "The globalists who fund these projects always get their way. Follow the money…"
    result = check_dogwhistle(text, None, topics)
    assert result.detection.dogwhistles_detected and "globalists" in result.details.dogwhistle_terms
    assert "antisemitic" in result.details.categories


def test_sensitive_topics_let_weaker_actors_count():
    text = "The bankers fund both sides and always get their way."
    assert check_dogwhistle(text, None, ["antisemitism"]).detection.dogwhistles_detected
    assert not check_dogwhistle(text, None, []).detection.dogwhistles_detected


@pytest.mark.parametrize("text", [
    "Follow the money: the contractor donated to the mayor's campaign.", "I drove 88 miles on Route 14 to see my aunt.",
    "The school has 14 white children and 88 Black children.", "The bankers at my credit union were helpful.",
    "Globalisation moved the factory jobs abroad.", "My grandmother turned 88 last week.",
    "She had a hip replacement last spring.", "Elite runners from our club trained here.",
])
def test_everyday_homographs_stay_clean(text):
    assert not check_dogwhistle(text, None, []).detection.dogwhistles_detected
