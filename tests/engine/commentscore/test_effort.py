"""Low effort: empty posts, bare agreement, generic praise, and echoing the parent comment."""

import pytest

from moderation.engine.commentscore.effort import appears_low_effort, low_effort_probability
from moderation.engine.core.analysis import Analysis


@pytest.mark.parametrize("text", ["+1", "This.", "this!!", "First!", "same", "Me too", "😂😂😂", "👍", "...",
                                  "Great article!", "Nice post, thanks", "Thanks for sharing", "I agree.", "lol"])
def test_empty_posts_are_low_effort(text):
    assert appears_low_effort(Analysis(text))


@pytest.mark.parametrize("text", [
    "The council should publish the budget before the vote, because residents deserve to see the numbers.",
    "I agree, and the same thing happened in our town when the depot closed: buses ran half empty for a year.",
    "Great article, but the timeline skips the 2019 flood, which is why the levy was raised.",
    "Why did the report leave out the rural schools?",
])
def test_substantive_comments_are_not_low_effort(text):
    assert not appears_low_effort(Analysis(text))


def test_agreeing_with_the_parent_without_adding_anything_is_low_effort():
    parent = "The library should stay open on Sundays because students need a quiet place to work."
    echo = "I agree, the library should stay open on Sundays."
    assert appears_low_effort(Analysis(echo), reply_to=parent)
    assert not appears_low_effort(Analysis(echo))  # on its own it makes a claim


def test_adding_a_new_reason_to_the_parent_is_not_low_effort():
    parent = "The library should stay open on Sundays."
    reply = "Agreed, and the evening buses from the university stop right outside, so it would be busy."
    assert not appears_low_effort(Analysis(reply), reply_to=parent)


def test_probability_falls_with_substance():
    short = low_effort_probability(Analysis("ok then"))
    long = low_effort_probability(Analysis("The depot closure moved forty jobs out of town and nobody asked residents."))
    assert short > 0.5 > long


@pytest.mark.parametrize("text", ["This is a test comment", "Test post, please ignore.", "wow", "+1", "agreed",
                                  "Checking if comments work.", "lol same", "Could not agree more!", "Totally agree, 100%.",
                                  "Came here to say that.", "Thanks for writing this!", "Bookmarked."])
def test_content_free_comments_score_at_most_two(text):
    from moderation.engine import score_comment
    result = score_comment(text, None)
    assert result.appears_low_effort and result.overall_score <= 2


@pytest.mark.parametrize("text", ["The tram fares will hurt night-shift workers.", "Agreed, the bus cuts will raise rents.",
                                  "Couldn't agree more, the depot should stay open.", "Nobody asked us about the parking fees."])
def test_short_comments_that_engage_are_not_low_effort(text):
    from moderation.engine import score_comment
    assert not score_comment(text, None).appears_low_effort


def test_an_empty_comment_has_no_fallacy_to_point_at():
    from moderation.engine import score_comment
    assert not score_comment("Came here to say that.", None).logical_fallacies
