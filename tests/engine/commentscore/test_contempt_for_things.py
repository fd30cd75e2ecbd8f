"""A harsh word said of "this", "that" or "it" judges a thing, not a person: contempt for the idea, not an insult."""

import pytest

from moderation import engine
from moderation.engine.toxicity.targets import thing_criticism_spans


def _cards(draft: str):
    result = engine.score_comment(draft, None)
    return result.objectionable_phrases, result.negative_tone_phrases


@pytest.mark.parametrize("draft, quote, rewrite", [
    ("This is garbage.", "garbage", "This is misguided."),
    ("Honestly, I think that is idiotic.", "idiotic", "Honestly, I think that is misguided."),
    ("The bin rota changed again and it will be stupid.", "stupid", "The bin rota changed again."),
])
def test_a_harsh_word_said_of_a_thing_is_contempt_for_the_idea(draft, quote, rewrite):
    insults, tone = _cards(draft)
    assert not insults
    card = next(c for c in tone if c.quoted_negative_tone_phrase == quote)
    assert "contempt for the idea" in card.explanation and "aimed at a person" not in card.explanation
    assert rewrite in card.suggested_rewrites  # one of up to three, smallest change first (issue 26)


def test_one_card_when_a_tone_phrase_already_quotes_the_word():
    _, tone = _cards("Honestly, this is just dumb.")
    assert [c.quoted_negative_tone_phrase for c in tone] == ["just dumb"]


@pytest.mark.parametrize("draft", ["You are stupid and this is dumb.", "The warden is a clueless clown who keeps fining us."])
def test_a_harsh_word_about_a_person_stays_an_insult(draft):
    insults, _ = _cards(draft)
    assert insults


@pytest.mark.parametrize("text, words", [
    ("Everyone at the club thinks this is dumb.", ["dumb"]),
    ("It must be a joke.", ["a joke"]),
    ("The warden that is clueless keeps fining us.", []),  # a relative "that" stands for a person
    ("That steward is useless.", []),  # "that" before a noun points at someone
])
def test_which_harsh_words_are_said_of_a_thing(text, words):
    assert [text[a:b] for a, b in thing_criticism_spans(text)] == words
