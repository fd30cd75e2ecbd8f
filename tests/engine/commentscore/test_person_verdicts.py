"""Contempt said of people is a put-down card; the same words about things, oneself or denied are not (round 3 of
issue 26; sentences written for this test)."""

import pytest

from moderation.engine.commentscore.verdicts import verdict_spans
from tests.engine.rewrite.drafts import cards


@pytest.mark.parametrize("text, word", [
    ("The whole ferry committee is useless.", "useless"),
    ("Anyone who still defends the toll is delusional.", "delusional"),
    ("Is the chairman just dense or does he not read the letters?", "dense"),
    ("Clueless management closed the cafe without a word.", "Clueless"),
    ("Are you genuinely this gormless, Priya?", "gormless"),  # a question put to the reader (issue 41 item 3)
    ("Is he seriously that incompetent?", "incompetent"),
])
def test_said_of_people(text, word):
    assert [text[a:b] for a, b in verdict_spans(text)] == [word]


@pytest.mark.parametrize("text", [
    "The old timetable is useless now.",
    "I was lazy about replying, sorry.",
    "The committee is not useless, it just needs money.",
    "She was ignorant of the rule change.",
    "That was a dumb question of mine.",
    "Is the new wall really this thick?",  # a thing, not a person
    "Is it actually that dense?",
    "Are you even slightly interested in the ferry?",
])
def test_not_said_of_people(text):
    assert verdict_spans(text) == []


@pytest.mark.parametrize("draft", [
    "Keep moaning, the pool reopened last week.",
    "Have you even been to the new museum?",
    "Great work, geniuses, the bridge is shut again.",
])
def test_brush_offs_get_a_card(draft):
    assert cards(draft)


@pytest.mark.parametrize("draft", [
    "I keep complaining to the landlord about the damp.",
    "Have you ever been to the new museum?",
    "He was a genius at chess.",
    "Funny how the seasons change.",
])
def test_plain_sentences_get_none(draft):
    assert not cards(draft)
