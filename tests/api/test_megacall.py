"""megacall: flag rules, section naming, article rules, and that each section matches its own endpoint."""

import threading
import uuid

import httpx
import pytest

from moderation import engine
from moderation.api.errors import ARTICLE_NOT_FOUND_MESSAGE
from tests.api.helpers import api_client, register_article

ARTICLE_TEXT = """Our town library will open on Sundays from next month. The extra hours are paid for by a
grant from the regional arts fund, and volunteers will run a children's reading hour at noon.
Librarians hope the change brings in families who work during the week."""
COMMENT = "Sunday opening is great news for working parents, though I hope the volunteers get some training. 🙂"
SECTIONS = ("comment_score", "spam_check", "relevance_check", "dogwhistle_check", "external", "perspective",
            "llm_detection")
EXTERNAL_ATTRIBUTES = {"TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT"}


@pytest.fixture(scope="module")
def client(live_server):
    with api_client(live_server.base_url, *live_server.create_account("Professional")) as http:
        yield http


@pytest.fixture(scope="module")
def article_id(client) -> str:
    return register_article(client, ARTICLE_TEXT)


def test_all_checks_at_once(client, article_id):
    body = {"comment": COMMENT, "article_context_id": article_id, "run_comment_score": True, "run_spam_check": True,
            "run_relevance_check": True, "run_dogwhistle_check": True, "run_external": True, "run_llm_detect": True,
            "banned_topics": ["sports"], "sensitive_topics": ["religion"], "reply_to_comment": "Is this a good idea?",
            "context_comments": ["Finally!", "Who pays for it?"]}
    response = client.post("/megacall", json=body)
    assert response.status_code == 200, response.text
    data = response.json()
    assert data["perspective"] is None
    assert all(data[name] is not None for name in SECTIONS if name != "perspective")
    assert 1 <= data["comment_score"]["overall_score"] <= 5
    assert data["spam_check"]["is_spam"] is False
    assert data["relevance_check"]["on_topic"]["on_topic"] is True
    assert data["dogwhistle_check"]["detection"]["dogwhistles_detected"] is False
    assert 0.0 <= data["llm_detection"]["llm_likelihood"] <= 1.0
    external = data["external"]
    assert set(external["attributeScores"]) == EXTERNAL_ATTRIBUTES and external["languages"] == ["en"]
    for entry in external["attributeScores"].values():
        assert "spanScores" in entry  # the external section always carries span scores


def test_checks_run_in_turn_in_one_thread_and_share_one_encoder_run(client, article_id, monkeypatch):
    # One thread hand-off for the checks (one after another), whichever thread starts the one encoder run.
    from moderation.engine.core.embedder import get_embedder
    threads: dict[str, int] = {}
    runs: list[int] = []
    embedder, real_run = get_embedder(), get_embedder()._run_encoded

    def counted_run(encodings, *args, **kwargs):
        runs.extend(1 for e in encodings if "only" in e.tokens and "sends" in e.tokens)
        return real_run(encodings, *args, **kwargs)

    def noted(name, judge):
        def wrapper(*args, **kwargs):
            threads[name] = threading.get_ident()
            return judge(*args, **kwargs)
        return wrapper

    monkeypatch.setattr(embedder, "_run_encoded", counted_run)
    for name in ("detect_llm", "check_dogwhistle", "check_relevance"):
        monkeypatch.setattr(engine, name, noted(name, getattr(engine, name)))
    response = client.post("/megacall", json={"comment": COMMENT + " A sentence only this test sends.",
                                              "article_context_id": article_id, "run_llm_detect": True,
                                              "run_dogwhistle_check": True, "run_relevance_check": True})
    assert response.status_code == 200, response.text
    assert len(threads) == 3 and len(set(threads.values())) == 1
    assert runs == [1]  # the new sentence was encoded once for every check


def test_a_comment_in_another_language_gets_its_external_section_before_the_english_encoder_checks(client,
                                                                                                     monkeypatch):
    # The multilingual judge reads nothing of the English encoder run, so its section runs beside that run.
    calls: list[str] = []

    def noted(name, judge):
        def wrapper(*args, **kwargs):
            calls.append(name)
            return judge(*args, **kwargs)
        return wrapper

    for name in ("check_spam", "score_attributes"):
        monkeypatch.setattr(engine, name, noted(name, getattr(engine, name)))
    german = "Der Gemeinderat hat gestern Abend über den neuen Radweg entlang der Hauptstraße abgestimmt."
    data = client.post("/megacall", json={"comment": german, "run_spam_check": True, "run_external": True}).json()
    assert data["external"]["languages"] == ["de"]
    assert calls == ["score_attributes", "check_spam"]
    english = client.post("/megacall", json={"comment": COMMENT, "run_spam_check": True, "run_external": True})
    assert english.status_code == 200 and calls[2:] == ["check_spam", "score_attributes"]


def test_only_requested_sections_are_filled(client):
    response = client.post("/megacall", data={"comment": COMMENT, "run_llm_detect": "true", "run_spam_check": "true",
                                              "run_comment_score": "false"})
    assert response.status_code == 200, response.text
    data = response.json()
    assert {name for name in SECTIONS if data[name] is not None} == {"llm_detection", "spam_check"}


def test_sections_match_the_single_endpoints(client, article_id):
    mega = client.post("/megacall", json={"comment": COMMENT, "article_context_id": article_id,
                                          "run_relevance_check": True, "run_llm_detect": True}).json()
    single_relevance = client.post("/commentrelevance", json={"comment": COMMENT, "article_context_id": article_id})
    single_llm = client.post("/llmdetect", json={"comment": COMMENT})
    assert mega["relevance_check"] == single_relevance.json()
    assert mega["llm_detection"] == single_llm.json()


def test_run_perspective_names_the_section_perspective(client):
    data = client.post("/megacall", json={"comment": COMMENT, "run_perspective": True}).json()
    assert data["external"] is None and data["perspective"] is not None
    assert set(data["perspective"]["attributeScores"]) == EXTERNAL_ATTRIBUTES


def test_run_external_and_run_perspective_fill_both(client):
    data = client.post("/megacall", data={"comment": COMMENT, "run_perspective": "true", "run_external": "true"}).json()
    assert data["external"] == data["perspective"] and data["external"] is not None


def test_no_flag_is_400(client):
    for body in ({"comment": COMMENT}, {"comment": COMMENT, "run_spam_check": False, "run_external": False}):
        response = client.post("/megacall", json=body)
        assert response.status_code == 400 and "run_" in response.json()["message"]


@pytest.mark.parametrize("flag", ["run_comment_score", "run_relevance_check", "run_dogwhistle_check"])
def test_article_checks_need_an_article(client, flag):
    response = client.post("/megacall", json={"comment": COMMENT, flag: True, "run_spam_check": True})
    assert response.status_code == 400 and "article_context_id" in response.json()["message"]


def test_unknown_article_is_not_found_where_the_article_is_required(client):
    response = client.post("/megacall", json={"comment": COMMENT, "article_context_id": str(uuid.uuid4()),
                                              "run_spam_check": True, "run_relevance_check": True})
    assert response.status_code == 400 and response.json()["message"] == ARTICLE_NOT_FOUND_MESSAGE


def test_unknown_article_is_no_context_for_spam_alone(client):
    response = client.post("/megacall", json={"comment": COMMENT, "article_context_id": str(uuid.uuid4()),
                                              "run_spam_check": True})
    assert response.status_code == 200, response.text
    assert "without article context" in response.json()["spam_check"]["reasoning"]


def test_bad_flag_value_and_empty_comment(client):
    assert client.post("/megacall", json={"comment": COMMENT, "run_spam_check": "maybe"}).status_code == 400
    assert client.post("/megacall", json={"comment": "", "run_spam_check": True}).status_code == 400


def test_megacall_needs_its_plan(live_server):
    email, key = live_server.create_account("Anti-Spam Only")
    response = httpx.post(f"{live_server.base_url}/v0.2/megacall", json={"comment": COMMENT, "run_spam_check": True},
                          headers={"X-User-Email": email, "X-API-Key": key}, timeout=60)
    assert response.status_code == 402


@pytest.mark.parametrize("comment", ["x" * 19_000, "I" + " very" * 3_500 + " much agree.", "🎉" * 5_000, "!!!"],
                         ids=["one-long-word", "many-short-words", "only-emoji", "only-punctuation"])
def test_pathological_comments_are_answered_promptly(client, article_id, comment):
    # Every judge at once: a quadratic step anywhere would hold the request far past the timeout.
    body = {"comment": comment, "article_context_id": article_id, "run_comment_score": True, "run_spam_check": True,
            "run_relevance_check": True, "run_dogwhistle_check": True, "run_external": True, "run_llm_detect": True}
    response = client.post("/megacall", json=body, timeout=30)
    assert response.status_code == 200, response.text


def test_every_answer_says_the_comments_language_and_judges_other_languages_in_them(client):
    english = client.post("/megacall", json={"comment": COMMENT, "run_spam_check": True}).json()["language"]
    assert english["code"] == "en" and english["supported"] and not english["english_only"]
    assert english["attribute_scores"] is None
    spanish = "Los inmigrantes sin papeles son ratas y hay que echarlos a todos del país."
    data = client.post("/megacall", json={"comment": spanish, "run_spam_check": True}).json()["language"]
    assert data["code"] == "es" and data["supported"] and data["english_only"]
    assert data["attribute_scores"]["attributeScores"]["IDENTITY_ATTACK"]["summaryScore"]["value"] >= 0.5
    assert data["attribute_scores"]["attributeScores"]["IDENTITY_ATTACK"]["spanScores"]
    dutch = "De nieuwe fietspaden in het centrum zijn een verspilling van belastinggeld, vind ik."
    data = client.post("/megacall", json={"comment": dutch, "run_external": True}).json()
    assert data["language"]["code"] == "nl" and not data["language"]["supported"]
    assert data["external"]["attributeScores"] == {} and data["external"]["detectedLanguages"] == ["nl"]


def test_a_comment_of_no_certain_language_is_read_both_ways_and_says_so(client, article_id):
    # Issue 39 item 3 in the coach's answer: a short Spanish wish of harm the detector cannot place is not passed as
    # English; the English checks still run (it may be English), and the language section says it was read both ways.
    threat = "Ojalá alguien les dé una paliza"
    data = client.post("/megacall", json={"comment": threat, "run_spam_check": True}).json()
    language = data["language"]
    assert language["undetermined"] and not language["english_only"] and language["code"] == "es"
    assert data["spam_check"] is not None  # the English checks ran
    scores = language["attribute_scores"]["attributeScores"]
    assert scores["THREAT"]["summaryScore"]["value"] >= 0.5 and scores["THREAT"]["spanScores"]
    with_external = client.post("/megacall", json={"comment": threat, "run_external": True}).json()
    assert with_external["language"]["attribute_scores"] == with_external["external"]  # one reading, not two
    sure = client.post("/megacall", json={"comment": COMMENT, "run_spam_check": True}).json()["language"]
    assert not sure["undetermined"] and sure["attribute_scores"] is None
    # its comment score, in the megacall and alone, holds the threat the second reading found, and says why
    scored = client.post("/megacall", json={"comment": threat, "article_context_id": article_id,
                                            "run_comment_score": True}).json()["comment_score"]
    alone = client.post("/commentscore", json={"comment": threat, "article_context_id": article_id}).json()
    for score in (scored, alone):
        phrases = score["objectionable_phrases"]
        assert [(p["quoted_objectionable_phrase"], p["category"]) for p in phrases] == [(threat, "threat")]
        assert "not certain, most likely Spanish" in phrases[0]["explanation"] and score["overall_score"] <= 2


def test_a_comment_in_another_language_is_scored_in_it_without_the_english_tone_layers(client, article_id,
                                                                                        monkeypatch):
    # Its comment score is the multilingual judge's (commentscore/languages.py); the English encoder then runs only
    # its plain layers, for the spam check, and the two sections that read the same judge agree.
    from moderation.engine.core.embedder import get_embedder
    asked: list[bool] = []
    embedder, real_run = get_embedder(), get_embedder()._run_encoded

    def counted_run(encodings, logits=True, *args, **kwargs):
        asked.append(logits)
        return real_run(encodings, logits, *args, **kwargs)

    monkeypatch.setattr(embedder, "_run_encoded", counted_run)
    german = ("Der Gemeinderat hat das Hallenbad geschlossen, ohne die Familien zu fragen. "
              "Die Ratsmitglieder sind doch alle Idioten, die keine Ahnung haben.")
    data = client.post("/megacall", json={"comment": german, "article_context_id": article_id, "run_comment_score": True,
                                          "run_spam_check": True, "run_external": True}).json()
    score = data["comment_score"]
    assert "Read in German" in score["toxicity_explanation"]
    assert [p["quoted_objectionable_phrase"] for p in score["objectionable_phrases"]] == [
        "Die Ratsmitglieder sind doch alle Idioten, die keine Ahnung haben."]
    assert score["negative_tone_phrases"] == [] and score["logical_fallacies"] == []
    assert abs(score["toxicity_score"] - data["external"]["attributeScores"]["TOXICITY"]["summaryScore"]["value"]) < 1e-3
    assert asked and not any(asked)  # the plain graph only: no toxicity or tone top
    single = client.post("/commentscore", json={"comment": german, "article_context_id": article_id}).json()
    assert single["toxicity_explanation"] == score["toxicity_explanation"]
