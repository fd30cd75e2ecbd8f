"""Up to three suggestions per sentence, smallest change first, one per distinct text (issue 26); sentences written
for these tests."""

from moderation import engine
from moderation.engine.rewrite.order import MAX_SUGGESTIONS, change_size, pick, same_text, smallest_change_first

SENTENCE = "The groundsman is a clueless clown who flooded the pitch."


def test_change_size_counts_the_characters_of_the_words_removed_and_added():
    assert change_size("The pier is shut.", "The pier is shut.") == 0
    assert change_size("", "pier") == 4
    assert change_size("The stupid pier is shut.", "The pier is shut.") == len("stupid")
    assert change_size("The stupid pier is shut.", "The old pier is shut.") == len("stupid") + len("old")
    assert change_size("Shut the pier.", "The pier is shut.") < len("Shut the pier.") + len("The pier is shut.")


def test_smallest_change_comes_first_and_the_plan_breaks_ties():
    options = [("I think the groundsman flooded the pitch.", "p1"), ("The groundsman flooded the pitch.", "p2"),
               ("The groundsman is a clueless man who flooded the pitch.", "p3"),
               ("The groundsman is a clueless chap who flooded the pitch.", "p4")]
    ordered = [o[1] for o in smallest_change_first(SENTENCE, options)]
    assert ordered == ["p3", "p4", "p2", "p1"]  # "man" is 8 characters of change from "clown", "chap" 9


def test_the_sentence_itself_and_empty_texts_are_no_suggestion():
    options = [("", "p"), ("the groundsman is a clueless clown who flooded the pitch.", "p"), ("The pitch flooded.", "p")]
    assert [o[0] for o in smallest_change_first(SENTENCE, options)] == ["The pitch flooded."]


def test_texts_that_read_the_same_are_one_suggestion():
    assert same_text("The  pitch flooded.", "the pitch flooded.")
    chosen = pick([("The pitch flooded.", "a"), ("the pitch  flooded.", "b"), ("It rained on the pitch.", "c")],
                  lambda option: True)
    assert [c[1] for c in chosen] == ["a", "c"]


def test_at_most_three_and_verification_stops_at_the_third():
    checked = []

    def passes(option):
        checked.append(option[0])
        return option[0] != "refused"

    options = [(text, "") for text in ("one", "refused", "two", "three", "four", "five")]
    assert [c[0] for c in pick(options, passes)] == ["one", "two", "three"] and MAX_SUGGESTIONS == 3
    assert checked == ["one", "refused", "two", "three"]  # "four" and "five" cost nothing


def test_the_card_offers_its_alternatives_with_the_first_as_the_single_field():
    result = engine.score_comment("This stupid roundabout has caused three crashes since March.", None)
    card = next(c for c in [*result.objectionable_phrases, *result.negative_tone_phrases] if c.suggested_rewrites)
    assert card.suggested_rewrite == card.suggested_rewrites[0]
    assert 1 <= len(card.suggested_rewrites) <= MAX_SUGGESTIONS
    sizes = [change_size(card.rewrite_replaces, text) for text in card.suggested_rewrites]
    assert sizes == sorted(sizes)


def test_a_card_with_no_rewrite_has_no_alternatives():
    result = engine.score_comment("I will hurt you if you park there again.", None)
    cards = [*result.objectionable_phrases, *result.negative_tone_phrases, *result.logical_fallacies]
    assert cards and all(c.suggested_rewrites == [] and c.suggested_rewrite == "" for c in cards)
