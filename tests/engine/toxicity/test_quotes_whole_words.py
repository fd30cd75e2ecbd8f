"""A card's quote never cuts a word, and a word found after the normaliser split a glued token is mapped to its own
letters (session 53: "assclown" was quoted "lown", "#SmallTits" "its")."""

from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity.judge import offending_phrases
from moderation.engine.toxicity.normalise import normalise
from moderation.engine.toxicity.rules import sentence_analysis


def test_a_split_token_keeps_its_letters_offsets():
    text = "You are such a giant assclown."
    norm = normalise(text)
    assert norm.text == "you are such a giant ass clown."
    start = norm.text.index("clown")
    assert text[slice(*norm.source_span(start, start + len("clown")))] == "clown"


def test_rule_hit_on_the_second_part_of_a_glued_token():
    text = "You are such a giant assclown."
    assert "clown" in [text[h.start:h.end] for h in sentence_analysis(text).hits]


def test_card_quotes_are_whole_words():
    for text in ("You are such a giant assclown.", "What a shitbag of a landlord.", "Look at this #mufuckin mess."):
        for phrase in offending_phrases(Analysis(text)):
            before = text[phrase.start - 1] if phrase.start else " "
            after = text[phrase.end] if phrase.end < len(text) else " "
            assert not before.isalpha() and not after.isalpha(), (text, phrase.text)
            assert text[phrase.start:phrase.end] == phrase.text
