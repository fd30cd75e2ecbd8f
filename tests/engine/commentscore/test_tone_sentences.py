"""Tone without insult words: whole sentences flagged by cues or the tone model, and civil text left alone."""

import pytest

from moderation.engine.commentscore.tone import tone_issues
from moderation.engine.commentscore.tone_model import threshold
from moderation.engine.core.analysis import Analysis


@pytest.mark.parametrize("text", [
    "Nice of them to finally notice we exist.", "Sure, because that worked so well last time.",
    "Bless your heart, you really think the council reads these.", "Thanks for nothing, city hall.",
    "Whatever, the tram debate isn't worth discussing.", "Let me explain this slowly so you can follow: the bus is late.",
])
def test_sarcasm_and_dismissal_without_insult_words_are_found(text):
    found = tone_issues(Analysis(text))
    assert found and found[0].severity >= 2 and text.startswith(found[0].quote.split(",")[0])


@pytest.mark.parametrize("text", [
    "They never listen to anyone.", "They are wasting our money on these lanes.", "Nobody asked us about this.",
    "I disagree; the survey covered only two streets.", "Good luck to everyone working on the festival.",
    "This is a test comment",
    "Oh great, the sun finally came out for the parade.",
])
def test_complaints_and_civil_text_are_not_tone(text):
    assert tone_issues(Analysis(text)) == []


def test_the_model_threshold_was_chosen_on_train():
    assert 0.5 < threshold() < 0.95


def test_common_sarcasm_and_brush_off_markers_are_cues():
    from moderation.engine.commentscore.tone_cues import cue_of
    assert cue_of("The ferry is late again? Colour me surprised.")[0] == "sarcasm"
    assert cue_of("Not reading all that, sorry.")[0] == "dismissal"
    assert cue_of("Even a child could see the timetable is wrong.")[0] == "condescension"
    assert cue_of("Just a gentle reminder that the form closes today.")[0] == "passive aggression"


def test_civil_sentences_with_nearby_words_are_not_cues():
    from moderation.engine.commentscore.tone_cues import cue_of
    for civil in ("I can't wait for the market to reopen.", "Thanks for explaining the ferry schedule.",
                  "Please read the report; the costs are on page four.", "I don't remember the vote date, can you check?"):
        assert cue_of(civil) is None, civil
