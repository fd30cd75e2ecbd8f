"""Throwing a person into water, off a height or before a train, after a call, a wish or a modal, or as a command
opening the sentence, is a threat card (session 43, killing euphemisms); a thing thrown, a report and the idioms are
not. Sentences written for these tests (not the benchmark's set `threats_thrown.tsv`)."""

import pytest

from tests.engine.toxicity.test_threat_readings import _threats, threat_cards

THROWN = [
    "Somebody should chuck that developer in the canal.",
    "Let's push the referee off the stand roof.",
    "Throw them in the lake, every one of them.",
    "I'd love to see someone shove the director in front of a tram.",
    "They ought to dump the whole board into the sea.",
]
NOT = [
    "Somebody should chuck that rubbish in the canal bin.",
    "The protesters threw the statue into the harbour in 2020.",
    "Don't throw the new starter in at the deep end.",
    "She threw him under the bus at the inquiry.",
    "Push the pram off the kerb carefully.",
]


@pytest.mark.parametrize("text", THROWN)
def test_a_person_thrown_is_a_threat(text):
    assert _threats(text), text


@pytest.mark.parametrize("text", NOT)
def test_a_thing_a_report_or_an_idiom_is_not(text):
    assert not _threats(text), (text, _threats(text))


def test_the_card_needs_changes():
    score, cards = threat_cards("Someone should push the warden off the pier.")
    assert cards and score.overall_score <= 2
