"""Rules for a wish of injury at a named person (said actively or in the passive), "go back where you came from", contracted negations."""

import pytest

from moderation.engine.toxicity.rules import sentence_analysis


def _kinds(text: str) -> list[str]:
    return [h.kind for h in sentence_analysis(text).hits]


@pytest.mark.parametrize("text, kind", [
    ("I really hope the goalkeeper snaps his ankle on Saturday.", "threat"),
    ("I hope the treasurer gets stabbed on his way home.", "threat"),  # a passive wish: the person named first
    ("Honestly I hope she gets brutally assaulted.", "threat"),
    ("Those councillors should be shot for this.", "threat"),  # a call for violence in the passive: on its subject
    ("He should be hanged for what he did to the park.", "threat"),
    ("I'll kill you when I see you.", "threat"),  # the person in the verb's own clause, before "when"
    ("I'll smash his nose if he parks there again.", "threat"),
    ("Why don't you go back where you came from?", "identity_attack"),
    ("They should go back to their own country.", "identity_attack"),
    ("Refugees shouldn't be allowed to vote here.", "identity_attack"),
])
def test_attacks_are_found(text, kind):
    assert kind in _kinds(text)


@pytest.mark.parametrize("text", [
    "My nephew breaks his wrist every ski season.",  # a report, not a wish
    "I hope the goalkeeper doesn't snap his ankle again.",  # a wish that it does not happen
    "Break a leg at the concert tonight!",
    "My grandmother could never go back to where she came from, and she missed it.",
    "The club doesn't want to hurt its fans with another price rise.",
    "I hope nobody gets hurt.",  # no one wished harm
    "I hope nobody gets hurt when they knock the old mill down.",  # "they" belongs to the next clause
    "I hope the driver wasn't hurt in the crash.",
    "I hope they get beaten in the cup final on Saturday.",  # a game
    "I hope he gets a shot at the title next year.",
    "The mayor should be removed from office.",  # removal from office is no violence
    "You should kill it on stage tonight!",  # the subject does it: an idiom, not a call
    "Those photos should be shot in daylight.",  # no person
])
def test_look_alikes_are_not(text):
    assert not [k for k in _kinds(text) if k in ("threat", "identity_attack")]


@pytest.mark.parametrize("text", ["The levy only applies to homes above 100k.", "Fares rose 20% in the 90s.",
                                  "The ferry leaves at 5pm on the 3rd."])
def test_numbers_with_a_unit_are_not_leetspeak(text):
    assert not _kinds(text)


def test_leetspeak_is_still_read():
    assert "identity_attack" in _kinds("g00ks should go home")
