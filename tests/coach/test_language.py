"""Drafts in other languages: findings only from the sentences judged in that language, a verdict that says which
language and which checks are not available, and 'Not checked' for a language no judge reads."""

from coach.findings import findings_of
from coach.verdict import shown_score, verdict_of
from moderation.schemas.compat import AnalyzeResponse, AttributeScore, Score, SpanScore
from moderation.schemas.findings import CommentScore
from moderation.schemas.megacall import CommentLanguage, MegaCallResult

DRAFT = "Gracias por el artículo. Los inmigrantes son ratas y hay que echarlos. ¿Cuándo abre el puente?"
HATE = "Los inmigrantes son ratas y hay que echarlos."
NAMES = {"es": "Spanish", "nl": "Dutch", "en": "English", "und": "und"}  # as the service names them (CommentLanguage.name)
ENGLISH_SCORE = CommentScore(appears_low_effort=False, overall_score=5, toxicity_score=0.1,
                             toxicity_explanation="nothing in it reads as an insult")


def _spans(value: float) -> AttributeScore:
    start = DRAFT.index(HATE)
    return AttributeScore(summaryScore=Score(value=value), spanScores=[
        SpanScore(begin=0, end=len("Gracias por el artículo."), score=Score(value=0.02)),
        SpanScore(begin=start, end=start + len(HATE), score=Score(value=value))])


def _result(code: str, supported: bool, hate: float = 0.0) -> MegaCallResult:
    scores = AnalyzeResponse(attributeScores={"IDENTITY_ATTACK": _spans(hate), "TOXICITY": _spans(hate)},
                             languages=[code]) if supported else None
    return MegaCallResult(comment_score=ENGLISH_SCORE, language=CommentLanguage(
        code=code, name=NAMES[code], probability=0.97, supported=supported, english_only=code != "en",
        attribute_scores=scores))


def test_a_flagged_sentence_is_highlighted_and_named_in_the_verdict():
    result = _result("es", True, hate=0.8)
    found = findings_of(DRAFT, result)
    assert [(f.kind, f.quote, f.title) for f in found] == [("objectionable", HATE, "identity attack")]
    assert "Judged in Spanish" in found[0].explanation
    verdict = verdict_of(result, found)
    assert verdict.state == "changes" and "checked in Spanish" in verdict.text
    assert "not available in Spanish" in verdict.text and "Ready" not in verdict.text
    assert shown_score(result, found) is None  # the comment score reads English


def test_a_civil_draft_in_another_language_says_what_was_not_checked():
    result = _result("es", True, hate=0.1)
    found = findings_of(DRAFT, result)
    verdict = verdict_of(result, found)
    assert found == [] and verdict.state == "ready"
    assert verdict.text.startswith("No insult, threat or hate found (checked in Spanish)")
    assert "weak arguments" in verdict.text and "not available in Spanish" in verdict.text


def test_a_draft_hostile_overall_in_another_language_is_never_ready():
    """No single sentence flagged, but the draft as a whole reads as hostile in its language: as for English."""
    result = _result("es", True, hate=0.1)
    result.language.attribute_scores.attributeScores["TOXICITY"].summaryScore.value = 0.62
    verdict = verdict_of(result, findings_of(DRAFT, result))
    assert verdict.state == "improve" and "may read as hostile (checked in Spanish)" in verdict.text
    assert "Ready" not in verdict.text and "No insult" not in verdict.text
    result.language.attribute_scores.attributeScores["TOXICITY"].summaryScore.value = 0.86
    verdict = verdict_of(result, findings_of(DRAFT, result))
    assert verdict.state == "changes" and "hostile overall (checked in Spanish)" in verdict.text


def test_an_unsupported_language_is_never_ready_to_post():
    result = _result("nl", False)
    verdict = verdict_of(result, findings_of("De fietspaden zijn een verspilling van geld.", result))
    assert verdict.state == "unchecked" and verdict.text == "Not checked: Dutch is not supported"


def test_english_drafts_are_unchanged():
    result = _result("en", True)
    assert verdict_of(result, findings_of("Thanks for the article.", result)).text.startswith("Ready to post")


def test_the_history_shows_the_toxicity_judged_in_the_drafts_language():
    from coach.history import revision_row
    result = _result("es", True, hate=0.8)
    row = revision_row(1, DRAFT, result, findings_of(DRAFT, result))
    assert row["toxicity"] == 0.8 and row["score"] is None  # not the English comment score's 0.1 and 5/5
    unsupported = _result("nl", False)
    assert revision_row(1, DRAFT, unsupported, [])["toxicity"] is None


def _uncertain(threat: float, code: str = "es") -> tuple[str, MegaCallResult]:
    draft = "Ojalá alguien les dé una paliza"
    spans = AttributeScore(summaryScore=Score(value=threat), spanScores=[
        SpanScore(begin=0, end=len(draft), score=Score(value=threat))])
    scores = AnalyzeResponse(attributeScores={"THREAT": spans, "TOXICITY": spans}, languages=["en"])
    return draft, MegaCallResult(comment_score=ENGLISH_SCORE, language=CommentLanguage(
        code=code, name=NAMES[code], probability=0.78, supported=True, english_only=False, attribute_scores=scores,
        undetermined=True))


def test_a_draft_of_no_certain_language_flagged_by_either_reading_needs_changes():
    # Issue 39 item 3: the English checks found nothing, the multilingual reading a wish of harm: a threat card that
    # says the language was not certain, "Needs changes", and no 5/5 beside it.
    draft, result = _uncertain(0.84)
    found = findings_of(draft, result)
    assert [(f.kind, f.title, f.quote) for f in found] == [("objectionable", "threat", draft)]
    assert "not certain, most likely Spanish" in found[0].explanation
    verdict = verdict_of(result, found)
    assert verdict.state == "changes" and "Ready" not in verdict.text
    assert shown_score(result, found) <= 2


def test_a_civil_draft_of_no_certain_language_stays_ready():
    draft, result = _uncertain(0.1, code="und")
    found = findings_of(draft, result)
    assert found == [] and verdict_of(result, found).state == "ready" and shown_score(result, found) == 5
