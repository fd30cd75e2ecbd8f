"""Issue 31's worst-case inputs give sensible answers through the facade (their times live in benchmarks/)."""

import pytest

from moderation import engine

INSULT_GAP_1000 = "You are" + " " * 1000 + "an idiot and a moron."
INSULT_GAP_19948 = "You are an idiot and" + " " * 19948 + "a moron."
ECHO_OPEN = "(((" + " " * 19995 + "x"
NEWLINES = "x" + "\n" * 19998 + "y"
THREATS = "I will kill you " * 1250
NUMBERS = "88 " * 6656 + "white"


def _quotes(score) -> list[str]:
    return ([f.quoted_logical_fallacy_example for f in score.logical_fallacies]
            + [p.quoted_objectionable_phrase for p in score.objectionable_phrases]
            + [p.quoted_negative_tone_phrase for p in score.negative_tone_phrases])


@pytest.mark.parametrize("comment", [INSULT_GAP_1000, INSULT_GAP_19948])
def test_insults_across_a_whitespace_run_are_found_verbatim(comment):
    score = engine.score_comment(comment, None)
    assert {p.quoted_objectionable_phrase.lower() for p in score.objectionable_phrases} == {"idiot", "moron"}
    assert all(quote in comment for quote in _quotes(score))
    assert score.overall_score <= 2 and score.toxicity_score >= 0.5


def test_an_unclosed_echo_is_no_dogwhistle_and_a_closed_one_after_a_long_run_is():
    assert not engine.check_dogwhistle(ECHO_OPEN).detection.dogwhistles_detected
    closed = engine.check_dogwhistle("(((" + " " * 19990 + "them)))")
    assert closed.detection.dogwhistles_detected
    assert closed.details.dogwhistle_terms[0].endswith("them)))")


def test_two_letters_between_newlines_read_as_human_and_clean():
    assert engine.detect_llm(NEWLINES).llm_likelihood < 0.5
    score = engine.score_comment(NEWLINES, None)
    assert not score.objectionable_phrases and not score.logical_fallacies


def test_a_repeated_threat_is_a_threat_everywhere():
    score = engine.score_comment(THREATS, None)
    assert any(p.category.value == "threat" for p in score.objectionable_phrases)
    assert all(quote in THREATS for quote in _quotes(score))
    assert score.overall_score == 1
    assert engine.score_attributes(THREATS, ["THREAT"])["THREAT"].score >= 0.5


def test_a_number_code_beside_race_language_is_coded():
    result = engine.check_dogwhistle(NUMBERS)
    assert result.detection.dogwhistles_detected and "88" in result.details.dogwhistle_terms


@pytest.mark.parametrize("comment", [INSULT_GAP_1000, INSULT_GAP_19948, ECHO_OPEN, NEWLINES, THREATS, NUMBERS])
def test_every_check_answers_with_verbatim_quotes(comment):
    article = engine.build_article("Our city is adding protected bike lanes downtown, and shops worry.")
    assert all(quote in comment for quote in _quotes(engine.score_comment(comment, article)))
    assert all(s.quoted_text in comment for s in engine.detect_llm(comment).signals_detected)
    assert 0.0 <= engine.check_spam(comment, article).confidence <= 1.0
    assert 0.0 <= engine.check_relevance(comment, article, ["immigration"]).on_topic.confidence <= 1.0
    spans = engine.score_attributes(comment, ["TOXICITY"], spans=True)["TOXICITY"].spans
    assert all(0 <= start < end <= len(comment) for start, end, _ in spans)
