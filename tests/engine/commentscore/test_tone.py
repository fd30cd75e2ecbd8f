"""Negative tone: dismissive and sarcastic phrases, and the hard negatives that must stay clean."""

import pytest

from moderation.engine.commentscore.tone import tone_issues
from moderation.engine.core.analysis import Analysis


@pytest.mark.parametrize("text,quote", [
    ("Nobody with a brain believes that the tram will be on time.", "Nobody with a brain believes"),
    ("Anyone with half a brain can see the budget is short.", "Anyone with half a brain can see"),
    ("Sure, because another car park will fix everything.", "Sure, because"),
    ("Oh great, another genius plan from the council.", "Oh great, another genius plan"),
    ("Give me a break, the old system worked fine.", "Give me a break"),
    ("Typical. They never listen to anyone.", "Typical."),
    ("lol ok, keep telling yourself that.", "lol ok"),
    ("Did you even read the article before posting?", "Did you even read"),
    ("Educate yourself before you comment on taxes.", "Educate yourself"),
    ("Who cares what the committee thinks anyway.", "Who cares"),
    ("Nobody wants your opinion on the marina, thanks.", "Nobody wants your opinion"),
    ("No one needs your two cents about the carnival route.", "No one needs your two cents"),
    ("Keep your opinions to yourself and let the lifeguards work.", "Keep your opinions to yourself"),
    ("Your post is the dumbest thing I've read about the ferry.", "dumbest"),
])
def test_dismissive_phrases_are_found_verbatim(text, quote):
    found = tone_issues(Analysis(text))
    assert [i.quote for i in found] == [quote]
    assert all(text[i.start:i.end] == i.quote for i in found)
    assert found[0].severity >= 2


@pytest.mark.parametrize("text", [
    "I strongly disagree; the figures in the report contradict this claim.",
    "This is wrong because the survey only covered two schools.",
    "Great, now I want pizza after reading this, thanks a lot!",
    "Oh great, the sun finally came out for the parade 😄",
    "My brother called it \"a genius plan\" and I honestly think he was right.",
    "She told me \"give me a break\" after the third meeting ran late, and I understood why.",
    "The typical commute takes forty minutes.",
    "Leaving the gate open was the dumbest thing I have ever done.",
])
def test_civil_disagreement_friendly_irony_and_quotes_are_not_tone(text):
    assert tone_issues(Analysis(text)) == []


def test_tone_explanations_differ_by_phrase():
    from moderation.engine.commentscore.explain import explain_tone

    a = tone_issues(Analysis("Give me a break, the old system worked fine."))[0]
    b = tone_issues(Analysis("Did you even read the article?"))[0]
    assert explain_tone(a) != explain_tone(b)
    assert "Give me a break" in explain_tone(a)
