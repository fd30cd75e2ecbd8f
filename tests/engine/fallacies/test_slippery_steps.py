"""A slippery slope is a first step by whoever decides, then "next", "soon", "before long" …: any verb of the step."""

import pytest

from moderation.engine.core.analysis import Analysis
from moderation.engine.fallacies import fallacy_issues


def _labels(text: str) -> list[str]:
    return [issue.label for issue in fallacy_issues(Analysis(text), False, [])]


@pytest.mark.parametrize("text", [
    "If they push the bell to nine, next it'll be ten, and then lessons will start at lunch.",
    "If the league trims the season by a week, before long there will be no season at all.",
    "If the landlord doubles the deposit, next he'll want a year's rent up front.",
])
def test_a_first_step_of_any_verb_then_next_is_a_slippery_slope(text):
    assert "slippery slope" in _labels(text)


@pytest.mark.parametrize("text", [
    "If they repair the pier, next week the ferry can dock again.",
    "If the club wins on Saturday, next season we play in the higher division.",
])
def test_next_naming_a_time_is_no_further_step(text):
    assert "slippery slope" not in _labels(text)
