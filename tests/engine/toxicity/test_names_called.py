"""Name-calling from the lexicon data: plural and stacked insult nouns said of someone, literal senses left alone."""

import pytest

from moderation import engine
from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity import judge
from moderation.engine.toxicity.lexicon import insult_spans, lexicon, names_called


def _words(text: str, spans) -> list[str]:
    return [text[a:b] for a, b in spans]


def test_every_name_calling_noun_is_an_insult_word():
    assert set(lexicon()["name_calling_nouns"]) <= set(lexicon()["insults"])


@pytest.mark.parametrize("text, names", [
    ("The ferry operators are whining crybabies about the timetable.", ["crybabies"]),
    ("Those nincompoops at the depot lost the parcel again.", ["nincompoops"]),
    ("The committee are liars and cowards, all of them.", ["liars", "cowards"]),
    ("These snakes.", ["snakes"]),
])
def test_names_said_of_someone(text, names):
    assert _words(text, names_called(text)) == names


@pytest.mark.parametrize("text", [
    "We found rats in the loft after the storm.",
    "Two snakes were sunning themselves by the canal.",
    "Crybabies is the title of the second track.",
])
def test_no_name_without_someone_it_is_said_of(text):
    assert names_called(text) == []


def test_a_plural_keeps_its_literal_check():
    assert insult_spans("The pigs at the farm show were enormous.") == []
    assert _words("You pigs.", insult_spans("You pigs.")) == ["pigs"]


def test_a_calm_sentence_calling_people_names_gets_a_card():
    result = engine.score_comment("The bakery owners are whining crybabies about the new market.", None)
    assert [p.quoted_objectionable_phrase for p in result.objectionable_phrases] == ["crybabies"]


def test_calling_the_reader_a_plural_name_raises_insult():
    assert judge.scores(Analysis("You are all crybabies.")).comment("INSULT") >= 0.5


def test_stacked_names_are_all_called():
    text = "That councillor is a stupid idiot moron."
    assert _words(text, names_called(text)) == ["idiot", "moron"]
