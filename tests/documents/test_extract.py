"""Reading bodies: type decisions against the bytes, decoding, and text from HTML, Markdown, PDF and text."""

import pytest

from moderation.documents import (FetchError, UnsupportedMediaType, document_from_bytes, document_from_text,
                                  document_from_upload)
from moderation.documents.sniff import decide_kind, decode_text, looks_binary, parse_content_type
from tests.documents.pdfs import make_pdf

PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89"
ARTICLE_HTML = b"""<!doctype html><html><head><meta charset="utf-8"><title>Tide tables | Coast Weekly</title></head>
<body><nav><a href="/">Front page</a> <a href="/crosswords">Crossword archive</a></nav>
<article><h1>New tide gauge installed at the pier</h1>
<p>The harbour authority fitted a radar gauge to the end of the pier this week, replacing a float gauge from 1962.</p>
<p>Readings now reach the public website every minute, so sailors can check the water depth before they leave.</p>
<p>Engineers said the old gauge will go to the maritime museum, where visitors can see how it worked.</p>
</article><footer>Coast Weekly, all rights reserved. <a href="/cookies">Cookie settings</a></footer></body></html>"""


def test_parse_content_type_reads_type_and_charset():
    assert parse_content_type("Text/HTML; Charset=\"ISO-8859-1\"") == ("text/html", "iso-8859-1")
    assert parse_content_type("application/pdf") == ("application/pdf", None)
    assert parse_content_type(None) == ("", None)


@pytest.mark.parametrize(("declared", "data", "name", "kind"), [
    ("text/html", ARTICLE_HTML, "/a", "html"),
    ("text/plain", ARTICLE_HTML, "/a", "text"),  # HTML claimed as plain text is read as text
    ("text/plain", b"# Notes\n\nhello", "/notes.md", "markdown"),
    ("text/x-markdown", b"# Notes", "/x", "markdown"),
    ("application/pdf", make_pdf(["x"]), "/x", "pdf"),
    ("application/octet-stream", make_pdf(["x"]), "/x", "pdf"),
    ("", ARTICLE_HTML, "/x", "html"),
    ("", b"just words", "/x", "text"),
    ("application/octet-stream", b"# Heading\n\ntext", "/readme.markdown", "markdown"),
])
def test_decide_kind(declared, data, name, kind):
    assert decide_kind(declared, data, name) == kind


@pytest.mark.parametrize(("declared", "data", "named"), [
    ("image/png", PNG, "image/png"),
    ("application/json", b'{"a": 1}', "application/json"),
    ("text/csv", b"a,b\n1,2\n", "text/csv"),
    ("application/octet-stream", b"PK\x03\x04\x14\x00\x00\x00\x08\x00" + bytes(40), "application/zip"),
    ("", PNG, "image/png"),
    ("text/html", PNG, "image/png"),  # an image claiming to be HTML is named for what it is
])
def test_unsupported_types_are_named(declared, data, named):
    with pytest.raises(UnsupportedMediaType) as caught:
        decide_kind(declared, data)
    assert caught.value.content_type == named
    assert named in str(caught.value)


def test_binary_garbage_claimed_as_html_is_refused():
    garbage = bytes((index * 37 + 11) % 256 for index in range(2000))
    assert looks_binary(garbage)
    with pytest.raises(FetchError, match="text/html but sent binary data"):
        decide_kind("text/html", garbage)


def test_a_pdf_header_must_match_the_bytes():
    with pytest.raises(FetchError, match="not a PDF"):
        decide_kind("application/pdf", b"<html><body>not a pdf</body></html>")


def test_decode_text_uses_declared_charset_then_detection():
    sentence = "Le café servait une crème brûlée à la façon de grand-mère, très appréciée."
    assert decode_text(sentence.encode("cp1252"), "windows-1252") == sentence
    assert decode_text(sentence.encode("utf-8"), None) == sentence
    assert decode_text(sentence.encode("utf-16"), None) == sentence
    assert decode_text(sentence.encode("latin-1"), "no-such-charset") == sentence


def test_html_keeps_the_article_and_drops_navigation():
    document = document_from_bytes(ARTICLE_HTML, "text/html", None)
    assert "radar gauge to the end of the pier" in document.text
    assert "maritime museum" in document.text
    for boilerplate in ("Crossword archive", "Front page", "Cookie settings", "all rights reserved"):
        assert boilerplate not in document.text
    assert document.title == "New tide gauge installed at the pier" or document.title.startswith("Tide tables")
    assert document.content_type == "text/html"


def test_short_html_falls_back_to_visible_text_and_title_tag():
    page = b"<html><head><title>Short page</title></head><body><p>Only one line here.</p></body></html>"
    document = document_from_bytes(page, "text/html", None)
    assert "Only one line here." in document.text
    assert document.title == "Short page"


def test_markdown_becomes_plain_text_with_every_word():
    markdown = ("# Garden club minutes\n\nWe planted **twelve** rows of _beans_ and read "
                "[the seed guide](https://example.org/seeds).\n\n- water daily\n- weed on Fridays\n\n"
                "```\nsoil ph 6.5\n```\n\n| crop | rows |\n|---|---|\n| beans | 12 |\n")
    document = document_from_text(markdown)
    assert document.title == "Garden club minutes"
    assert document.content_type == "text/markdown"
    for word in ("twelve", "beans", "the seed guide", "water daily", "weed on Fridays", "soil ph 6.5", "12"):
        assert word in document.text
    for markup in ("**", "](", "```", "|---", "https://example.org"):
        assert markup not in document.text


def test_plain_pasted_text_is_kept_exactly():
    text = "Council meets on Monday.\nThe agenda covers parking and the library roof."
    document = document_from_text(text)
    assert document.text == text
    assert document.title == "Council meets on Monday."
    assert document.content_type == "text/plain"


def test_empty_text_is_refused():
    with pytest.raises(FetchError, match="empty"):
        document_from_text("   \n ")


def test_pdf_text_and_metadata_title():
    data = make_pdf(["Bridge repairs start in May.", "Traffic will use one lane (northbound)."], title="Roadworks")
    document = document_from_bytes(data, "application/pdf", None)
    assert "Bridge repairs start in May." in document.text
    assert "one lane (northbound)" in document.text
    assert document.title == "Roadworks"
    assert document.content_type == "application/pdf"


def test_pdf_without_text_says_so():
    with pytest.raises(FetchError, match="no extractable text"):
        document_from_bytes(make_pdf([]), "application/pdf", None)


def test_broken_pdf_is_a_fetch_error():
    with pytest.raises(FetchError, match="PDF"):
        document_from_bytes(b"%PDF-1.4\nthis is not really a pdf at all\n", "application/pdf", None)


@pytest.mark.parametrize(("filename", "data", "content_type", "phrase"), [
    ("notes.txt", "Réunion du comité à l'école, année scolaire.".encode("cp1252"), "text/plain", "comité à l'école"),
    ("notes.md", b"# Plan\n\nPaint the *fence* green.", "text/markdown", "Paint the fence green."),
    ("NOTES.MARKDOWN", b"Intro line\n\n## Part\n\nMore words.", "text/markdown", "More words."),
    ("report.pdf", make_pdf(["Quarterly figures rose."]), "application/pdf", "Quarterly figures rose."),
    ("page.html", ARTICLE_HTML, "text/html", "radar gauge"),
    ("no-ending", b"Just a plain note.", "text/plain", "Just a plain note."),
])
def test_uploads_by_file_ending(filename, data, content_type, phrase):
    document = document_from_upload(data, filename)
    assert document.content_type == content_type
    assert phrase in document.text


def test_upload_refusals():
    with pytest.raises(UnsupportedMediaType, match="image/png"):
        document_from_upload(PNG, "photo.png")
    with pytest.raises(FetchError, match="not a PDF"):
        document_from_upload(b"hello", "fake.pdf")
    with pytest.raises(FetchError, match="empty"):
        document_from_upload(b"", "empty.txt")
    with pytest.raises(UnsupportedMediaType, match="image/png"):
        document_from_upload(PNG, "disguised.txt")
