"""A swear word between a threat's words does not hide it (toxicity/expletives.py): the threat families read the
sentence again without it, and the card quotes the writer's own words, the swear word inside."""

import pytest

from moderation import engine
from moderation.engine.toxicity.expletives import without_expletives
from moderation.engine.toxicity.rules import sentence_analysis
from moderation.schemas.findings import ModerationCategory


def _threats(text: str) -> list[str]:
    return [text[h.start:h.end] for h in sentence_analysis(text).hits if h.kind == "threat"]


@pytest.mark.parametrize("text, quote", [
    ("The mayor needs to be fucking shot for this.", "The mayor needs to be fucking shot"),
    ("I hope that landlord gets bloody stabbed one day.", "I hope that landlord gets bloody stabbed"),
    ("These planners deserve to be f*cking strung up.", "These planners deserve to be f*cking strung up"),
    ("The litter louts should be goddamn flogged.", "The litter louts should be goddamn flogged"),
])
def test_a_threat_with_a_swear_word_inside_is_read_and_quoted_verbatim(text, quote):
    assert _threats(text) == [quote]


@pytest.mark.parametrize("text", [
    "That trailer needs to be fucking shot again with a better camera.",
    "The bid got bloody shot down by the planning board.",
    "I'm fucking dying to try the new slide.",
    "The lifeguards deserve to be bloody well paid.",
    "The rotten old jetty should be fucking torn down.",
    "You're gonna fuckin die laughing when you see this.",
    "You're going to die of embarrassment at the prices.",
])
def test_the_same_words_with_no_one_threatened_are_not(text):
    assert _threats(text) == []


def test_a_swear_word_threat_gets_a_threat_card_and_is_never_ready_to_post():
    text = "Councillor Hollis needs to be fucking shot for closing it."
    score = engine.score_comment(text, None)
    cards = [p for p in score.objectionable_phrases if p.category is ModerationCategory.THREAT]
    assert cards and cards[0].quoted_objectionable_phrase in text and "fucking" in cards[0].quoted_objectionable_phrase
    assert score.overall_score <= 2


def test_spans_of_the_shorter_text_map_back_to_the_writers_words():
    text = "He should be fucking shot and bloody hanged."
    shorter, to_source = without_expletives(text)
    assert shorter == "He should be shot and hanged."
    for word in ("He", "shot", "hanged"):
        start = shorter.index(word)
        assert text[slice(*to_source(start, start + len(word)))] == word
    whole = to_source(0, len(shorter))
    assert text[slice(*whole)] == text
    assert without_expletives("He should be shot.") is None


def test_damn_and_plain_adverbs_are_kept():
    """'damn' is also a verb and 'literally' a report's word: neither is left out."""
    assert without_expletives("Damn them all, they literally ruined it.") is None
