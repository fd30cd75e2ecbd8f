"""The attack's whole phrase found from the dependency parse and removed (rewrite/attack.py, issue 41): a vocative,
an appositive, an adjective of contempt, a jab clause beside the point, a name whose relative clause says what the
person did. Sentences written for this test."""

import pytest

from moderation import engine
from moderation.engine.rewrite.attack import without_attack


@pytest.mark.parametrize(("sentence", "attack", "expected"), [
    # an appositive insult goes with both commas
    ("The chair, that pompous windbag, cancelled the vote.", "pompous windbag", "The chair cancelled the vote."),
    # an adjective of contempt before its noun
    ("This useless committee delayed the repairs again.", "useless", "This committee delayed the repairs again."),
    # a name as the whole claim: who it names and what the relative clause says they did
    ("The new landlord is a greedy shark who raised the rent twice this year.", "a greedy shark",
     "The new landlord raised the rent twice this year."),
    # a jab clause before the point
    ("Spare me the lecture, since you obviously know nothing: the library opens at nine.",
     "Spare me the lecture|you obviously know nothing", "The library opens at nine."),
    # a vocative with its mark
    ("Listen, you clowns, the market moved to Thursdays in June.", "clowns",
     "Listen, the market moved to Thursdays in June."),
])
def test_the_whole_phrase_goes_and_the_point_stays(sentence, attack, expected):
    assert without_attack(sentence, attack.split("|")) == expected


def test_nothing_is_removed_when_the_attack_is_the_sentence():
    assert without_attack("You are a complete fool.", ["fool"]) == ""


def test_a_clause_that_names_a_topic_is_not_dropped_as_a_jab():
    # "the parking" is part of the point: the jab clause is not removed whole
    assert "parking" in (without_attack("Stop moaning about the parking, the shops need the bus lane.",
                                        ["Stop moaning"]) or "parking")


def test_a_name_calling_noun_the_tagger_reads_as_an_adjective_is_not_cut_out_alone():
    # the small tagger read "idiot" as an adjective of "collections": removing it alone broke the question
    assert "kind of schedules" not in without_attack("Honestly, what kind of idiot schedules bin collections for "
                                                      "Christmas Day?", ["idiot"])


def test_the_coach_offers_the_point_without_the_appositive_insult():
    found = engine.score_comment("Typical parking wardens, power-tripping losers who ticketed my van outside my own "
                                 "house.", None)
    rewrites = [p.suggested_rewrite for p in found.objectionable_phrases if p.suggested_rewrite]
    assert rewrites and "loser" not in rewrites[0] and "ticketed my van outside my own house" in rewrites[0]


def test_a_long_or_crowded_sentence_is_not_parsed():
    from moderation.engine.rewrite.attack import MAX_ATTACKS, MAX_CHARS
    crowded = ", ".join(["you clown"] * (MAX_ATTACKS + 1)) + ", the bins were late."
    assert without_attack(crowded, ["clown"] * (MAX_ATTACKS + 1)) == ""
    long = "The mayor, that clueless clown, closed the pool" + " and the gym" * (MAX_CHARS // 10) + "."
    assert len(long) > MAX_CHARS and without_attack(long, ["clueless clown"]) == ""
    assert without_attack("The mayor, that clueless clown, closed the pool.", ["clueless clown"])  # short: parsed
