"""Fallacy detection and typing on sentences written for these tests."""

import pytest

from moderation.engine.core.embedder import embed
from moderation.engine.fallacies import classify_type, fallacy_issues
from moderation.engine.fallacies.cues import DISPLAY_NAME
from moderation.engine.fallacies.explain import explain_fallacy
from moderation.engine.core.analysis import Analysis

# One sentence per LOGIC type: the trained classifier must type it (detection may come from a cue).
TYPED = {
    "equivocation": "My neighbour says nothing is better than a long holiday, and a cold sandwich is better than "
                    "nothing, so a cold sandwich is better than a long holiday.",
    "fallacy of logic": "All cats have tails. My dog has a tail. Therefore my dog is a cat.",
    "fallacy of relevance": "Why worry about the potholes when the mayor's son got a new car?",
    "intentional": "Nobody has proven that ghosts do not exist, so they must exist.",
    "circular reasoning": "He is trustworthy because he never lies, and I know he never lies because he is trustworthy.",
    "false causality": "I wore my lucky socks and our team won, so the socks made us win.",
    "appeal to emotion": "Think of the children before you approve this budget.",
    "fallacy of credibility": "A famous actor said the vaccine is dangerous, so it must be true.",
    "faulty generalization": "My uncle smoked and lived to ninety, so smoking is harmless.",
    "ad populum": "Millions of people use this diet, so it must work.",
    "fallacy of extension": "She wants fewer cars downtown, so she obviously wants to ban driving altogether.",
    "false dilemma": "Either you support the new tax or you want the schools to close.",
    "ad hominem": "Don't listen to him, he is just a failed actor.",
}


@pytest.mark.parametrize("label", sorted(TYPED))
def test_each_logic_type_is_typed(label):
    text = TYPED[label]
    assert classify_type(text, embed([text])[0]) == label


@pytest.mark.parametrize("text,name", [
    ("You're just a student, so what would you know about economics?", "ad hominem"),
    ("If we allow this bike lane, next they will ban cars from the whole city.", "slippery slope"),
    ("Either we cut taxes or the town goes bankrupt.", "false dilemma"),
    ("Everyone knows the new stadium is a waste of money.", "bandwagon (appeal to popularity)"),
    # popularity taken as proof of a verdict stated as certain (issue 41 item 3)
    ("Most people on our street hate the scheme, so the planners are clearly wrong.",
     "bandwagon (appeal to popularity)"),
    ("My dentist says the market will crash, so it must be true.", "appeal to authority"),
    ("What about the money they wasted on the old bridge?", "whataboutism"),
    ("So you're saying we should just let criminals run free?", "straw man"),
    ("Think of the children before you approve this budget.", "appeal to emotion"),
    ("I met two rude people from that town, so everyone there is rude.", "hasty generalization"),
    ("Ever since the new mayor took office, the crime rate has gone up.", "false cause"),
    ("The book is reliable because it says it is reliable.", "circular reasoning"),
    ("No true fan would ever boo their own team.", "no true Scotsman"),
    ("No one has shown the new drug is unsafe, therefore it is safe.", "appeal to ignorance"),
])
def test_cue_patterns_find_and_name_the_fallacy(text, name):
    found = fallacy_issues(Analysis(text))
    assert [DISPLAY_NAME[i.label] for i in found] == [name]
    assert found[0].severity >= 2


@pytest.mark.parametrize("text", [
    "I strongly disagree with the council: the budget table shows the road fund shrinking every year.",
    "You can either take the bus or walk along the river path, both take about twenty minutes.",
    "The photos of the flood are striking and the timeline at the end is very clear.",
    "My sister works at the clinic and says the queues have got shorter since March.",
    "Thanks for the detailed piece, I had not realised how old the bridge was.",
    "Great, now I want pizza after reading this, thanks a lot!",
])
def test_civil_comments_get_no_fallacy(text):
    assert [i for i in fallacy_issues(Analysis(text)) if i.severity >= 2] == []


def test_quotes_are_verbatim_and_point_at_the_right_sentence():
    text = "The plan has costs. Everyone knows the new stadium is a waste of money! I'd rather fund the library."
    (issue,) = fallacy_issues(Analysis(text))
    assert text[issue.start:issue.end] == issue.quote
    assert issue.quote.startswith("Everyone knows")


def test_explanations_cite_the_quote_not_a_definition():
    one = fallacy_issues(Analysis("You're just a lobbyist, so your argument doesn't count."))[0]
    two = fallacy_issues(Analysis("She's only a teenager, so her opinion is worthless."))[0]
    assert one.label == two.label == "ad hominem"
    first, second = explain_fallacy(one), explain_fallacy(two)
    assert first != second
    assert "lobbyist" in first and "teenager" in second


def test_slippery_slope_explanation_names_both_steps():
    issue = fallacy_issues(Analysis("If we legalise scooters, soon the pavements will be unusable."))[0]
    text = explain_fallacy(issue)
    assert "scooters" in text and "pavements" in text


def test_explanations_name_the_premise_and_the_conclusion():
    from moderation.engine.fallacies.explain import premise_conclusion

    assert premise_conclusion("My aunt won twice at bingo, so bingo is easy.") == ("my aunt won twice at bingo",
                                                                                    "bingo is easy")
    assert premise_conclusion("The app is safe because the company says it is safe.") == (
        "the company says it is safe", "The app is safe")
    assert premise_conclusion("The bridge opens in May.") == ("", "")
    # only the clauses next to the connective, not a lead-in before a colon or a tail after a dash
    assert premise_conclusion("Forget the lane: the ferry will fail because the fares are too high.") == (
        "the fares are too high", "the ferry will fail")
    assert premise_conclusion("The pool closed twice, so the council is hopeless - ask anyone.") == (
        "the pool closed twice", "the council is hopeless")
    issue = fallacy_issues(Analysis("I wore my lucky socks and our team won, so the socks made us win."))[0]
    text = explain_fallacy(issue)
    assert "the socks made us win" in text and "lucky socks" in text
