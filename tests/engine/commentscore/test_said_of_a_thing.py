"""An insult word said of a thing is explained as contempt for it, not as a put-down of a person (issue 26 item 8)."""

from tests.engine.rewrite.drafts import cards


def _why(draft: str, quote: str) -> str:
    return next(c.explanation for c in cards(draft) if getattr(c, "quoted_objectionable_phrase", "") == quote)


def test_a_stupid_lane_is_not_a_person():
    why = _why("Only an idiot would vote for this stupid lane.", "stupid")
    assert "aimed at a person" not in why and "contempt" in why
    assert "aimed at a person" in _why("Only an idiot would vote for this stupid lane.", "idiot")


def test_a_stupid_man_is():
    assert "aimed at a person" in _why("You are a stupid man.", "stupid")
