"""Fetching topic URLs from a loopback server: content types, failures, limits and the address rule."""

import gzip
import time

import pytest

from moderation.documents import FetchError, UnsupportedMediaType, fetch_document
from tests.documents.conftest import FAKE_PUBLIC_IP, Route
from tests.documents.pdfs import make_pdf
from tests.documents.test_extract import ARTICLE_HTML, PNG


def test_html_article(server, local_settings):
    server.routes["/article"] = Route(ARTICLE_HTML, headers={"Content-Type": "text/html; charset=utf-8"})
    document = fetch_document(server.url("/article"), local_settings)
    assert document.content_type == "text/html"
    assert "radar gauge to the end of the pier" in document.text
    assert "Crossword archive" not in document.text and "Cookie settings" not in document.text
    assert "tide gauge" in document.title.lower() or "tide tables" in document.title.lower()


def test_markdown_by_type_and_by_url_ending(server, local_settings):
    body = b"# Allotment rules\n\nKeep paths **clear** and compost in the [green bins](/bins)."
    server.routes["/rules"] = Route(body, headers={"Content-Type": "text/markdown; charset=utf-8"})
    server.routes["/rules.md"] = Route(body, headers={"Content-Type": "text/plain"})
    for path in ("/rules", "/rules.md"):
        document = fetch_document(server.url(path), local_settings)
        assert document.content_type == "text/markdown"
        assert document.title == "Allotment rules"
        assert "Keep paths clear and compost in the green bins." in document.text


def test_pdf(server, local_settings):
    server.routes["/report.pdf"] = Route(make_pdf(["Ferry timetable changes on Sunday."], title="Ferry notice"),
                                         headers={"Content-Type": "application/pdf"})
    document = fetch_document(server.url("/report.pdf"), local_settings)
    assert (document.content_type, document.title) == ("application/pdf", "Ferry notice")
    assert "Ferry timetable changes on Sunday." in document.text


def test_pdf_sniffed_when_type_is_missing(server, local_settings):
    server.routes["/download"] = Route(make_pdf(["Sniffed from the bytes."]),
                                       headers={"Content-Type": "application/octet-stream"})
    assert fetch_document(server.url("/download"), local_settings).content_type == "application/pdf"


def test_plain_text_in_a_legacy_charset(server, local_settings):
    text = "Crêpes et café à la fête du village, près de l'église."
    server.routes["/notes"] = Route(text.encode("iso-8859-1"), headers={"Content-Type": "text/plain; charset=ISO-8859-1"})
    document = fetch_document(server.url("/notes"), local_settings)
    assert (document.text, document.content_type) == (text, "text/plain")


def test_image_is_unsupported_and_named(server, local_settings):
    server.routes["/logo.png"] = Route(PNG, headers={"Content-Type": "image/png"})
    with pytest.raises(UnsupportedMediaType) as caught:
        fetch_document(server.url("/logo.png"), local_settings)
    assert caught.value.content_type == "image/png"
    assert "image/png" in caught.value.message


def test_json_is_unsupported(server, local_settings):
    server.routes["/api"] = Route(b'{"items": []}', headers={"Content-Type": "application/json"})
    with pytest.raises(UnsupportedMediaType, match="application/json"):
        fetch_document(server.url("/api"), local_settings)


@pytest.mark.parametrize(("status", "phrase"), [(404, "404 Not Found"), (500, "500 Internal Server Error"),
                                                (403, "403 Forbidden")])
def test_http_errors_say_the_status(server, local_settings, status, phrase):
    server.routes["/broken"] = Route(b"nope", status=status, headers={"Content-Type": "text/plain"})
    with pytest.raises(FetchError, match=f"the server answered {phrase}"):
        fetch_document(server.url("/broken"), local_settings)


def _chain(server, length: int) -> str:
    """Routes /hop0 → /hop1 → … → /hop{length} (the article); returns the first URL."""
    for index in range(length):
        server.routes[f"/hop{index}"] = Route(status=302, headers={"Location": f"/hop{index + 1}"})
    server.routes[f"/hop{length}"] = Route(b"Arrived after the redirects.", headers={"Content-Type": "text/plain"})
    return server.url("/hop0")


def test_redirects_are_followed_up_to_the_limit(server, local_settings):
    assert fetch_document(_chain(server, 5), local_settings).text == "Arrived after the redirects."


def test_too_many_redirects_are_refused(server, local_settings):
    with pytest.raises(FetchError, match="too many redirects"):
        fetch_document(_chain(server, 6), local_settings)
    assert "/hop6" not in [path for path, _ in server.seen]


def test_too_large_by_content_length(server, local_settings):
    server.routes["/big"] = Route(b"a" * 5000, headers={"Content-Type": "text/plain"})
    with pytest.raises(FetchError, match="too large"):
        fetch_document(server.url("/big"), local_settings.model_copy(update={"fetch_max_bytes": 1000}))


def test_too_large_while_streaming_without_content_length(server, local_settings):
    # No Content-Length: the body runs until the connection closes, so only the streaming cap stops it.
    server.routes["/stream"] = Route(b"b" * 300_000, headers={"Content-Type": "text/plain"},
                                     send_length=False)
    with pytest.raises(FetchError, match="too large"):
        fetch_document(server.url("/stream"), local_settings.model_copy(update={"fetch_max_bytes": 100_000}))


def test_slow_server_hits_the_total_deadline(server, local_settings):
    server.routes["/slow"] = Route(b"x" * 100, headers={"Content-Type": "text/plain"}, delay=0.3, trickle=True)
    settings = local_settings.model_copy(update={"fetch_total_timeout": 1.0})
    started = time.monotonic()
    with pytest.raises(FetchError, match="timed out"):
        fetch_document(server.url("/slow"), settings)
    assert time.monotonic() - started < 2.5


def test_server_that_never_answers_times_out(server, local_settings):
    server.routes["/silent"] = Route(b"late", headers={"Content-Type": "text/plain"}, delay=30)
    with pytest.raises(FetchError, match="timed out"):
        fetch_document(server.url("/silent"), local_settings.model_copy(update={"fetch_total_timeout": 0.5}))


def test_connection_refused(server, local_settings):
    port = server.port
    server.stopping.set()
    server.shutdown()
    server.server_close()
    with pytest.raises(FetchError, match="connection refused"):
        fetch_document(f"http://127.0.0.1:{port}/", local_settings)


def test_dns_failure(local_settings):
    with pytest.raises(FetchError, match="could not resolve host no-such-site.invalid"):
        fetch_document("http://no-such-site.invalid/page", local_settings)


@pytest.mark.parametrize("url", ["ftp://files.example/a.txt", "file:///etc/passwd", "gopher://x.example/",
                                 "/relative/path", "http:///no-host", "", "   "])
def test_only_http_and_https(url, local_settings):
    with pytest.raises(FetchError):
        fetch_document(url, local_settings)


def test_empty_body(server, local_settings):
    server.routes["/empty"] = Route(b"", headers={"Content-Type": "text/html"})
    with pytest.raises(FetchError, match="empty"):
        fetch_document(server.url("/empty"), local_settings)


def test_html_charset_from_meta_tag(server, local_settings):
    page = ("<html><head><meta charset='windows-1252'><title>Fête</title></head><body><article>"
            "<p>La fête du pain a lieu à côté de l'église, avec des crêpes et du cidre pour tout le monde.</p>"
            "</article></body></html>").encode("cp1252")
    server.routes["/fete"] = Route(page, headers={"Content-Type": "text/html"})
    document = fetch_document(server.url("/fete"), local_settings)
    assert "La fête du pain a lieu à côté de l'église" in document.text


def test_compressed_body_is_capped_after_decompression(server, local_settings):
    # We ask for no compression; a server that compresses anyway cannot slip a small bomb past the cap.
    bomb = gzip.compress(b"a" * 400_000)
    server.routes["/bomb"] = Route(bomb, headers={"Content-Type": "text/plain", "Content-Encoding": "gzip"})
    with pytest.raises(FetchError, match="too large"):
        fetch_document(server.url("/bomb"), local_settings.model_copy(update={"fetch_max_bytes": 100_000}))
    server.routes["/small"] = Route(gzip.compress(b"Compressed but small."),
                                    headers={"Content-Type": "text/plain", "Content-Encoding": "gzip"})
    assert fetch_document(server.url("/small"), local_settings).text == "Compressed but small."


def test_request_names_us_and_asks_for_an_uncompressed_body(server, local_settings):
    server.routes["/page"] = Route(b"Plain body.", headers={"Content-Type": "text/plain"})
    fetch_document(server.url("/page"), local_settings)
    headers = {name.lower(): value for name, value in server.request_headers[0].items()}
    assert headers["accept-encoding"] == "identity"
    assert headers["user-agent"].startswith("moderation-topic-fetcher/")
    assert headers["host"] == f"127.0.0.1:{server.port}"
