"""Issue 41 (the coach, round 3), without a browser: every part of the page agrees for other languages (item 1),
one shared headline word does not make a comment on topic (2), wording (4), the Demo keeps the writer's settings
(5), the verdict area (6), a history per draft and article (7), article titles and operator settings (8), why the
service's own topics differ from the flagged column (9)."""

import logging

import pandas as pd
import pytest

from coach.check import add_revision
from coach.connection import explain, for_commenter
from coach.demo import DEMO_COMMENTS, demo_settings, shown_demo
from coach.details import details_of, machine_text
from coach.drafting import dismiss, dismissed_findings, set_draft, writer_text
from coach.findings import Finding, findings_of, term_reason
from coach.plain import plain
from coach.settings import check_settings, own_settings
from coach.spans import whole_phrase
from coach.state import ArticleRecord, init_state, title_of
from coach.topic_labels import service_difference
from coach.verdict import banner_score, verdict_of
from moderation.client import BadRequest
from moderation.schemas.compat import AnalyzeResponse
from moderation.schemas.checks import (
    BannedTopicsResult, CommentRelevanceResult, DogwhistleDetails, DogwhistleDetection, DogwhistleResult,
    LlmDetectResult, OnTopicResult, SpamDetectionResult,
)
from moderation.schemas.findings import CommentScore, HealthItemScore, LogicalFallacy
from moderation.schemas.megacall import CommentLanguage, MegaCallResult


def _score(overall: int, toxicity: float = 0.1, explanation: str = "", **kw) -> CommentScore:
    return CommentScore(appears_low_effort=False, overall_score=overall, toxicity_score=toxicity,
                        toxicity_explanation=explanation, **kw)


def _relevance(on: bool) -> CommentRelevanceResult:
    return CommentRelevanceResult(
        on_topic=OnTopicResult(reasoning="Off topic (similarity 0.1).", on_topic=on, confidence=0.93),
        banned_topics=BannedTopicsResult(reasoning="", banned_topics=[], quantity_on_banned_topics=0.0, confidence=1.0))


# --- item 1: a draft in another language -------------------------------------------------------------------------

GERMAN = "Danke für den Artikel. Diese Ausländer sind Abschaum und sollen sofort dahin zurück."


def _german() -> MegaCallResult:
    start = GERMAN.index("Diese")
    scores = AnalyzeResponse.model_validate({"attributeScores": {
        "TOXICITY": {"summaryScore": {"value": 0.8, "type": "PROBABILITY"},
                     "spanScores": [{"begin": start, "end": len(GERMAN), "score": {"value": 0.8, "type": "PROBABILITY"}}]},
        "IDENTITY_ATTACK": {"summaryScore": {"value": 0.7, "type": "PROBABILITY"},
                            "spanScores": [{"begin": start, "end": len(GERMAN),
                                            "score": {"value": 0.7, "type": "PROBABILITY"}}]}},
        "languages": ["de"]})
    return MegaCallResult(
        comment_score=_score(2, 0.55, "The comment reads as hostile overall (toxicity 0.55) although no single phrase "
                                      "stands out."),
        relevance_check=_relevance(False),
        spam_check=SpamDetectionResult(is_spam=False, confidence=0.99, reasoning="Not spam."),
        language=CommentLanguage(code="de", name="German", probability=0.99, supported=True, english_only=True,
                                 attribute_scores=scores))


def test_details_of_another_language_agree_with_the_verdict_and_the_card():
    result = _german()
    found = findings_of(GERMAN, result)
    assert [f.kind for f in found] == ["objectionable"]
    verdict = verdict_of(result, found)
    assert "relevance" in verdict.text and "not available in German" in verdict.text
    text = " ".join(f"{d.caption} {d.text}" for d in details_of(result, found))
    assert "Relevance:" not in text and "off topic" not in text and "Spam:" not in text  # the English reads
    assert "no single phrase" not in text and "No toxic language" not in text
    assert "judged in German" in text and "1 sentence flagged" in text
    assert "Not available in German" in text


def test_english_toxicity_words_never_deny_an_objectionable_card():
    result = MegaCallResult(comment_score=_score(3, 0.2, "No toxic language found: nothing in the comment reads as "
                                                           "an insult."))
    card = [Finding("objectionable", "clowns", "An insult.", start=0, end=6)]
    toxicity = next(d for d in details_of(result, card) if d.caption == "Toxicity")
    assert "No toxic language" not in toxicity.text and "flagged above" in toxicity.text
    assert "No toxic language" in next(d for d in details_of(result, []) if d.caption == "Toxicity").text


# --- item 4: wording -----------------------------------------------------------------------------------------------

def test_each_coded_language_card_explains_its_own_term():
    reasoning = ('Coded language found. "globalists" is an antisemitic dogwhistle (covert meaning: Jewish people); '
                 'the sentence frames a group with hostility. "88" is a white supremacist dogwhistle (covert meaning: '
                 'Heil Hitler); the form is used almost only as code.')
    draft = "The globalists again. 88 to you."
    result = MegaCallResult(dogwhistle_check=DogwhistleResult(
        detection=DogwhistleDetection(reasoning=reasoning, dogwhistles_detected=True, confidence=0.9),
        details=DogwhistleDetails(dogwhistle_terms=["globalists", "88"], categories=["antisemitic", "white supremacist"],
                                  subtlety_level=0.5, harm_potential=0.8)))
    cards = {f.quote: f for f in findings_of(draft, result)}
    assert "globalists" in cards["globalists"].explanation and '"88"' not in cards["globalists"].explanation
    assert '"88"' in cards["88"].explanation and "globalists" not in cards["88"].explanation
    assert cards["globalists"].title == "antisemitic" and cards["88"].title == "white supremacist"
    assert term_reason(reasoning, "missing") == ("", "")


def test_a_card_title_never_repeats_its_label():
    spam = SpamDetectionResult(is_spam=True, confidence=1.0, reasoning="Spam: a link.")
    card = findings_of("Buy now at example.com", MegaCallResult(spam_check=spam))[0]
    assert card.label == "Reads as spam" and card.title == ""
    off = findings_of("Football.", MegaCallResult(relevance_check=_relevance(False)))[0]
    assert off.label == "Off-topic" and off.title == ""  # not "Off-topic · not about the article"


def test_a_highlight_never_runs_past_its_own_full_stop():
    text = "Funny how the grant money goes to projects like this. We know who is behind it."
    quote = "Funny how the grant money goes to projects like this."
    start, end = whole_phrase(text, 0, len(quote))
    assert text[start:end] == quote
    cut = "The council are useless and their"  # still widened to the noun it stops before
    assert whole_phrase(cut + " plans fail.", 0, len(cut))[1] == len(cut + " plans")


def test_a_quoted_figure_leaves_no_empty_quotes():
    said = plain('Not spam: although the comment is unrelated to the article ("closest similarity 0.07"), it reads '
                 'as an ordinary contribution.')
    assert '("")' not in said and "()" not in said
    assert said == "Not spam: although the comment is unrelated to the article, it reads as an ordinary contribution."


def test_spam_details_never_call_an_on_topic_draft_unrelated_to_the_article():
    from coach.details import spam_text
    alone = 'Not spam (probability 0.03): although the comment is unrelated to the article (closest similarity 0.21), ' \
            'it reads as an ordinary contribution.'
    assert spam_text(alone, on_topic=True) == "Not spam: it reads as an ordinary contribution."
    assert "unrelated to the article" in spam_text(alone, on_topic=False)
    several = 'Possibly spam (probability 0.52): the comment contains a link ("bit.ly/x") and is unrelated to the ' \
              'article (closest similarity 0.11).'
    assert spam_text(several, on_topic=True) == 'Possibly spam: the comment contains a link ("bit.ly/x").'


def test_service_wording_quotes_words_not_contractions_or_figures():
    from moderation.engine.commentscore.explain import explain_objectionable
    from moderation.engine.core.types import Issue
    from moderation.engine.spam.judge import _describe
    from moderation.engine.spam.signals import signals
    from moderation.schemas.findings import ModerationCategory

    promo = next(s for s in signals("I won't buy anything here, and I won't win either.") if s.name == "promo")
    assert "won" not in promo.evidence.split(", ") and "buy" in promo.evidence
    won = next(s for s in signals("We won't go.") if s.name == "promo")
    assert won.evidence == "" and won.value == 0.0  # nor counted in the spam score (it was, until the spam retrain)
    assert '("' not in _describe([("is unrelated to the article (closest similarity 0.07)", "")])
    text = "The mayor is a moron."
    issue = Issue(text.index("moron"), len(text) - 1, "moron", ModerationCategory.INSULT, "insult", 3, 0.9,
                  {"reason": "a put-down of a person"})
    said = explain_objectionable(issue, text)
    assert "put-down of a person" not in said and said.count("put-down") == 1
    named = explain_objectionable(Issue(0, 5, "moron", ModerationCategory.INSULT, "insult", 3, 0.9,
                                        {"reason": "name-calling"}), text)
    assert "(name-calling)" in named  # a reason that adds something stays


# --- item 5: the Demo keeps the writer's settings ------------------------------------------------------------------

def test_a_demo_comment_brings_settings_for_its_draft_only():
    state: dict = {}
    init_state(state)
    state.update(banned_text="my own topic", sensitive_text="my sensitive topic", reply_to="my reply")
    comment = next(c for c in DEMO_COMMENTS if c.banned_topics)
    set_draft(state, comment.text, new=True)
    state["draft_settings"] = demo_settings(comment, None)
    assert check_settings(state).banned == comment.banned_topics and shown_demo(state) == comment
    assert state["banned_text"] == "my own topic" and state["reply_to"] == "my reply"  # never overwritten
    writer_text(state, comment.text + " And one more thing.")  # revising the demo draft: still its settings
    assert check_settings(state).source == comment.name
    writer_text(state, "A comment of my own about the ferry timetable, nothing like the demo one.")
    assert check_settings(state) == own_settings(state) and check_settings(state).banned == ["my own topic"]
    assert shown_demo(state) is None  # the Demo page does not show the writer's draft under its article


def test_the_note_about_demo_settings_shows_only_when_they_differ():
    from coach.settings import borrowed
    state: dict = {}
    init_state(state)
    plain_demo = next(c for c in DEMO_COMMENTS if not (c.banned_topics or c.sensitive_topics or c.reply_to))
    set_draft(state, plain_demo.text, new=True)
    state["draft_settings"] = demo_settings(plain_demo, None)
    assert borrowed(state) is None  # the same as the writer's defaults
    state["banned_text"] = "parking"
    assert borrowed(state) == state["draft_settings"]


# --- item 6: the verdict area --------------------------------------------------------------------------------------

def test_no_good_score_badge_beside_needs_changes():
    llm = LlmDetectResult(llm_likelihood=0.96, confidence=0.66, reasoning="Machine.", signals_detected=[])
    result = MegaCallResult(comment_score=_score(5), llm_detection=llm)
    found = findings_of("It is important to note.", result)
    verdict = verdict_of(result, found)
    assert verdict.state == "changes" and banner_score(verdict, result, found) is None
    details = details_of(result, found, 5)
    assert details[0].caption.startswith("Comment score: 5/5")  # the figure is still there, under Details
    machine = next(d for d in details if d.value == 0.96)
    assert machine.text == "Likely machine-written; the detector is somewhat sure of this (66% confident)."
    assert machine_text(0.2, 0.95) == "Likely written by a person; the detector is very sure of this (95% confident)."


def test_machine_text_unsure_is_no_finding_and_details_say_why():
    """A short draft's machine likelihood is a guess: no card, no "needs changes", and Details does not say "likely"."""
    llm = LlmDetectResult(llm_likelihood=0.96, confidence=0.56, reasoning="Machine.", signals_detected=[])
    result = MegaCallResult(comment_score=_score(5), llm_detection=llm)
    found = findings_of("It is important to note.", result)
    assert not [f for f in found if f.kind == "machine"] and verdict_of(result, found).state == "ready"
    machine = next(d for d in details_of(result, found, 5) if d.value == 0.96)
    assert machine.text == ("Leans machine-written, but the detector is unsure (56% confident: the draft is too short "
                            "to tell), so it is not flagged.")
    ready = MegaCallResult(comment_score=_score(5))
    assert banner_score(verdict_of(ready, []), ready, []) == 5


def test_a_low_score_says_what_would_raise_it_or_is_not_called_could_be_better():
    draft = "Everyone knows it fails."
    fallacy = LogicalFallacy(fallacy_name="bandwagon", quoted_logical_fallacy_example="Everyone knows it fails.",
                             explanation="x", severity=2)
    result = MegaCallResult(comment_score=_score(3, logical_fallacies=[fallacy]))
    state: dict = {}
    init_state(state)
    from coach.check import CheckOutcome
    state["draft"] = draft
    state["last_result"] = CheckOutcome(draft, result, findings_of(draft, result))
    dismiss(state, 0)
    verdict = verdict_of(result, [], dismissed_findings(state))
    assert verdict.state == "improve" and "the finding you dismissed" in verdict.text and "raise" in verdict.text
    assert "weak argument" not in verdict.text  # the verdict names only the kinds shown
    hostile = MegaCallResult(comment_score=_score(3, toxicity=0.45))
    assert "hostile" in verdict_of(hostile, []).text
    thin = MegaCallResult(comment_score=_score(3, health_items={"low_effort": HealthItemScore(score=4, minimum=4,
                                                                                              is_acceptable=True)}))
    assert "reason or an example" in verdict_of(thin, []).text
    nothing = MegaCallResult(comment_score=_score(3))  # nothing to act on: not "could be better"
    assert verdict_of(nothing, []).state == "ready"


# --- item 7: a history per draft and article -----------------------------------------------------------------------

def test_revision_history_belongs_to_one_draft_on_one_article():
    state: dict = {}
    init_state(state)
    set_draft(state, "The lane is fine but the market should stay on Harbour Street.", new=True)
    add_revision(state, "article-1", {"draft": "a"})
    writer_text(state, "The lane is fine but the market should stay on Harbour Street, please.")
    add_revision(state, "article-1", {"draft": "b"})
    assert [r["revision"] for r in state["revisions"]] == [1, 2]
    add_revision(state, "article-2", {"draft": "b"})  # the same words against another article: a new history
    assert [r["revision"] for r in state["revisions"]] == [1]
    writer_text(state, "Completely different: when does the swimming pool open again after the repairs?")
    assert state["revisions"] == []  # another draft
    set_draft(state, DEMO_COMMENTS[0].text, new=True)  # a Demo example is its own draft too
    assert state["revisions"] == []


# --- item 8: titles and what a commenter is told -------------------------------------------------------------------

def test_an_uploaded_file_takes_its_headline_like_pasted_text():
    text = "# Town pool to close for repairs\n\nThe pool on Park Lane closes in March."
    assert title_of(text, None, "article.txt") == title_of(text, None) == "Town pool to close for repairs"
    assert title_of("", None, "article.txt") == "article.txt"
    record = ArticleRecord("a1", title_of(text, None), text=text)
    assert record.first_words.startswith("Town pool to close")  # no Markdown heading marks in the table either


def test_operator_settings_are_logged_not_shown_to_the_commenter(caplog):
    refused = BadRequest(400, "INVALID_ARGUMENT", "127.0.0.1 is not a public address: private address refused; set "
                                                  "MODERATION_FETCH_ALLOW_PRIVATE=true to allow intranet addresses")
    with caplog.at_level(logging.WARNING, logger="coach"):
        said = explain(refused)
    assert "MODERATION_" not in said and "Paste the article's text" in said
    assert "MODERATION_FETCH_ALLOW_PRIVATE=true" in caplog.text
    assert for_commenter("longer than 10 characters (MODERATION_MAX_ARTICLE_CHARS)") == "longer than 10 characters"


# --- item 9: flagged and named by the service ----------------------------------------------------------------------

def test_the_difference_between_flagged_and_named_by_the_service_is_explained():
    results = pd.DataFrame({"similarity": [{"taxes": 0.30}, {"taxes": 0.26}, {"taxes": 0.10}],
                            "banned": [["taxes"], ["taxes"], ["taxes"]]})  # the last: a word of the topic
    assert "differ on 1 comment: 1 named by the service but not flagged" in service_difference(results, 0.24)
    note = service_difference(results, 0.28)
    assert "differ on 2 comments: 2 named by the service but not flagged" in note and "0.28" in note
    agree = pd.DataFrame({"similarity": [{"taxes": 0.30}, {"taxes": 0.1}], "banned": [["taxes"], []]})
    assert service_difference(agree, 0.24) == ""


# --- item 2: one shared headline word ------------------------------------------------------------------------------

POOL = ("The municipal swimming pool on Park Lane will close on 1 March for roof and boiler repairs, the council "
        "said. The last major repair was in 2009. Swimming clubs will use the leisure centre in Westford during the "
        "closure. The council expects the pool to reopen in late summer. Lane swimming sessions will move to the "
        "school pool at the weekends. The last swimming lessons of the term will finish early.")


@pytest.fixture(scope="module")
def pool():
    from moderation import engine
    return engine.build_article(POOL, title="Town pool to close for repairs next month")


def test_ordinary_headline_words_are_not_names(pool):
    from moderation.engine.relevance import salient_terms
    names, words = salient_terms(pool.text, pool.title)
    assert {"month", "last", "pool", "next"}.isdisjoint(names) and {"pool", "month"} <= words
    assert {"westford", "march", "2009"} <= names


@pytest.mark.parametrize("comment, on_topic", [
    ("Does anyone know why the number 12 bus has been late every morning this month? And the potholes on Station "
     "Road are getting worse. Last week I waited forty minutes.", False),
    ("Does anyone know why the number 12 bus has been late every morning this month?", False),
    ("Closing the pool for six months is too long.", True),
    ("Will the pool be open for the summer holidays?", True),
])
def test_one_shared_common_word_does_not_make_a_comment_on_topic(pool, comment, on_topic):
    from moderation import engine
    result = engine.check_relevance(comment, pool).on_topic
    assert result.on_topic is on_topic, result.reasoning
    if not on_topic:
        assert "it mentions" not in result.reasoning  # shared words are not given as a reason it is on topic
