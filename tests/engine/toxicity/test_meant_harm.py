"""Threats by meaning (meant_harm.py) on sentences written for these tests: a wish, call or intent that meets harm to
a person, a consequence that meets a threatened outcome, intimidation and veiled threats are threats without any
stock phrase; everyday violent words, warnings, lawful calls, political wishes and negated or reported threats are
not. The card, the score and the hate flag follow."""

import pytest

from moderation.engine import commentscore
from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity import judge
from moderation.engine.toxicity.rules import sentence_analysis
from moderation.schemas.findings import ModerationCategory, ModerationTolerances

THREATS = [
    "I hope the parking warden gets run over by his own tow truck.",
    "Every one of those councillors deserves to be strung up outside the town hall.",
    "Somebody ought to push that columnist down the station steps.",
    "We know what time your daughter finishes swimming.",
    "It would be a pity if something happened to your market stall.",
    "Keep reporting my van and you'll need a surgeon.",
    "I'm going to break your jaw next time I see you.",
]
NOT_THREATS = [
    "This rent rise will kill off the last independent shops.",
    "Shoot the secretary an email before Friday.",
    "We got hammered 5-0 and deserved it.",
    "Someone should take the landlord to a tribunal.",
    "I hope the mayor loses the vote by a mile.",
    "You should go to hospital if the cut gets worse.",
    "Somebody should fix that crossing before a child gets run over.",
    "I hope nobody gets run over at that crossing.",
    "Fold the beaten eggs into the flour.",
    "You should use bullet points in the report.",
]


def _threat_hits(text: str) -> list:
    return [h for h in sentence_analysis(text).hits if h.kind == "threat" and h.score >= 0.5]


@pytest.mark.parametrize("text", THREATS)
def test_threats_without_stock_words_are_read_as_threats(text):
    assert _threat_hits(text), text


@pytest.mark.parametrize("text", NOT_THREATS)
def test_violent_words_warnings_and_lawful_calls_are_not(text):
    assert not _threat_hits(text), text


@pytest.mark.parametrize("text", ["I never said I hope the warden gets run over.",
                                  "I don't wish that anyone gets pushed down the station steps."])
def test_a_negated_wish_is_no_threat(text):
    assert not _threat_hits(text)


def test_a_threat_needs_changes_with_a_threat_card_quoting_it():
    text = "Nice article. I hope the parking warden gets run over by his own tow truck."
    analysis = Analysis(text)
    assert judge.scores(analysis).comment("THREAT") >= 0.5
    result = commentscore.score_comment(analysis, None, None, ModerationTolerances())
    cards = [p for p in result.objectionable_phrases if p.category is ModerationCategory.THREAT]
    assert cards and "run over" in cards[0].quoted_objectionable_phrase
    assert result.overall_score <= 2


def test_a_threat_at_a_named_group_is_hate():
    assert judge.hate(Analysis("I hope every Muslim in this town gets run over by a bus.")) >= 0.5
