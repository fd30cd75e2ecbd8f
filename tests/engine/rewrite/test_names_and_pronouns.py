"""Name-calling said of people (more insult nouns, animal names with a verdict), the pronoun that replaces a
pointed-at group in its case, and insult words with a literal sense left alone when no one is called them."""

import pytest

from moderation.engine.commentscore.tone import tone_issues
from moderation.engine.core.analysis import Analysis
from moderation.engine.rewrite.clauses import name_calling_spans
from moderation.engine.rewrite.verify import is_sentence
from moderation.engine.toxicity.lexicon import insult_spans
from tests.engine.rewrite.drafts import cards as _cards, rewrites as _rewrites


@pytest.mark.parametrize("draft, rewrite", [
    # a group pointed at after a preposition or a verb is an object: "them", never "they"
    ("I stopped listening to these idiots years ago.", "I stopped listening to them years ago."),
    # … and after a conjunction it is a subject again
    ("These numpties moved the market to a car park.", "They moved the market to a car park."),
])
def test_a_pointed_at_group_becomes_a_pronoun_in_its_case(draft, rewrite):
    assert rewrite in _rewrites(draft)


def test_a_subject_pronoun_after_a_preposition_is_not_a_sentence():
    assert not is_sentence("I would never vote for they.")
    assert not is_sentence("I would never vote for these.")
    assert is_sentence("I would never vote for them.")


@pytest.mark.parametrize("text, named", [
    ("Whoever signed off the ferry contract is a sucker.", "a sucker"),
    ("The landlords are greedy pigs.", "greedy pigs"),
    ("The columnist is a shill.", "a shill"),
])
def test_more_names_said_of_people(text, named):
    assert [text[a:b] for a, b in name_calling_spans(text)] == [named]


def test_a_shill_is_a_claim_about_honesty():
    assert "I don't think the columnist has been honest with us." in _rewrites("The columnist is a shill.")


@pytest.mark.parametrize("text", ["There was a pig loose in the car park this morning.",
                                  "We found rats in the bakery's bins.", "Please take the trash out on Tuesdays.",
                                  "There's a snake in the allotments, so keep your dogs close."])
def test_literal_animals_and_rubbish_are_not_insults(text):
    assert insult_spans(text) == []
    assert name_calling_spans(text) == []


@pytest.mark.parametrize("text, word", [("The landlord is a pig.", "pig"), ("You rat!", "rat"),
                                        ("What a creep.", "creep")])
def test_the_same_words_said_of_someone_are(text, word):
    assert [text[a:b] for a, b in insult_spans(text)] == [word]


def test_a_verdict_heaped_on_a_group_pointed_at_before_its_place_leaves_those():
    assert "The bins sat there all week because of those in the depot." in _rewrites(
        "The bins sat there all week because of those lazy clowns in the depot.")
    assert name_calling_spans("The children cheered those clowns in the parade.") == []


def test_a_calm_rewrite_may_show_the_tone_reading_the_insult_hid():
    # the tone model reads the whole sentence as a complaint with an edge either way; dropping the insult is the fix
    assert "Those at the sorting office lost the parcel again." in _rewrites(
        "Those useless muppets at the sorting office lost the parcel again.")


@pytest.mark.parametrize("draft, rewrite", [
    ("Yeah right, like the ferry company is going to cut its fares.", "I doubt the ferry company is going to cut its fares."),
    ("As if the landlord will ever repaint the stairwell.", "I doubt the landlord will ever repaint the stairwell."),
])
def test_mock_belief_in_a_prediction_is_the_doubt_it_means(draft, rewrite):
    assert rewrite in _rewrites(draft)


def test_sarcasm_with_its_marker_cut_off_is_not_a_sentence():
    assert not is_sentence("Like the ferry company is going to cut its fares.")
    assert is_sentence("Like many residents, I think the tower is too tall.")


def test_as_if_opening_a_prediction_is_sarcasm_but_not_inside_a_comparison():
    assert tone_issues(Analysis("As if the landlord will ever repaint the stairwell."))
    assert not tone_issues(Analysis("It looks as if the rain will hold off for the parade."))


def test_an_animal_name_with_a_verdict_stays_a_name_before_what_they_do():
    text = "The landlords are greedy pigs squeezing every tenant on the estate."
    assert [text[a:b] for a, b in name_calling_spans(text)] == ["greedy pigs"]
    assert name_calling_spans("She was a clown performing at the summer fair.") == []
    assert "The landlords are squeezing every tenant on the estate." in _rewrites(text)
