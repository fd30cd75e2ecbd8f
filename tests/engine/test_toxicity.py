"""Toxicity on sentences written for these tests: hate without swear words scores high, hard negatives low."""

import pytest

from moderation.engine.toxicity import offending_phrases, sentence_scores, toxicity
from moderation.engine.toxicity_normalise import normalise
from moderation.engine.types import Analysis

TOXIC = [
    "Refugees are a swarm of parasites feeding on our towns.",  # dehumanisation, no swear words
    "Every one of those Hindus is dishonest and dirty.",  # derogation of a group
    "I am going to find you tonight and hurt you badly.",  # threat against a person
    "Those Muslims deserve to be wiped out.",  # call for violence against a group
    "You are a spineless, brainless fool.",  # insult
    "Jews have no right to live in this town.",  # denial of rights
    "D1sabled people are all p4thetic.",  # leetspeak
]
CLEAN = [
    "Calling refugees \"parasites\" is cruel and I will report it.",  # quoting hate to condemn it
    "I have never hated Hindus and never will.",  # negated hate
    "My landlady is Muslim and she bakes wonderful bread.",  # neutral identity mention
    "The lesbian book club meets every Thursday at the library.",  # neutral identity mention
    "We have to speak out when people call for violence against Jews.",  # counter-speech
    "Proud to march with my fellow queers at the parade today.",  # reclaimed in-group term
    "We put a new roof on the shed last weekend.",  # plain text
    "Could you share where the figures in the second chart come from?",  # a question
]


@pytest.mark.parametrize("text", TOXIC)
def test_hostile_comments_score_high(text: str) -> None:
    assert toxicity(Analysis(text)) >= 0.7, text


@pytest.mark.parametrize("text", CLEAN)
def test_hard_negatives_score_low(text: str) -> None:
    assert toxicity(Analysis(text)) < 0.5, text


def test_sentence_scores_follow_sentences() -> None:
    analysis = Analysis("The garden looks lovely this year. You are a worthless idiot.")
    scores = sentence_scores(analysis)
    assert len(scores) == len(analysis.sentences) == 2
    assert scores[1] > 0.7 > scores[0]
    assert toxicity(analysis) >= scores[1] * 0.9


def test_offending_phrases_are_verbatim_and_short() -> None:
    text = "Thanks for the update. Honestly, Mexicans are vermin and you are a moron."
    analysis = Analysis(text)
    phrases = offending_phrases(analysis)
    assert phrases, "expected at least one phrase"
    for phrase in phrases:
        assert phrase.text == text[phrase.start:phrase.end]
        assert phrase.kind in {"insult", "profanity", "threat", "identity_attack", "sexual", "harassment"}
        assert phrase.reason
        assert len(phrase.text) < 40  # a phrase, not the whole comment
    kinds = {p.kind for p in phrases}
    assert {"identity_attack", "insult"} <= kinds
    assert not any("Thanks" in p.text for p in phrases)


def test_phrases_map_back_through_obfuscation() -> None:
    text = "Look at them. B l a c k people are v3rmin."
    phrase = next(p for p in offending_phrases(Analysis(text)) if p.kind == "identity_attack")
    assert phrase.text == text[phrase.start:phrase.end]
    assert phrase.text.startswith("B l a c k")


def test_no_phrases_for_condemned_or_negated_hate() -> None:
    for text in CLEAN[:5]:
        assert not [p for p in offending_phrases(Analysis(text)) if p.kind in {"identity_attack", "threat"}], text


def test_normalise_undoes_common_obfuscation() -> None:
    assert normalise("I haet them").text == "i hate them"
    assert normalise("g4y").text == "gay"
    assert normalise("w o m e n are").text == "women are"
    assert normalise("stabthem").text in {"stab them", "stabthem"}
