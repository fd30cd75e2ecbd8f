"""Rewrites are optional work: once half of a request's time budget is spent, no further candidate is verified, so
a long comment is answered with the rewrites found so far instead of running into a 503 (issue 42)."""

import time

from moderation.engine import score_comment
from moderation.engine.core import budget

INSULTS = ("You are an idiot.", "The mayor is a clown.")


def test_share_left_follows_the_request_deadline():
    assert budget.share_left() == 1.0  # no budget: everything left
    with budget.deadline(0.2):
        assert budget.share_left() > 0.9
        time.sleep(0.12)
        assert 0.1 < budget.share_left() < 0.5
    assert budget.share_left() == 1.0


def test_an_insult_gets_its_rewrite_with_budget_left_and_none_after_half_is_spent(monkeypatch):
    first, second = INSULTS
    with budget.deadline(30.0):
        (phrase,) = score_comment(first, None).objectionable_phrases
    assert phrase.suggested_rewrite
    monkeypatch.setattr(budget, "share_left", lambda: 0.49)
    with budget.deadline(30.0):
        result = score_comment(second, None)
    assert result.objectionable_phrases and all(p.suggested_rewrite == "" for p in result.objectionable_phrases)
    monkeypatch.setattr(budget, "share_left", lambda: 0.51)
    assert any(p.suggested_rewrite for p in score_comment("The mayor is a total clown.", None).objectionable_phrases)
