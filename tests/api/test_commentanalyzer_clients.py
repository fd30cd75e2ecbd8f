"""Issue 40: what Coral Talk, the Discourse plugin and Google's Python client hit on the external API's own paths,
each replayed as its code sends it: Google's key error, Google's shape for an untrusted Host, dropUnsupportedAttributes,
the standard parameters (fields, quotaUser, prettyPrint), any comment within 20 KB, detectedLanguages, and the count
of answers without a score."""

import json
import re

import httpx
import pytest

ANALYZE = "/v1alpha1/comments:analyze"
RUDE = "You are a stupid idiot and nobody wants to read your garbage."
CIVIL = "Thanks for the clear write-up; the figures on the new bus lanes were useful."
SPANISH = "Gracias por el artículo; los datos sobre los nuevos carriles bici me parecieron muy útiles."


@pytest.fixture(scope="module")
def key(live_server) -> str:
    return live_server.create_account("Professional")[1]


@pytest.fixture(scope="module")
def google(live_server, key):
    """Google's own client, built from our discovery document as docs/migrating.md says."""
    from googleapiclient import discovery
    return discovery.build("commentanalyzer", "v1alpha1", developerKey=key, static_discovery=False,
                           discoveryServiceUrl=live_server.url("/$discovery/rest?version=v1alpha1")).comments()


def _body(text: str, *names: str, **extra) -> dict:
    return {"comment": {"text": text}, "requestedAttributes": {name: {} for name in names}, **extra}


def coral_analyze(server, key: str, text: str, model: str = "TOXICITY", language: str = "en") -> httpx.Response:
    """Coral's perspective.ts: URL joined from the endpoint, `key` set as a search parameter, JSON.stringify."""
    body = json.dumps({"comment": {"text": text}, "doNotStore": True, "requestedAttributes": {model: {}},
                       "languages": [language]}, ensure_ascii=False, separators=(",", ":"))
    return httpx.post(server.url(ANALYZE), params={"key": key}, content=body.encode("utf-8"),
                      headers={"Content-Type": "application/json"}, timeout=60)


def discourse_analyze(server, key: str, raw: str) -> httpx.Response:
    """lib/discourse_perspective.rb: the post cut 4 characters at a time to 20.kilobytes, Rails' to_json, Excon."""
    while len(raw.encode("utf-8")) > 20 * 1024:
        raw = raw[:-4]
    body = json.dumps({"comment": {"text": raw}, "doNotStore": True, "sessionId": "https://forum.example_7",
                       "requestedAttributes": {"TOXICITY": {"scoreType": "PROBABILITY"}}},
                      ensure_ascii=False, separators=(",", ":"))
    body = body.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")  # ActiveSupport escapes
    data = body.encode("utf-8")
    headers = {"Accept": "*/*", "Content-Length": str(len(data)), "Content-Type": "application/json",
               "User-Agent": "Discourse/3.3.0"}
    return httpx.post(server.url(ANALYZE), params={"key": key}, content=data, headers=headers, timeout=60)


def discourse_score(response: httpx.Response) -> float:
    """What the plugin reads from any answer: the status is never looked at, a missing score is 0.0."""
    try:
        return [entry["summaryScore"]["value"] for entry in response.json()["attributeScores"].values()][-1]
    except (KeyError, IndexError, TypeError, ValueError):
        return 0.0


def _refusals(server, reason: str) -> float:
    found = re.search(rf'moderation_compat_refusals_total{{reason="{reason}"}} ([0-9.e+]+)',
                      httpx.get(server.url("/metrics"), timeout=30).text)
    return float(found.group(1)) if found else 0.0


def test_a_wrong_key_gets_googles_400_api_key_invalid_through_googles_client(live_server, google):
    from googleapiclient import discovery
    from googleapiclient.errors import HttpError

    before = _refusals(live_server, "API_KEY_INVALID")
    wrong = discovery.build("commentanalyzer", "v1alpha1", developerKey="wrong-key", static_discovery=False,
                            discoveryServiceUrl=live_server.url("/$discovery/rest?version=v1alpha1"))
    with pytest.raises(HttpError) as refused:
        wrong.comments().analyze(body=_body(CIVIL, "TOXICITY")).execute()
    assert refused.value.resp.status == 400 and refused.value.reason == "API key not valid. Please pass a valid API key."
    error = json.loads(refused.value.content)["error"]
    assert error["status"] == "INVALID_ARGUMENT"
    assert {"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_INVALID", "domain": "googleapis.com",
            "metadata": {"service": "commentanalyzer.googleapis.com"}} in error["details"]
    assert _refusals(live_server, "API_KEY_INVALID") == before + 1  # what an operator watches (docs/migrating.md)


@pytest.mark.parametrize("path", [ANALYZE, "/v0.2/external-compat/analyse", "/v0.2/perspective-compat/analyse"])
def test_an_untrusted_host_gets_googles_shape_on_its_paths(live_server, key, path):
    response = httpx.post(live_server.url(path), params={"key": key}, json=_body(CIVIL, "TOXICITY"),
                          headers={"Host": "moderation.example.org"}, timeout=30)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["status"] == "INVALID_ARGUMENT" and "MODERATION_TRUSTED_HOSTS" in error["message"]
    native = httpx.get(live_server.url("/v0.2/usercheck"), headers={"Host": "moderation.example.org"}, timeout=30)
    assert native.json()["error"] == "BadRequestError"  # the native paths keep the native shape


def test_drop_unsupported_attributes_keeps_what_the_language_has(live_server, google):
    body = _body(SPANISH, "TOXICITY", "SPAM", languages=["es"], dropUnsupportedAttributes=True)
    scored = google.analyze(body=body).execute()
    assert list(scored["attributeScores"]) == ["TOXICITY"] and scored["languages"] == ["es"]
    before = _refusals(live_server, "ALL_ATTRIBUTES_DROPPED")
    nothing = google.analyze(body=_body(SPANISH, "SPAM", dropUnsupportedAttributes=True)).execute()
    assert nothing["attributeScores"] == {} and nothing["languages"] == ["es"]  # 200, no score: as Google
    assert _refusals(live_server, "ALL_ATTRIBUTES_DROPPED") == before + 1
    from googleapiclient.errors import HttpError
    with pytest.raises(HttpError) as refused:  # without the flag: refused as before
        google.analyze(body=_body(SPANISH, "TOXICITY", "SPAM", languages=["es"])).execute()
    assert "LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE" in refused.value.content.decode()


def test_standard_parameters_through_googles_client(live_server, key, google):
    from googleapiclient.errors import HttpError

    partial = google.analyze(body=_body(RUDE, "TOXICITY", "INSULT", clientToken="t1"), quotaUser="newsroom-7",
                             fields="attributeScores/TOXICITY/summaryScore/value,languages", prettyPrint=True,
                             x__xgafv="2").execute()
    assert set(partial) == {"attributeScores", "languages"} and set(partial["attributeScores"]) == {"TOXICITY"}
    assert set(partial["attributeScores"]["TOXICITY"]["summaryScore"]) == {"value"}
    nested = google.analyze(body=_body(RUDE, "TOXICITY", "INSULT"), fields="attributeScores(*/summaryScore)").execute()
    assert set(nested["attributeScores"]) == {"TOXICITY", "INSULT"}
    for bad in ("attributeScores(", "nothingLikeThis", "a,,b"):
        with pytest.raises(HttpError) as refused:
            google.analyze(body=_body(CIVIL, "TOXICITY"), fields=bad).execute()
        assert refused.value.resp.status == 400, bad
    pretty = httpx.post(live_server.url(ANALYZE), params={"key": key, "prettyPrint": "true"},
                        json=_body(CIVIL, "TOXICITY"), timeout=60)
    assert pretty.text.startswith('{\n  "attributeScores"') and json.loads(pretty.text)["languages"] == ["en"]
    compact = httpx.post(live_server.url(ANALYZE), params={"key": key}, json=_body(CIVIL, "TOXICITY"), timeout=60)
    assert "\n" not in compact.text and compact.json() == pretty.json()


def test_detected_languages_on_googles_paths_but_not_on_ours(live_server, google):
    emoji = google.analyze(body=_body("Have a nice day 🤡", "TOXICITY")).execute()
    assert emoji["detectedLanguages"] == ["en"] and emoji["languages"] == ["en"]
    ours = httpx.post(live_server.url("/v0.2/external-compat/analyse"), headers=live_server.headers,
                      json=_body("Have a nice day 🤡", "TOXICITY"), timeout=60).json()
    assert ours["languages"] == ["en"] and "detectedLanguages" not in ours  # the seed's rule: no claim
    spanish = httpx.post(live_server.url("/v0.2/external-compat/analyse"), headers=live_server.headers,
                         json=_body(SPANISH, "TOXICITY"), timeout=60).json()
    assert spanish["languages"] == ["es"] and "detectedLanguages" not in spanish


def test_coral_and_discourse_get_any_comment_within_20_kb(live_server, key):
    lines = coral_analyze(live_server, key, "ok\n" * 401)  # 1,203 bytes: "401 sentences; the limit is 400" before
    assert lines.status_code == 200, lines.text
    numbered = "".join(f"{n}. Point number {n} of the plan is fine.\n" for n in range(1, 600))[:20 * 1024 - 40]
    rude_tail = numbered + "You are an idiot."
    assert len(rude_tail.encode()) <= 20 * 1024
    scored = httpx.post(live_server.url(ANALYZE), params={"key": key}, timeout=60,
                        json=_body(rude_tail, "INSULT", spanAnnotations=True)).json()
    quoted = [rude_tail[s["begin"]:s["end"]] for s in scored["attributeScores"]["INSULT"]["spanScores"]]
    assert any("idiot" in q for q in quoted) and all(q == q.strip() and q for q in quoted)  # spans in the text sent
    # Over 20 KB: the plugin cuts it. (The short "Ça suffit, espèce d'idiot." scores 0.475 with the fine-tuned
    # multilingual layers, under the flag: a measured miss, benchmarks/RESULTS.md; this test is about the cut post.)
    post = "Tu es un idiot et un ignorant, ne reviens plus commenter ici.\n" * 340 + "<b>fin</b> & merci"
    many = discourse_analyze(live_server, key, "ok\n" * 6826)  # 20,478 bytes, 6,826 lines
    assert many.status_code == 200 and discourse_score(many) < 0.5, many.text
    response = discourse_analyze(live_server, key, post)  # cut to just under 20,480 bytes, then scored
    assert response.status_code == 200 and discourse_score(response) > 0.5, response.text
    too_long = coral_analyze(live_server, key, "x" * (20 * 1024 + 1))
    assert too_long.status_code == 400 and "20480 bytes" in too_long.json()["error"]["message"]


def test_the_clients_own_thresholds_flag_abuse_and_leave_civil_comments(live_server, key, google):
    """Item 7, through Google's client, Coral's and Discourse's requests: the scale their thresholds expect (Coral
    0.8 on TOXICITY or SEVERE_TOXICITY; Discourse warns at 0.85 and flags at 0.9; most sites 0.5)."""
    abuse = "Go fuck yourself, you worthless piece of shit."
    answer = google.analyze(body=_body(abuse, "TOXICITY", "SEVERE_TOXICITY", "INSULT", "PROFANITY")).execute()
    values = {name: entry["summaryScore"]["value"] for name, entry in answer["attributeScores"].items()}
    assert values["TOXICITY"] >= 0.9 and values["SEVERE_TOXICITY"] >= 0.8, values
    assert values["INSULT"] >= 0.9 and values["PROFANITY"] >= 0.9, values
    coral = coral_analyze(live_server, key, abuse, model="SEVERE_TOXICITY").json()
    assert coral["attributeScores"]["SEVERE_TOXICITY"]["summaryScore"]["value"] >= 0.8, coral
    assert discourse_score(discourse_analyze(live_server, key, abuse)) >= 0.9
    threat = google.analyze(body=_body("I'm going to kill you.", "THREAT")).execute()
    assert threat["attributeScores"]["THREAT"]["summaryScore"]["value"] >= 0.8, threat
    for model in ("TOXICITY", "SEVERE_TOXICITY"):
        calm = coral_analyze(live_server, key, CIVIL, model=model).json()
        assert calm["attributeScores"][model]["summaryScore"]["value"] < 0.5, calm
    assert discourse_score(discourse_analyze(live_server, key, CIVIL)) < 0.5


def test_googles_client_reuses_its_connection_after_an_idle_pause(google):
    """httplib2 keeps the connection and Google's client does not retry a broken pipe: with uvicorn's own 5 s
    keep-alive, the first call after a pause of more than 5 s failed (KEEP_ALIVE_TIMEOUT, 75 s by default)."""
    import time

    assert google.analyze(body=_body(CIVIL, "TOXICITY")).execute()["attributeScores"]
    time.sleep(6.5)
    assert google.analyze(body=_body(RUDE, "TOXICITY")).execute()["attributeScores"]["TOXICITY"]


def test_a_comment_of_no_certain_language_is_not_judged_as_english_alone(live_server, key, google):
    """Issue 39 item 3: with no `languages` and no confident detection both judges read it and the higher stands;
    a client that declares English gets the English reading."""
    short = "Sei scemo."
    undeclared = google.analyze(body=_body(short, "TOXICITY")).execute()
    english = google.analyze(body=_body(short, "TOXICITY", languages=["en"])).execute()
    value = undeclared["attributeScores"]["TOXICITY"]["summaryScore"]["value"]
    assert value > english["attributeScores"]["TOXICITY"]["summaryScore"]["value"], (undeclared, english)
    assert undeclared["languages"] == ["en"]  # what it was judged as, as the external API answered
