"""Name-calling addressed to the reader turns criticism of an idea back into an insult (issue 25 item 6); the idea
criticised alone stays criticism. Sentences written for this test."""

import pytest

from moderation import engine


@pytest.mark.parametrize("text", ["What a dumb take, moron.", "Your argument is stupid, you clown.",
                                  "That plan is garbage; idiot."])
def test_a_vocative_insult_after_criticism_of_an_idea_is_an_insult(text):
    scores = engine.score_attributes(text, ["TOXICITY", "INSULT"])
    assert scores["INSULT"].score >= 0.5 and scores["TOXICITY"].score >= 0.5, scores


@pytest.mark.parametrize("text", ["What a dumb take.", "That plan is garbage, honestly.",
                                  "The argument is stupid; read the report again."])
def test_the_idea_criticised_alone_stays_criticism(text):
    scores = engine.score_attributes(text, ["TOXICITY", "INSULT"])
    assert scores["INSULT"].score < 0.5 and scores["TOXICITY"].score < 0.5, scores
