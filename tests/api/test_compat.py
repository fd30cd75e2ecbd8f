"""external-compat / perspective-compat analyse and suggestscore, and the UTF-16 offset conversion."""

import re

import httpx
import pytest

from moderation.api.utf16 import code_unit_offsets, from_utf16, spans_to_utf16, to_utf16
from moderation.engine.core.text import sentences

EMOJI_COMMENT = "Great match 🎉🎉 yesterday! You are a stupid idiot 😡 and everyone knows it."


def utf16_slice(text: str, begin: int, end: int) -> str:
    """What a UTF-16 client (JavaScript, Java) sees at [begin, end)."""
    return text.encode("utf-16-le")[2 * begin:2 * end].decode("utf-16-le")


# --- UTF-16 conversion (no server) ---

def test_emoji_takes_two_code_units():
    text = "a🎉b"
    assert code_unit_offsets(text) == [0, 1, 3, 4]
    assert to_utf16(text, 2, 3) == (3, 4)
    assert utf16_slice(text, *to_utf16(text, 1, 2)) == "🎉"


def test_combining_characters_are_one_unit_each():
    text = "cafe\u0301 🙂 ok"  # e + combining acute: two code points, two UTF-16 units
    start = text.index("ok")
    begin, end = to_utf16(text, start, start + 2)
    assert (begin, end) == (start + 1, start + 3)  # only the emoji shifts the offsets
    assert utf16_slice(text, begin, end) == "ok"
    assert utf16_slice(text, *to_utf16(text, 0, 5)) == "cafe\u0301"


def test_many_spans_round_trip():
    text = "👍🏽 thumbs, 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 and plain"
    spans = [(0, 2), (3, 9), (11, 18), (text.index("plain"), len(text))]
    for (start, end), (begin, stop) in zip(spans, spans_to_utf16(text, spans)):
        assert utf16_slice(text, begin, stop) == text[start:end]
        assert from_utf16(text, begin, stop) == (start, end)


def test_from_utf16_rounds_a_split_surrogate_outward():
    text = "x😀y"
    assert from_utf16(text, 2, 3) == (1, 2)


def test_out_of_range_spans_are_refused():
    with pytest.raises(ValueError):
        to_utf16("abc", 2, 4)
    with pytest.raises(ValueError):
        from_utf16("a😀", 0, 4)


def test_score_request_converts_engine_spans_to_utf16(monkeypatch):
    from moderation import engine
    from moderation.api.compat_scoring import score_request
    from moderation.engine.core.types import AttributeResult
    from moderation.schemas.compat import RequestedAttribute

    target = EMOJI_COMMENT.index("stupid idiot")
    later = EMOJI_COMMENT.index("yesterday!")
    intended = {"stupid idiot": (target, target + len("stupid idiot"), 0.9), "yesterday!": (later, later + 10, 0.2)}
    monkeypatch.setattr(engine, "score_attributes", lambda text, names, spans, language="en": {
        name: AttributeResult(0.7, tuple(intended.values())) for name in names})
    response = score_request(EMOJI_COMMENT, {"INSULT": RequestedAttribute(scoreThreshold=0.5)}, True)
    spans = response.attributeScores["INSULT"].spanScores
    assert [utf16_slice(EMOJI_COMMENT, s.begin, s.end) for s in spans] == ["stupid idiot"]  # 0.2 is under 0.5
    assert spans[0].begin == target + 2  # two emoji before it, one extra code unit each


# --- analyse over HTTP ---

def _headers(server) -> dict[str, str]:
    return {"X-User-Email": server.email, "X-API-Key": server.api_key}


def _analyse(server, body, prefix: str = "external-compat") -> httpx.Response:
    return httpx.post(f"{server.base_url}/v0.2/{prefix}/analyse", headers=_headers(server), json=body, timeout=60)


def _request(text: str, *names: str, **extra) -> dict:
    return {"comment": {"text": text}, "requestedAttributes": {name: {} for name in names}, **extra}


@pytest.mark.parametrize("prefix", ["external-compat", "perspective-compat"])
def test_analyse_scores_requested_attributes(live_server, prefix):
    response = _analyse(live_server, _request("You are a stupid idiot and nobody likes you.", "TOXICITY", "INSULT"),
                        prefix)
    assert response.status_code == 200, response.text
    data = response.json()
    assert set(data["attributeScores"]) == {"TOXICITY", "INSULT"}
    for entry in data["attributeScores"].values():
        assert 0.0 <= entry["summaryScore"]["value"] <= 1.0
        assert entry["summaryScore"]["type"] == "PROBABILITY"
        assert "spanScores" not in entry  # only with spanAnnotations
    assert data["languages"] == ["en"]
    assert "detectedLanguages" not in data and "clientToken" not in data  # no languages sent: no detection claimed


def test_insult_scores_higher_than_a_kind_comment(live_server):
    rude = _analyse(live_server, _request("You are a pathetic moron.", "INSULT")).json()
    kind = _analyse(live_server, _request("Thank you for the thoughtful write-up.", "INSULT")).json()
    assert rude["attributeScores"]["INSULT"]["summaryScore"]["value"] > \
        kind["attributeScores"]["INSULT"]["summaryScore"]["value"]


def test_languages_and_client_token_are_echoed(live_server):
    body = _request("A calm remark about gardening.", "TOXICITY", languages=["en"], clientToken="req-42",
                    doNotStore=True, sessionId="s1", communityId="c1")
    data = _analyse(live_server, body).json()
    assert data["languages"] == ["en"] and data["clientToken"] == "req-42"


def test_attributes_under_their_threshold_are_left_out(live_server):
    text = "I enjoyed reading this article about bridges."
    score = _analyse(live_server, _request(text, "TOXICITY")).json()["attributeScores"]["TOXICITY"]["summaryScore"]["value"]
    assert score < 1.0
    body = {"comment": {"text": text}, "requestedAttributes": {
        "TOXICITY": {"scoreThreshold": min(1.0, score + 0.01)}, "INSULT": {"scoreThreshold": 0.0}}}
    data = _analyse(live_server, body).json()
    assert "TOXICITY" not in data["attributeScores"] and "INSULT" in data["attributeScores"]


def test_experimental_names_are_accepted(live_server):
    from moderation import engine
    experimental = sorted(name for name in engine.supported_attributes() if name.endswith("_EXPERIMENTAL"))
    if not experimental:
        pytest.skip("the engine offers no experimental attributes")
    data = _analyse(live_server, _request("Some words here.", experimental[0])).json()
    assert experimental[0] in data["attributeScores"]


def test_emoji_span_offsets_are_utf16_code_units(live_server):
    body = _request(EMOJI_COMMENT, "INSULT", "TOXICITY", spanAnnotations=True)
    data = _analyse(live_server, body).json()
    sentence_texts = {s.text for s in sentences(EMOJI_COMMENT)}
    seen = []
    for name, entry in data["attributeScores"].items():
        assert entry["spanScores"], f"{name} has no span scores"
        for span in entry["spanScores"]:
            piece = utf16_slice(EMOJI_COMMENT, span["begin"], span["end"])
            start, end = from_utf16(EMOJI_COMMENT, span["begin"], span["end"])
            assert EMOJI_COMMENT[start:end] == piece
            # A span that is not a whole sentence must still begin and end on word boundaries.
            if piece not in sentence_texts:
                assert piece == piece.strip() and piece
                before, after = EMOJI_COMMENT[start - 1:start], EMOJI_COMMENT[end:end + 1]
                assert not (re.match(r"\w", before) and re.match(r"\w", piece[0])), piece
                assert not (re.match(r"\w", after) and re.match(r"\w", piece[-1])), piece
            seen.append(piece)
    assert any("idiot" in piece for piece in seen), seen


def _assert_invalid(response: httpx.Response, *words: str) -> None:
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == 400 and error["status"] == "INVALID_ARGUMENT"
    for word in words:
        assert word in error["message"], error["message"]


@pytest.mark.parametrize("body, words", [
    (_request("Fine words.", "TOXICITY", "NOT_A_THING"), ["NOT_A_THING"]),
    (_request("Fine words.", "toxicity"), ["toxicity", "TOXICITY"]),
    ({"comment": {"text": "Fine words."}, "requestedAttributes": {"TOXICITY": {"scoreType": "RAW"}}}, ["RAW"]),
    (_request("", "TOXICITY"), ["non-empty"]),
    (_request("   ", "TOXICITY"), ["non-empty"]),
    (_request("Fine words."), ["attribute"]),
    (_request("€" * 7000, "TOXICITY"), ["too long"]),  # 7,000 characters but 21,000 UTF-8 bytes
    ({"comment": {"text": "x"}, "requestedAttributes": {"TOXICITY": {"scoreThreshold": 2}}}, ["scoreThreshold"]),
    ({"requestedAttributes": {"TOXICITY": {}}}, ["comment"]),
])
def test_analyse_errors_in_the_external_format(live_server, body, words):
    _assert_invalid(_analyse(live_server, body), *words)


def test_malformed_json_is_invalid_argument(live_server):
    response = httpx.post(f"{live_server.base_url}/v0.2/external-compat/analyse", content=b"{not json",
                          headers={**_headers(live_server), "Content-Type": "application/json"}, timeout=30)
    _assert_invalid(response, "JSON")


def test_comment_at_the_byte_limit_is_accepted(live_server):
    response = _analyse(live_server, _request("ab " * 6826, "TOXICITY"))  # 20,478 bytes
    assert response.status_code == 200, response.text


def test_analyse_needs_credentials(live_server):
    response = httpx.post(f"{live_server.base_url}/v0.2/external-compat/analyse",
                          json=_request("Hello there.", "TOXICITY"), timeout=30)
    assert response.status_code == 401


def test_analyse_refused_without_the_plan(live_server):
    email, key = live_server.create_account("Anti-Spam Only")
    response = httpx.post(f"{live_server.base_url}/v0.2/external-compat/analyse",
                          headers={"X-User-Email": email, "X-API-Key": key},
                          json=_request("Hello there.", "TOXICITY"), timeout=30)
    assert response.status_code == 402


# --- suggestscore ---

def _suggest(server, body, prefix: str = "external-compat") -> httpx.Response:
    return httpx.post(f"{server.base_url}/v0.2/{prefix}/suggestscore", headers=_headers(server), json=body, timeout=30)


def _corrections(server, comment: str) -> set[tuple]:
    """The stored corrections for a comment, as (account email, attribute, value, token)."""
    from sqlalchemy import select

    from moderation.store.models import Account, Correction, Suggestion
    with server.session() as session:
        rows = session.execute(select(Account.email, Correction.attribute, Correction.value, Suggestion.client_token)
                               .join(Suggestion, Suggestion.id == Correction.suggestion_id)
                               .join(Account, Account.id == Suggestion.account_id).where(Suggestion.comment == comment))
        return {tuple(row) for row in rows}


@pytest.mark.parametrize("prefix", ["external-compat", "perspective-compat"])
def test_suggestscore_stores_and_echoes(live_server, prefix):
    text = f"This is a fair point, actually ({prefix})."
    body = {"comment": {"text": text},
            "attributeScores": {"TOXICITY": {"summaryScore": {"value": 0.05}}, "INSULT": {"summaryScore": {"value": 0}}},
            "languages": ["en"], "clientToken": "fix-7"}
    response = _suggest(live_server, body, prefix)
    assert response.status_code == 200, response.text
    assert response.json() == {"clientToken": "fix-7", "requestedLanguages": ["en"], "detectedLanguages": ["en"]}
    assert _corrections(live_server, text) == {(live_server.email, "TOXICITY", 0.05, "fix-7"),
                                               (live_server.email, "INSULT", 0.0, "fix-7")}


def test_analyse_stores_no_text(live_server):
    text = "A sentence that must not be kept anywhere."
    assert _analyse(live_server, _request(text, "TOXICITY", doNotStore=True)).status_code == 200
    assert _corrections(live_server, text) == set()


def test_suggestscore_without_token_or_languages_answers_empty(live_server):
    body = {"comment": {"text": "Another remark."}, "attributeScores": {"THREAT": {"summaryScore": {"value": 0.9}}}}
    response = _suggest(live_server, body)
    assert response.status_code == 200 and response.json() == {}
    assert _corrections(live_server, "Another remark.") >= {(live_server.email, "THREAT", 0.9, None)}


@pytest.mark.parametrize("body, words", [
    ({"comment": {"text": "x"}, "attributeScores": {"TOXICITY": {"summaryScore": {"value": 0.1}},
                                                    "MADE_UP": {"summaryScore": {"value": 0.5}}}}, ["MADE_UP"]),
    ({"comment": {"text": "x"}, "attributeScores": {"MADE_UP": {"summaryScore": {"value": 0.5}}}}, ["MADE_UP"]),
    ({"comment": {"text": "x"}, "attributeScores": {"TOXICITY": {"summaryScore": {"value": 1.5}}}}, ["value"]),
    ({"comment": {"text": "x"}, "attributeScores": {}}, ["attribute"]),
    ({"comment": {"text": ""}, "attributeScores": {"TOXICITY": {"summaryScore": {"value": 0.5}}}}, ["non-empty"]),
    ({"comment": {"text": "y"}, "attributeScores": {"TOXICITY": {"summaryScore": {"value": 0.5}}},
      "clientToken": "t" * 501}, ["clientToken", "500"]),  # over the column's length: 400, never a 500
])
def test_suggestscore_errors(live_server, body, words):
    _assert_invalid(_suggest(live_server, body), *words)
    assert _corrections(live_server, body["comment"]["text"]) == set()  # nothing stored from a refused call


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "application/xml"])
@pytest.mark.parametrize("operation", ["external-compat/analyse", "perspective-compat/suggestscore"])
def test_non_json_content_types_are_refused_in_the_compat_format(live_server, content_type, operation):
    body = b'{"comment": {"text": "hello"}, "requestedAttributes": {"TOXICITY": {}}}'
    response = httpx.post(f"{live_server.base_url}/v0.2/{operation}", content=body, timeout=30,
                          headers={**_headers(live_server), "Content-Type": content_type})
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["status"] == "INVALID_ARGUMENT" and error["code"] == 400
    assert f"Content-Type '{content_type}' is not accepted" in error["message"]


def test_client_token_at_the_column_length_is_stored(live_server):
    text = "A remark whose correction carries the longest token."
    body = {"comment": {"text": text}, "attributeScores": {"TOXICITY": {"summaryScore": {"value": 0.2}}},
            "clientToken": "t" * 500}
    assert _suggest(live_server, body).status_code == 200
    assert _corrections(live_server, text) == {(live_server.email, "TOXICITY", 0.2, "t" * 500)}
    _assert_invalid(_analyse(live_server, {**_request("fine", "TOXICITY"), "clientToken": "t" * 501}), "clientToken")
