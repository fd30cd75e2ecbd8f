"""Round 2 of issue 26: shapes whose point is a plain claim or question, other wordings tried only when the plainer
one is refused, and a thing's contempt word said plainly. Sentences written for these tests."""

import pytest

from moderation.engine.rewrite.clauses import clause_rewrite, judges_a_thing, plainly
from moderation.engine.rewrite.fallacy_shapes import softened_sweep
from moderation.engine.rewrite.leftovers import cut_subject, lost_referent, orphaned_determiner
from moderation.engine.rewrite.order import pick
from moderation.engine.rewrite.plain_shapes import PLAIN_SHAPES
from moderation.engine.rewrite.shapes import shape_rewrites
from moderation.engine.rewrite.variants import variants
from moderation.engine.rewrite.verify import keeps_point
from moderation.engine.rewrite.words import participle


def _plain(draft: str) -> list[str]:
    return [r for r, _ in shape_rewrites(draft, PLAIN_SHAPES)]


@pytest.mark.parametrize("draft, rewrite", [
    # sarcasm about a result → the plain claim that it did not help
    ("Oh sure, because shutting the youth club has worked wonders for the estate.",
     "I doubt shutting the youth club has helped the estate."),
    ("Yeah right, because doubling the fares has made the trains so popular.",
     "I don't think doubling the fares has made the trains popular."),
    # a group addressed by a name → the group said by its own name
    ("You clowns at the housing office lost my forms twice.", "The housing office lost my forms twice."),
    ("You useless lot on the parish council have ignored the flooding.", "The parish council have ignored the flooding."),
    # "nobody cares" → a disagreement, or a weighing
    ("Nobody cares what you think about the quarry expansion.", "I disagree with you about the quarry expansion."),
    ("Whatever, no one cares about your precious hedgerows.", "I think other things matter more than your hedgerows."),
    # mock praise before a whole clause → the clause
    ("Superb work, council, the new signs point the wrong way.", "The new signs point the wrong way."),
    # a question wrapped in a jab → the question asked plainly
    ("What sort of fool approves a car park on a flood plain?", "Who approves a car park on a flood plain?"),
    ("How thick do you have to be to build a school next to a quarry?",
     "Why would anyone build a school next to a quarry?"),
    ("Are you deaf or just pretending not to hear the sirens every night?", "Have you heard the sirens every night?"),
    ("Did you even check the timetable before moaning?", "Have you checked the timetable before moaning?"),
])
def test_the_plain_claim_or_question(draft, rewrite):
    assert rewrite == _plain(draft)[0]


def test_two_wordings_when_one_may_trip_a_judge():
    assert _plain("What kind of idiot closes the only bridge in August?") == [
        "Who closes the only bridge in August?", "Why would anyone close the only bridge in August?"]


@pytest.mark.parametrize("draft", [
    "You clowns were brilliant at the gala.",  # a compliment among friends: no group named after a preposition
    "Nobody cares about what happens next.",  # no one's views brushed aside
    "Great job, everyone, thanks for coming.",  # sincere thanks: no clause of its own after it
    "Did you read the report?",  # a plain question already
])
def test_no_plain_shape_where_there_is_no_jab(draft):
    assert _plain(draft) == []


@pytest.mark.parametrize("text, others", [
    ("Nobody is going to swim in that lake in March.",
     ("In my experience, nobody is going to swim in that lake in March.",
      "Few people are going to swim in that lake in March.")),
    ("The ferry never leaves on time.",
     ("In my experience, the ferry never leaves on time.", "The ferry rarely leaves on time.")),
    ("I've noticed that the depot always shuts early.", ("I've noticed that the depot often shuts early.",)),
    ("I think the parking plan is stupid.", ("I think the parking plan is misguided.",)),
    # not sweeps: a time, a sentence with no sweep, a broken candidate
    ("The market runs every Saturday.", ()),
    ("The ferry leaves late.", ()),
    ("Another parking fine that nobody can explain.", ()),
])
def test_other_wordings(text, others):
    assert variants(text) == others


def test_softened_sweep_agrees_with_its_verb():
    assert softened_sweep("Nobody wants the tower and nobody cares.") == "Few people want the tower and few people care."


def test_a_rarely_in_place_of_a_never_drops_the_claim_unless_the_point_was_softened_with_it():
    # the word-level rules' "rarely" for one article's "never" changes what is claimed: refused
    assert not keeps_point("The report rarely mentions the fire.", "the report never mentions the fire")
    # the softened wording of a candidate carries its point softened the same way (plan.py)
    assert keeps_point("The ferry rarely leaves on time.", softened_sweep("the ferry never leaves on time"))


def test_no_plain_noun_said_of_whoever_the_subject_is():
    """"is a joke" → "is a poor idea" fits a plan, not "the chairman": the other wordings use adjectives only."""
    assert variants("The chairman is a joke and I think the fees are too high.") == ()


def test_a_cut_that_leaves_a_noun_phrase_alone_before_the_clause():
    assert cut_subject("Save me the lecture, the depot shut at noon.", "The lecture, the depot shut at noon.")


def test_a_wording_is_a_fallback_only():
    plainer, softer = ("The ferry never leaves on time.", "p", ""), ("The ferry rarely leaves on time.", "p", "")
    # the plainer wording passes: its softened wording is not offered beside it
    assert pick([plainer, softer], lambda o: True) == [plainer]
    # the plainer wording is refused: the softened one is tried
    assert pick([plainer, softer], lambda o: o is softer) == [softer]


@pytest.mark.parametrize("clause, thing", [
    ("Your plan is garbage because it ignores the night shift.", True),
    ("This stupid barrier blocks the cycle path.", True),
    ("You are stupid and the plan costs too much.", False),
    ("The stupid people on the board voted it through.", False),
    ("Their idea is fine.", False),  # nothing to say plainly
])
def test_contempt_for_a_thing(clause, thing):
    assert judges_a_thing(clause) is thing


def test_a_thing_judged_is_kept_said_plainly():
    assert clause_rewrite("Your plan is garbage because it ignores the night shift.")[0] == \
        "Your plan is a poor idea because it ignores the night shift."


def test_a_noun_of_contempt_after_a_determiner_goes_with_the_determiner_left():
    assert plainly("Did you read the minutes before posting this rubbish?") == \
        "Did you read the minutes before posting this?"


@pytest.mark.parametrize("original, rewrite, cut", [
    ("You idiots on the board closed the pool.", "The board closed the pool.", False),
    ("You morons closed the pool.", "Closed the pool.", True),
    ("You morons cut funding for the pool.", "The pool.", True),
])
def test_a_cut_that_leaves_a_named_subject(original, rewrite, cut):
    assert cut_subject(original, rewrite) is cut


@pytest.mark.parametrize("verb, form", [("read", "read"), ("look", "looked"), ("notice", "noticed"), ("try", "tried"),
                                        ("see", "seen")])
def test_participles(verb, form):
    assert participle(verb) == form


@pytest.mark.parametrize("original, rewrite, orphaned", [
    ("You muppets in the depot lost my parcel.", "You in the depot lost my parcel.", True),
    ("You muppets want to close the pier.", "You want to close the pier.", False),
])
def test_a_you_left_before_the_place_that_named_the_group(original, rewrite, orphaned):
    assert orphaned_determiner(original, rewrite) is orphaned


@pytest.mark.parametrize("original, rewrite, lost", [
    ("Quit moaning about the bakery, it sells out by nine.", "It sells out by nine.", True),
    ("Quit moaning about the bakery, it sells out by nine.", "The bakery sells out by nine.", False),
    ("Listen, you fools, it sells out by nine.", "It sells out by nine.", False),  # no noun was cut with the jab
])
def test_a_pronoun_whose_noun_was_cut(original, rewrite, lost):
    assert lost_referent(original, rewrite) is lost


def test_i_disagree_only_where_a_claim_was_dismissed():
    from moderation.engine.core.types import Issue
    from moderation.engine.rewrite.rules import RuleRewriter
    from moderation.schemas.findings import ModerationCategory

    def rewrite(text: str, quote: str) -> str:
        issue = Issue(0, len(quote), quote, ModerationCategory.DISMISSIVE_TONE, "dismissive", 2, 0.9,
                      {"warmer": "I disagree"})
        return RuleRewriter().rewrite(text, issue)

    assert rewrite("Shameful, the lift at the station has been broken for a month.", "Shameful") == \
        "The lift at the station has been broken for a month."
    assert rewrite("Utter rubbish, the lift at the station works fine.", "Utter rubbish") == \
        "I disagree, the lift at the station works fine."
