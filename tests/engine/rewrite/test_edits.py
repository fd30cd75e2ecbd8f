"""The parse's check of an edited sentence (rewrite/edits.py), on sentences written for it: a removed word that left
its phrase behind is refused; a removed phrase, a restatement and a word swapped for its like are not."""

import pytest

from moderation import engine
from moderation.engine.rewrite.edits import edit_problems


@pytest.mark.parametrize("original, edited", [
    ("The mayor is the ultimate windbag.", "The mayor is the ultimate."),  # the head went, "the ultimate" stayed
    ("Council planners are lower than snakes.", "Council planners are lower than."),  # a preposition with no object
    ("She'd screw up the budget again.", "She'd up the budget again."),  # the auxiliary and particle stayed
    ("Who else would trust such a clueless fool?", "Who else would trust such a clueless?"),
    ("That was unprofessional.", "That was un."),  # part of a word
    ("The git thinks he owns the street.", "The misguided thinks he owns the street."),  # a noun → an adjective
])
def test_an_edit_that_leaves_a_phrase_behind_is_refused(original, edited):
    assert edit_problems(original, edited), (original, edited)


@pytest.mark.parametrize("original, edited", [
    ("The council, those useless clowns, closed the pool.", "The council closed the pool."),  # an appositive
    ("This damn bridge is late again.", "This bridge is late again."),  # an adjective
    ("The chair is a pompous windbag who cancelled the meeting.", "The chair cancelled the meeting."),
    ("You muppets voted for the car park.", "You voted for the car park."),  # a pronoun stands alone
    ("Keep whining, the new lane cut journey times.", "The new lane cut journey times."),  # a clause of its own
    ("The housing officer is an idiot.", "The housing officer is mistaken."),  # a complement either way
    ("You're a moron.", "I think this is mistaken."),  # a restatement is the grammar rules' to judge
    ("The ferry is late again, you clowns.", "The ferry is late again."),  # a vocative
])
def test_an_edit_that_keeps_the_sentence_whole_passes(original, edited):
    assert not edit_problems(original, edited), edit_problems(original, edited)


DRAFTS = ["The treasurer is a greedy crook who hid the accounts.", "You idiots on the board cut the library hours.",
          "The ferry is late again, you clowns.", "Stop whining about the market, it brings visitors every Saturday.",
          "Nobody gives a shit about your stupid petition.", "I could not give a damn about the fucking car park."]


def test_no_suggestion_the_engine_offers_leaves_a_phrase_behind():
    checked = 0
    for draft in DRAFTS:
        score = engine.score_comment(draft, None)
        for card in [*score.objectionable_phrases, *score.negative_tone_phrases, *score.logical_fallacies]:
            for suggestion in card.suggested_rewrites:
                assert not edit_problems(card.rewrite_replaces, suggestion), (card.rewrite_replaces, suggestion)
                checked += 1
    assert checked >= 4  # the drafts do get suggestions: the check above is not vacuous
