"""Violence the writer says they would do, calls to self-harm, approval of violence against a group (session 40),
and the same words where they threaten no one. Sentences written for these tests (in no benchmark set)."""

import pytest

from tests.engine.toxicity.test_threat_readings import _threats, threat_cards

READ = [
    "I would have punched that guy in the face.",
    "If he talked to my sister like that I'd knock his teeth out.",
    "I personally would have slapped her.",
    "We'd have decked the lot of them.",
    "I would beat the living daylights out of him.",
    "Go hang yourself, nobody wants you here.",
    "People like that should just off themselves.",
    "Do the world a favour and kill yourselves.",
    "I hope he hangs himself in his cell.",
    "kys",
    "Honestly I want you to kill yourself.",
    "Hitting women is fine if they nag.",
    "Slapping your wife is acceptable now and then.",
]
NOT_READ = [
    "I'd hit him up about the rota.",
    "I would beat her at draughts any day.",
    "I'd kick them out of the flat if they stopped paying.",
    "I would kill for a decent coffee right now.",
    "I could kill myself for missing that bus.",
    "Please don't kill yourself over the deadline.",
    "Stop shooting yourself in the foot with these adverts.",
    "You'll kill yourself on that ladder if you lean out.",
    "He killed himself in 2004, and the inquest found no one at fault.",
    "Hitting the gym is great for stress.",
    "We would smash them 4-0 on a good day.",
    "I'd shoot her a text when the train leaves.",  # a message (session 40, precision)
    "I'd beat her to it, honestly.",  # a race
    "Those two gangs are going to kill each other one day.",  # a prediction of people fighting each other
]


@pytest.mark.parametrize("text, threat", [(t, True) for t in READ] + [(t, False) for t in NOT_READ])
def test_read_where_it_threatens_and_not_where_it_does_not(text, threat):
    assert bool(_threats(text)) is threat, (text, _threats(text))


def test_a_call_to_self_harm_is_a_threat_card_that_needs_changes():
    score, cards = threat_cards("Honestly, just go and hang yourself.")
    assert cards and score.overall_score <= 2, score


def test_a_warning_is_no_insult_command():
    """"kill yourself" after a warning's modal warns; said as a command it still insults."""
    from moderation.engine.toxicity.rules import sentence_analysis

    def insulted(text: str) -> bool:
        return any(h.kind == "insult" for h in sentence_analysis(text).hits)

    assert not insulted("You'll kill yourself on that ladder if you lean out.")
    assert not insulted("Careful, you might kill yourself on those stairs.")
    assert insulted("Just kill yourself.")


# Suicide suggested in a question, a "try", a "how about" or a condition met with relief (session 51); a negation inside
# the call, a dative reflexive, concern and a helpline are no threat.
@pytest.mark.parametrize("text, threat", [
    ("Have you ever considered drowning yourself?", True),
    ("Why not try hanging yourself this weekend.", True),
    ("How about you just shoot yourself.", True),
    ("Nobody would even notice if you hanged yourself.", True),
    ("The world would be so much better if you killed yourself.", True),
    ("Please try not to kill yourself carrying that wardrobe.", False),
    ("Maybe consider shooting yourself a note so you remember.", False),
    ("We'd be heartbroken if you killed yourself, please call someone.", False),
    ("If you're thinking of hanging yourself, the helpline is open all night.", False),
    ("Nobody would notice if you left early.", False),
])
def test_suicide_suggested_to_the_reader(text, threat):
    assert bool(_threats(text)) is threat, text
