"""Rewrites built from the sentence's structure: the issue's drafts as regression examples, and the checks."""

import pytest

from moderation.engine import score_comment
from moderation.engine.rewrite.verify import is_sentence, keeps_point, text_problems


@pytest.mark.parametrize("draft, rewrite", [
    ("You'd have to be blind not to see these lanes will hurt the bakery.", "I think these lanes will hurt the bakery."),
    ("Shut up, nobody asked for your stupid opinion about bike lanes.", "I disagree with your opinion about bike lanes."),
    ("The mayor is a liar and anyone who voted for him is a moron.", "I don't think the mayor has been honest with us."),
    ("Sure, because that worked so well last time.", "I doubt this will work, because that did not work well last time."),
    ("Nice of them to finally notice we exist.", "It took them too long to notice we exist."),
    ("He is a terrible person who cheated on his taxes, so the plan is obviously wrong.", "I think the plan is wrong."),
    ("Everyone is switching to bikes, so the lanes must be a good idea.",
     "I think the lanes may be a good idea, since many people are switching to bikes."),
    ("If we allow bike lanes, next they'll ban cars entirely.", "If we allow bike lanes, I worry that they could ban cars entirely."),
])
def test_the_issues_drafts_get_a_whole_rewrite_that_keeps_the_point(draft, rewrite):
    result = score_comment(draft, None)
    cards = [*result.objectionable_phrases, *result.negative_tone_phrases, *result.logical_fallacies]
    offered = [c.suggested_rewrite for c in cards if c.suggested_rewrite]
    assert offered == [rewrite]  # one card carries it: never two cards with the same text
    assert all(c.rewrite_replaces == draft for c in cards if c.suggested_rewrite)


def test_a_bare_attack_gets_no_rewrite_and_the_explanation_says_what_to_change():
    result = score_comment("Shut up, you fool.", None)
    assert result.objectionable_phrases and not any(p.suggested_rewrite for p in result.objectionable_phrases)
    assert all("disagree with and why" in p.explanation for p in result.objectionable_phrases)


@pytest.mark.parametrize("text, whole", [
    ("I think these lanes will hurt the bakery.", True), ("If you believe.", False), ("Please, for your opinion.", False),
    ("the plan is fine.", False), ("The plan is fine", False), ("Another plan from the council.", False),
    ("I disagree with your opinion on parking.", True), ("If it rains, the match is off.", True),
    # a determiner whose noun a removal took away is a broken join
    ("Only a would sign the petition.", False), ("The is closing early.", False), ("We asked their and left.", False),
    ("The town will vote on their budget.", True),
    # a conjunction whose second conjunct a removal took away
    ("The warden who wrote this is rude and.", False), ("We can walk or.", False),
    ("The warden is rude and the fines are high.", True),
    # a modal whose verb a removal took away
    ("The whole street must.", False), ("Everyone in the ward will.", False), ("I think we can fix it.", True),
    ("The timetable changed in May.", True), ("They built it against the residents' will.", True),
    ("The council acted of its own free will.", True),
    ("This will be.", False),  # "This will be stupid." with the insult cut: the complement went too
    ("The stewards are rude anyway, so about the parking.", False),  # "who cares" cut from the clause after "so"
    ("The stewards are rude, so I park elsewhere.", True),
    ("The trial went well, so far.", True),
    ("Only would buy a flat above the chip shop.", False),  # "Only morons would …" with the name cut
    ("Only members can vote at the meeting.", True),
    ("It must not be.", False),
    ("The depot will be ready by May.", True),
    ("The harbour is as it should be.", True),
])
def test_a_rewrite_must_be_a_whole_sentence(text, whole):
    assert is_sentence(text) is whole


def test_no_rewrite_is_a_modal_whose_complement_was_cut():
    result = score_comment("This will be stupid.", None)
    assert result.objectionable_phrases or result.negative_tone_phrases
    rewrites = [c.suggested_rewrite for c in [*result.objectionable_phrases, *result.negative_tone_phrases]]
    assert "This will be." not in rewrites


def test_text_checks_catch_leftover_attacks_and_lost_points():
    assert "still holds an attack word" in text_problems("Please, for your stupid opinion about bike lanes.", "bike lanes")
    assert keeps_point("I doubt this will work, because that did not work well last time.", "that worked last time")
    assert not keeps_point("I think this is mistaken.", "these lanes will hurt the bakery")


def test_removing_the_last_conjunct_takes_its_conjunction_along():
    from moderation.engine.rewrite.rules import _remove

    assert _remove("The warden who wrote this is a bully and a coward.", "coward") == "The warden who wrote this is a bully."
    assert _remove("Ask the clerk or a buffoon, frankly.", "buffoon") == "Ask the clerk, frankly."
    # a put-down in the middle keeps the sentence's other joins
    assert "and the fines" in _remove("The warden is a coward and the fines are high.", "coward")


def test_a_clause_replacement_is_used_only_where_a_clause_can_start():
    from moderation.engine.core.types import Issue
    from moderation.engine.rewrite.rules import RuleRewriter
    from moderation.schemas.findings import ModerationCategory

    def tone(text: str, quote: str) -> Issue:
        start = text.find(quote)
        return Issue(start, start + len(quote), quote, ModerationCategory.DISMISSIVE_TONE, "dismissive", 2, 0.9,
                     {"warmer": "I disagree"})

    inside = "This laughable excuse for a timetable skips the hospital."
    assert RuleRewriter().rewrite(inside, tone(inside, "laughable")) == "This excuse for a timetable skips the hospital."
    # (a jab that dismisses a claim: one that judges the fact after it gets no "I disagree", test_plain_claims.py)
    opening = "Nonsense, the timetable skips the hospital."
    assert RuleRewriter().rewrite(opening, tone(opening, "Nonsense")).startswith("I disagree")
