"""Content-free drafts by meaning (issue 25 item 5): a test post or greeting in words no list holds is low effort;
a short comment that engages with something is not. Sentences written for this test."""

import pytest

from moderation import engine
from moderation.engine.commentscore.effort import content_free_by_meaning
from moderation.engine.core.analysis import Analysis


@pytest.mark.parametrize("text", ["This is an async test comment", "hello from a brand new account",
                                  "Just seeing if my post shows up here.",
                                  # round 2 (prototypes by kind): written for this test, in no set
                                  "Quick test, please ignore this one.", "Hello hello, anybody here?",
                                  "Sample text to fill the box."])
def test_test_posts_and_greetings_in_any_wording_score_low(text):
    assert content_free_by_meaning(Analysis(text))
    score = engine.score_comment(text, None)
    assert score.appears_low_effort and score.overall_score <= 2


@pytest.mark.parametrize("text", ["Test results from the river survey look worrying.",
                                  "Hello, will the lane be closed during the market?",
                                  "The trial closure of Bridge Street cut traffic by a third.",
                                  # round 2: written for this test, sharing the prototypes' words
                                  "Hi, the new speed bumps on Oak Road are far too high.",
                                  "Testing drinking water twice a year is not enough.",
                                  "Is the recycling centre open on bank holidays?"])
def test_short_comments_that_engage_are_not_content_free(text):
    assert not content_free_by_meaning(Analysis(text))
    assert not engine.score_comment(text, None).appears_low_effort


def test_long_comments_are_never_read_as_test_posts():
    long = "This is a test comment " * 5
    assert not content_free_by_meaning(Analysis(long))


def test_training_sentences_and_held_out_sets_stay_apart():
    from pathlib import Path

    from moderation.engine.training.commentscore.content_free import WRITTEN
    from moderation.engine.training.sentences_io import read_tsv
    sets = Path(__file__).resolve().parents[3] / "benchmarks" / "sets" / "data"
    held = {r["text"].lower() for name in ("content_free.tsv", "content_free_2.tsv") for r in read_tsv(sets / name)}
    assert not held & {r["text"].lower() for r in read_tsv(WRITTEN)}
