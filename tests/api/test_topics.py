"""inittopic on the live server: text and URL sources, both encodings, errors, ownership of article ids."""

import uuid

import httpx
import numpy as np
import pytest
from sqlalchemy import func, select

from moderation.accounts import service as accounts
from moderation.api.deps import Caller
from moderation.api.errors import ARTICLE_NOT_FOUND_MESSAGE
from moderation.store.articles import load_article
from moderation.store.models import Account, ApiKey, Usage
from tests.documents.pdfs import make_pdf

ARTICLE = ("# Community gardens\n\nCity councils are turning empty lots into vegetable gardens. "
           "Neighbours share the plots, the tools and the harvest. Volunteers teach children how to compost.")


def _inittopic(server, headers=None, **kwargs) -> httpx.Response:
    return httpx.post(server.url("/v0.2/inittopic"), headers=headers or server.headers, timeout=60, **kwargs)


def _caller(server, email: str) -> Caller:
    """The caller as the server would see it now (current key)."""
    with server.session() as session:
        account = session.scalar(select(Account).where(Account.email == email))
        key = session.scalar(select(ApiKey).where(ApiKey.account_id == account.id, ApiKey.revoked_at.is_(None)))
        return Caller(account.id, key.id, account.email, "Professional")


def _load(server, email: str, article_id: str):
    with server.session() as session:
        caller = _caller(server, email)
        return load_article(session, caller.account_id, caller.key_id, uuid.UUID(article_id))


def _article_id(response: httpx.Response) -> str:
    assert response.status_code == 200, response.text
    return str(uuid.UUID(response.json()["article_id"]))


def test_text_topic_is_stored_with_its_embeddings(live_server):
    article_id = _article_id(_inittopic(live_server, json={"text": ARTICLE, "topic_description": "urban gardening"}))
    article = _load(live_server, live_server.email, article_id)
    assert "vegetable gardens" in article.text and article.description == "urban gardening"
    assert article.chunks and article.chunk_embeddings.dtype == np.float32
    assert article.chunk_embeddings.shape == (len(article.chunks), 384)


@pytest.mark.parametrize("encoding", ["data", "files"])
def test_form_encodings_are_accepted(live_server, encoding):
    fields = {"text": ARTICLE, "topic_description": "gardens"}
    if encoding == "files":  # multipart/form-data with plain fields
        response = _inittopic(live_server, files={k: (None, v) for k, v in fields.items()})
    else:
        response = _inittopic(live_server, data=fields)
    assert _load(live_server, live_server.email, _article_id(response)).description == "gardens"


@pytest.mark.parametrize("body", [{}, {"text": ""}, {"text": "   "}, {"url": ""}, {"text": "x", "url": "http://a.test/"},
                                  {"topic_description": "only this"}])
def test_both_neither_or_empty_gets_400(live_server, body):
    response = _inittopic(live_server, json=body)
    assert response.status_code == 400 and "exactly one" in response.json()["message"]


def test_usage_is_recorded_for_inittopic(live_server):
    email, key = live_server.create_account("Professional")
    _article_id(_inittopic(live_server, {"X-User-Email": email, "X-API-Key": key}, json={"text": ARTICLE}))
    with live_server.session() as session:
        account_id = session.scalar(select(Account.id).where(Account.email == email))
        rows = session.scalar(select(func.count()).select_from(Usage).where(Usage.account_id == account_id,
                                                                            Usage.operation == "inittopic"))
    assert rows == 1


def test_article_ids_belong_to_their_account(live_server):
    article_id = _article_id(_inittopic(live_server, json={"text": ARTICLE}))
    other_email, _ = live_server.create_account("Professional")
    assert _load(live_server, other_email, article_id) is None
    assert _load(live_server, live_server.email, article_id) is not None


def test_article_ids_stop_resolving_after_key_rotation(live_server):
    email, key = live_server.create_account("Professional")
    headers = {"X-User-Email": email, "X-API-Key": key}
    article_id = _article_id(_inittopic(live_server, headers, json={"text": ARTICLE}))
    assert _load(live_server, email, article_id) is not None
    with live_server.session() as session:
        new_key = accounts.rotate_key(session, live_server.service.app.state.secret, email)
    assert _inittopic(live_server, headers, json={"text": ARTICLE}).status_code == 401
    assert _load(live_server, email, article_id) is None
    response = httpx.post(live_server.url("/v0.2/commentscore"), timeout=60,
                          headers={"X-User-Email": email, "X-API-Key": new_key},
                          json={"comment": "I like the compost lessons.", "article_context_id": article_id})
    assert response.status_code == 400 and response.json()["message"] == ARTICLE_NOT_FOUND_MESSAGE


@pytest.mark.parametrize("path, body, content_type, expected", [
    ("/page.html", "<html><head><title>Gardens</title></head><body><nav>Home | About</nav><article><h1>Gardens</h1>"
     "<p>" + "Neighbours grow beans and share the harvest with the street. " * 5 + "</p></article></body></html>",
     "text/html; charset=utf-8", "share the harvest"),
    ("/notes.md", ARTICLE, "text/markdown", "vegetable gardens"),
    ("/notes.txt", "Plain words about compost bins and worms.\nA second line about soil.", "text/plain",
     "compost bins"),
    ("/paper.pdf", make_pdf(["Rooftop beehives need shade and water.", "Bees visit the gardens nearby."]),
     "application/pdf", "Rooftop beehives"),
], ids=["html", "markdown", "text", "pdf"])
def test_url_topics_of_each_content_type(fetch_server, content_server, path, body, content_type, expected):
    url = content_server.serve(path, body, content_type)
    article = _load(fetch_server, fetch_server.email, _article_id(_inittopic(fetch_server, json={"url": url})))
    assert expected in article.text


def test_url_of_an_unsupported_type_gets_415_naming_it(fetch_server, content_server):
    url = content_server.serve("/picture.png", b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "image/png")
    response = _inittopic(fetch_server, json={"url": url})
    assert response.status_code == 415, response.text
    assert response.json()["error"] == "UnsupportedMediaTypeError" and "image/png" in response.json()["message"]


def test_url_fetch_failures_get_400(fetch_server, content_server):
    missing = content_server.serve("/gone", "no", "text/plain", status=404)
    response = _inittopic(fetch_server, json={"url": missing})
    assert response.status_code == 400 and "404" in response.json()["message"]
    assert _inittopic(fetch_server, json={"url": "ftp://example.test/file"}).status_code == 400


def test_redirects_are_followed(fetch_server, content_server):
    target = content_server.serve("/final.txt", "Text reached through a redirect about rain barrels.", "text/plain")
    url = content_server.redirect("/moved", target)
    article = _load(fetch_server, fetch_server.email, _article_id(_inittopic(fetch_server, json={"url": url})))
    assert "rain barrels" in article.text


def test_private_addresses_are_refused_with_the_flag_off(live_server, content_server):
    url = content_server.serve("/private.txt", "Should never be read by the service.", "text/plain")
    response = _inittopic(live_server, json={"url": url})
    assert response.status_code == 400
    assert "127.0.0.1" in response.json()["message"] or "private" in response.json()["message"].lower()


def test_a_long_article_is_stored_whole_but_only_its_head_is_embedded(live_server):
    limit = live_server.service.settings.max_article_embed_chars
    head = "Neighbours share the garden plots and the harvest every week. " * (limit // 60 + 10)
    tail = "Zebrafinch breeders compare their aviaries at the county show. " * 200
    response = _inittopic(live_server, json={"text": head + tail})
    loaded = _load(live_server, live_server.email, _article_id(response))
    assert loaded.text == (head + tail).strip()  # the whole text is kept
    assert loaded.chunks and not any("Zebrafinch" in chunk for chunk in loaded.chunks)
    assert sum(len(chunk) for chunk in loaded.chunks) < 2 * limit
