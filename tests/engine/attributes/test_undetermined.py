"""A comment whose language is neither declared nor detected with confidence is read by both judges, the higher kept
per attribute and per sentence (issue 39 item 3): never judged as English silently."""

import pytest

from moderation import engine
from moderation.engine.multilingual import ANY
from moderation.engine.multilingual import score_attributes as multilingual

SHORT = "Sei scemo."  # too short for the detector to be confident


def test_an_undetermined_comment_gets_the_higher_of_both_readings_summary_and_spans():
    assert not engine.detect_language(SHORT).confident
    names = ["TOXICITY", "INSULT", "SPAM"]
    english = engine.score_attributes(SHORT, names, spans=True)
    both = engine.score_attributes(SHORT, names, spans=True, language=engine.UNDETERMINED)
    other = multilingual(SHORT, ["TOXICITY", "INSULT"], spans=True, language=ANY)  # as the engine reads it
    for name in ("TOXICITY", "INSULT"):
        assert both[name].score == pytest.approx(max(english[name].score, other[name].score), abs=1e-6)
        sentence = {span[:2]: span[2] for span in both[name].spans}
        for start, end, value in other[name].spans:
            assert sentence[(start, end)] >= value
    assert both["SPAM"].score == english["SPAM"].score  # no other-language judge for it
    assert both["TOXICITY"].score > english["TOXICITY"].score  # the Italian reading is the higher here
    assert both["INSULT"].score >= 0.5  # the insult rules of every language read it ("you are" + an insult, Italian)
