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


LEANS_ENGLISH = "Cala a boca, imbecil."  # Portuguese; the detector leans to English without confidence


def test_a_guess_leaning_to_english_in_which_another_languages_rules_read_an_insult_is_undetermined():
    """Session 39: the detector read this Portuguese insult as English at 0.36, so the insult rules never saw it."""
    guess = engine.detect_language(LEANS_ENGLISH)
    assert guess.language == "en" and not guess.confident and guess.read_elsewhere and guess.undetermined
    both = engine.score_attributes(LEANS_ENGLISH, ["INSULT"], language=engine.UNDETERMINED)
    assert both["INSULT"].score >= 0.5
    score = engine.score_comment(LEANS_ENGLISH, None, guess=guess)
    assert score.objectionable_phrases and score.overall_score <= 2, score


@pytest.mark.parametrize("text", ["Pizza night at Mario cafe", "Gelato, espresso and a long nap", "Tapas bar on Main St"])
def test_a_short_english_comment_no_other_rule_reads_keeps_the_english_reading(text):
    """Leaning to English without confidence, with other languages' words but nothing their rules read."""
    guess = engine.detect_language(text)
    assert guess.language == "en" and not guess.confident, guess  # the case this test is about
    assert not guess.read_elsewhere and not guess.undetermined
