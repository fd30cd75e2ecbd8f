"""Compat attributes: every name answers a probability, spans are exact, bridging attributes behave sensibly."""

import pytest

from moderation.engine.attributes import SUPPORTED, score_attributes
from moderation.engine.core.analysis import Analysis

STORY = ("When I was nineteen my father lost his job at the mill, and I remember how quiet our kitchen became. "
         "I took a night shift at the bakery to help pay the rent.")
INSULT = "You are a pathetic clown."
QUESTION = "How would the new bus timetable work for people who start their shift before six?"


def test_supported_names() -> None:
    assert {"TOXICITY", "THREAT", "SPAM", "UNSUBSTANTIAL", "RESPECT", "PERSONAL_STORY"} <= SUPPORTED
    assert "TOXICITY_EXPERIMENTAL" in SUPPORTED and "CURIOSITY_EXPERIMENTAL" in SUPPORTED
    assert len(SUPPORTED) == 48


def test_every_attribute_is_a_probability_with_exact_spans() -> None:
    text = "Nice photos of the harbour. But you are an idiot and I will hurt you!"
    analysis = Analysis(text)
    results = score_attributes(analysis, sorted(SUPPORTED), spans=True)
    assert set(results) == SUPPORTED
    for name, result in results.items():
        assert 0.0 <= result.score <= 1.0, name
        sentence_spans = [(s, e) for s, e, _ in result.spans][:len(analysis.sentences)]
        assert sentence_spans == [(s.start, s.end) for s in analysis.sentences], name
        for start, end, score in result.spans:
            assert 0 <= start < end <= len(text) and 0.0 <= score <= 1.0
    threat_phrases = [text[s:e] for s, e, _ in results["THREAT"].spans[len(analysis.sentences):]]
    assert threat_phrases and all("hurt" in p for p in threat_phrases)


def test_experimental_names_are_aliases() -> None:
    analysis = Analysis(INSULT)
    results = score_attributes(analysis, ["INSULT", "INSULT_EXPERIMENTAL"], spans=False)
    assert results["INSULT"].score == results["INSULT_EXPERIMENTAL"].score > 0.7
    assert results["INSULT"].spans == ()


def test_unknown_attribute_raises_key_error() -> None:
    with pytest.raises(KeyError):
        score_attributes(Analysis("hello"), ["NOT_AN_ATTRIBUTE"], spans=False)


def test_attack_attributes_separate_kinds() -> None:
    threat = score_attributes(Analysis("I will break your legs tonight."), ["THREAT", "PROFANITY", "SEXUALLY_EXPLICIT"], False)
    assert threat["THREAT"].score > 0.7
    assert threat["PROFANITY"].score < 0.5 and threat["SEXUALLY_EXPLICIT"].score < 0.5
    swear = score_attributes(Analysis("This fucking printer is shit."), ["PROFANITY", "IDENTITY_ATTACK"], False)
    assert swear["PROFANITY"].score > 0.6 and swear["IDENTITY_ATTACK"].score < 0.5


def test_bridging_attributes_behave_sensibly() -> None:
    names = ["PERSONAL_STORY", "CURIOSITY", "RESPECT", "COMPASSION"]
    story = score_attributes(Analysis(STORY), names, False)
    insult = score_attributes(Analysis(INSULT), names, False)
    question = score_attributes(Analysis(QUESTION), names, False)
    assert story["PERSONAL_STORY"].score > insult["PERSONAL_STORY"].score
    assert story["PERSONAL_STORY"].score > question["PERSONAL_STORY"].score
    assert question["CURIOSITY"].score > story["CURIOSITY"].score
    assert question["CURIOSITY"].score >= 0.5
    assert insult["RESPECT"].score < question["RESPECT"].score
    kind = score_attributes(Analysis("I'm so sorry about your mother, that must be very hard. Take care."), names, False)
    assert kind["COMPASSION"].score > insult["COMPASSION"].score
