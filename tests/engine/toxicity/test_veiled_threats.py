"""Veiled threats (toxicity/targets.VEILED, lexicon `veiled_threats`): harm implied, never named, read as a threat; the
same words in their innocent sense are not. Sentences written for these tests (not the benchmark's veiled set)."""

import pytest

from moderation import engine
from moderation.schemas.findings import ModerationCategory
from tests.engine.toxicity.test_threat_readings import _threats

VEILED = [
    "Be a terrible shame if anything were to happen to your lovely shop.",
    "I'd mind your back if I were you, Mr Patel.",
    "Folks who write letters like yours should sleep with one eye open. You better sleep with one eye open.",
    "Accidents happen to people who poke their noses in.",
    "You won't see it coming, that's all I'm saying.",
    "Better start looking over your shoulder, mate.",
    "Somebody could make you disappear and nobody would miss you.",
    "Carry on like this and see what happens to your van.",
    "We know what time you get home from the depot.",
    "You don't know who you're dealing with, pal.",
]
INNOCENT = [
    "It would be a shame if the market closed for good.",
    "Mind your head on the low beam in the cellar.",
    "I slept with one eye open on the night ferry.",
    "Accidents happen when the lights are out on that bridge.",
    "The fog came in so fast we never saw it coming.",
    "Remember to look over your shoulder before you change lanes.",
    "The rash should disappear in a few days.",
    "Someone will be waiting for you at arrivals with a sign.",
    "My days are numbered at this job, the contract ends in June.",
    "Try the new bakery and see what happens to your diet!",
]


@pytest.mark.parametrize("text", VEILED)
def test_a_veiled_threat_is_read(text):
    assert _threats(text), text


@pytest.mark.parametrize("text", INNOCENT)
def test_the_same_words_in_their_innocent_sense_are_not(text):
    assert _threats(text) == [], text


def test_a_veiled_threat_gets_a_threat_card_and_needs_changes():
    score = engine.score_comment("Nice house. Be a pity if something happened to it, councillor.", None)
    assert any(p.category is ModerationCategory.THREAT for p in score.objectionable_phrases), score
    assert score.overall_score <= 2


def test_a_reported_veiled_threat_is_not_the_writers():
    """The writer condemns what someone else wrote: the scope rules still apply to a veiled threat."""
    assert _threats("He wrote 'watch your back' under my post, which is vile and should be reported.") == []
