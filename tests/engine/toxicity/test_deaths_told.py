"""Telling the reader to die or to kill themselves with no reflexive (session 41), and the same words where no one
is told to. Sentences written for these tests (in no benchmark set)."""

import pytest

from tests.engine.toxicity.test_threat_readings import _threats, threat_cards

READ = [
    "Why don't you just go and die.",
    "Do the rest of us a favour and drop dead.",
    "Get off this forum and die.",
    "Leave the club, and just die.",
    "Die, you pathetic troll.",
    "Go jump off the town hall roof.",
    "Just throw yourself in front of the next bus.",
    "You should go and drink bleach.",
    "Tell him to go jump off a bridge.",
]
NOT_READ = [
    "I would honestly rather die than sit through that again.",
    "We went home and died laughing at the sketch.",
    "She wanted to move abroad and die by the sea.",
    "Old habits die hard in this council.",
    "Die Hard is still the best Christmas film.",
    "Die Grünen haben die Wahl gewonnen.",
    "Diese Frage ist wichtig.",
    "The singer was drop dead gorgeous last night.",
    "Please don't die on me before the match ends.",
    "Jump off the bus at the second stop and walk left.",
    "Never walk in front of a reversing lorry.",
    "You'll pack it in and die of boredom in that job.",
]


@pytest.mark.parametrize("text, threat", [(t, True) for t in READ] + [(t, False) for t in NOT_READ])
def test_a_death_told_is_read_and_its_idioms_are_not(text, threat):
    assert bool(_threats(text)) is threat, (text, _threats(text))


def test_a_death_told_is_a_threat_card_that_needs_changes_and_says_what_it_does():
    score, cards = threat_cards("Do us all a favour and die.")
    assert cards and score.overall_score <= 2, score
    assert "to die" in cards[0].explanation, cards[0].explanation


def test_and_die_needs_a_command_before_it():
    """The parse reads whose verb comes before "and die": the reader's (a command) or the writer's own."""
    from moderation.engine.toxicity.threats import commanded

    text = "just shut up and die."
    assert commanded(text, text.index("die"))
    text = "i wanted to hide under the desk and die."
    assert not commanded(text, text.index("die"))
