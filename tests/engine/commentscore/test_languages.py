"""The comment score of a comment in another language the multilingual judge reads is that judge's reading, never an
English model's (commentscore/languages.py)."""

from moderation import engine
from moderation.engine.commentscore import judged_language
from moderation.engine.commentscore.languages import FLAG
from moderation.schemas.findings import ModerationCategory, ModerationTolerances, ToleranceLevel

CIVIL_GERMAN = "Ich finde die Entscheidung falsch, weil viele Familien mit kleinen Kindern das Bad jeden Tag brauchen."
SPANISH_WISH = "El alcalde no sabe lo que hace. Ojalá que el alcalde se muera pronto, no merece vivir."


def test_only_a_confident_language_the_judge_reads_is_judged_in_it():
    assert judged_language(CIVIL_GERMAN) == "de"
    assert judged_language(SPANISH_WISH) == "es"
    assert judged_language("The council closed the pool without asking anyone who swims there.") is None
    assert judged_language("De nieuwe fietspaden in het centrum zijn een verspilling van belastinggeld.") is None


def test_a_civil_german_comment_is_not_read_as_hostile_english():
    found = engine.score_comment(CIVIL_GERMAN, None)
    assert found.toxicity_score < 0.25  # the English models read it as 0.54, "hostile overall"
    assert not found.objectionable_phrases and not found.negative_tone_phrases and not found.logical_fallacies
    assert found.overall_score == 5 and not found.exceeds_tolerance
    assert "German" in found.toxicity_explanation and "English only" in found.toxicity_explanation


def test_a_wish_of_harm_in_spanish_is_a_severe_finding_quoted_verbatim():
    found = engine.score_comment(SPANISH_WISH, None)
    threats = [p for p in found.objectionable_phrases if p.category is ModerationCategory.THREAT]
    assert len(threats) == 1 and threats[0].severity >= 3
    assert threats[0].quoted_objectionable_phrase in SPANISH_WISH
    assert threats[0].quoted_objectionable_phrase.startswith("Ojalá")
    assert "(Judged in Spanish.)" in threats[0].explanation
    assert found.overall_score <= 2 and found.exceeds_tolerance
    # its score agrees with the attribute scores judged in Spanish (the megacall's language section)
    scores = engine.score_attributes(SPANISH_WISH, ["TOXICITY", "THREAT"], spans=True, language="es")
    assert abs(found.toxicity_score - round(scores["TOXICITY"].score, 4)) < 1e-9
    assert any(value >= FLAG and SPANISH_WISH[start:end] == threats[0].quoted_objectionable_phrase
               for start, end, value in scores["THREAT"].spans)


def test_the_sites_tolerances_apply_as_for_english():
    # A threat is a floored category: a permissive site still gets it; turned-off items are left out.
    relaxed = ModerationTolerances(insult=ToleranceLevel.OFF)
    found = engine.score_comment(SPANISH_WISH, None, tolerances=relaxed)
    assert any(p.category is ModerationCategory.THREAT for p in found.objectionable_phrases)
    assert "insult" not in found.health_items


SHORT_SPANISH_WISH = "Ojalá alguien les dé una paliza"  # too short for a certain language: best guess Spanish


def test_a_comment_of_no_certain_language_is_read_by_both_judges_the_finding_says_so():
    # Issue 39 item 3: an uncertain guess that is not English is never judged as English alone.
    guess = engine.detect_language(SHORT_SPANISH_WISH)
    assert guess.undetermined and guess.language == "es"
    found = engine.score_comment(SHORT_SPANISH_WISH, None)
    threats = [p for p in found.objectionable_phrases if p.category is ModerationCategory.THREAT]
    assert [p.quoted_objectionable_phrase for p in threats] == [SHORT_SPANISH_WISH]
    assert "not certain, most likely Spanish" in threats[0].explanation and not threats[0].suggested_rewrite
    assert found.overall_score <= 2 and found.exceeds_tolerance
    # the higher toxicity of the two readings: the multilingual one here (the English read it as 0.16)
    scores = engine.score_attributes(SHORT_SPANISH_WISH, ["TOXICITY"], language="es")
    assert abs(found.toxicity_score - round(scores["TOXICITY"].score, 4)) < 1e-9
    assert SHORT_SPANISH_WISH in found.toxicity_explanation


def test_a_civil_comment_of_no_certain_language_keeps_the_english_reading():
    text = "Ok gracias, good article"
    guess = engine.detect_language(text)
    found = engine.score_comment(text, None)
    assert not found.objectionable_phrases and found.toxicity_score < 0.5
    assert guess.undetermined  # both judges read it; neither invents a finding


def test_the_second_reading_shows_a_rude_word_only_when_it_is_sure():
    # A hashtag-like English fragment of no certain language: the multilingual model alone reads rudeness at 0.5–0.8
    # (not sure), so it is no card; an insult a rule reads ("Eres idiota.") is one.
    loose = "Shy boys >>"
    assert engine.detect_language(loose).undetermined
    raw = engine.score_attributes(loose, ["INSULT", "PROFANITY"], language=engine.UNDETERMINED)
    assert 0.5 <= max(raw["INSULT"].score, raw["PROFANITY"].score) < 0.8  # the reading this test is about
    assert not engine.score_comment(loose, None).objectionable_phrases
    sure = engine.score_comment("Eres idiota.", None)
    assert [p.category for p in sure.objectionable_phrases] == [ModerationCategory.INSULT]
