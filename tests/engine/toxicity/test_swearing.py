"""Swearing and TOXICITY (session 42): mild swearing aimed at no one stays under the flag; other swearing, and any
swearing aimed at a person, keeps the model's reading, on the engine's scale and on the external API's. Sentences
written for these tests (in no benchmark set)."""

import pytest

from moderation import engine
from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity import judge
from moderation.engine.toxicity.features import swearing_aimed

HELD = [  # mild and aimed at no one
    "What a crap week for the market traders.",
    "Damn, the library shuts at four now.",
    "This bloody rain has flooded the underpass again.",
]
NOT_HELD = [  # aimed at a person, or not mild
    "Piss off back to the allotments, Gareth.",
    "Marjorie is a complete dickhead about parking.",
    "Go fuck yourself, councillor.",
    "Get a fucking grip, Gareth.",
    "Shit planning from start to finish.",
]


def _toxicity(text: str) -> float:
    return judge.scores(Analysis(text)).comment("TOXICITY")


@pytest.mark.parametrize("text", HELD)
def test_mild_swearing_at_no_one_stays_under_the_flag(text):
    assert _toxicity(text) < 0.5, text


@pytest.mark.parametrize("text", NOT_HELD)
def test_swearing_at_a_person_or_strong_swearing_is_not_held_at_the_cap(text):
    assert _toxicity(text) > 0.46, text  # the cap held every one of these at 0.45


@pytest.mark.parametrize("sentence, aimed", [
    ("Go away, Gareth, you absolute bugger.", True),  # a name set off as a vocative
    ("Bugger off.", True),  # a command to the reader
    ("Go screw yourself.", True),  # a reflexive of another
    ("That wanker parked across my drive.", True),  # a swear word that names a person
    ("Holy shit, the fees doubled.", False),  # the tagger's "name" is the swear word itself
    ("Bloody hell, what a week in Leeds.", False),  # a place is no one
])
def test_whom_swearing_is_aimed_at_is_read_from_the_parse(sentence, aimed):
    assert swearing_aimed(sentence) is aimed


def test_abuse_of_a_named_person_reaches_coral_threshold_on_the_api_scale():
    """The external API's clients hold at 0.8 (Coral): a named person told to f— off must reach it there too."""
    assert engine.score_attributes("Go fuck yourself, Gareth.", ["TOXICITY"])["TOXICITY"].score >= 0.8


@pytest.mark.parametrize("text, quote", [
    ("Go fuck yourself, councillor.", "Go fuck yourself"),
    ("Oh piss off, nobody believes the survey.", "piss off"),
    ("Shut the fuck up about the bins.", "Shut the fuck up"),
])
def test_an_abusive_command_in_swear_words_is_an_insult_card_quoting_the_command(text, quote):
    found = engine.score_comment(text, None)
    cards = [(p.quoted_objectionable_phrase, p.category.value) for p in found.objectionable_phrases]
    assert (quote, "insult") in cards, cards


def test_one_reading_of_mild_swearing_for_the_cap_and_the_card():
    # "bloody hell" is mild word by word: a minor card (which a site at its standard level does not show), as the cap
    # reads it (session 43, "One reading of mild swearing")
    from moderation.engine.commentscore.objectionable import severity_of
    from moderation.engine.toxicity.lexicon import is_mild_swearing
    from moderation.schemas.findings import ModerationCategory
    assert is_mild_swearing("Bloody hell") and is_mild_swearing("damn!")
    assert not is_mild_swearing("bloody shit") and not is_mild_swearing("")
    assert severity_of(ModerationCategory.PROFANITY, 0.9, "Bloody hell") == 1
    assert severity_of(ModerationCategory.PROFANITY, 0.9, "bloody shit") >= 2
    score = engine.score_comment("Bloody hell, the bridge is shut again until March.", None)
    assert not [p for p in score.objectionable_phrases if p.category is ModerationCategory.PROFANITY]
