"""Extraction in a limited child process, and the text cap checked while reading (issue 42 item 2)."""

import time

import pytest

from benchmarks import crafted_documents as crafted
from moderation.documents import FetchError, UnsupportedMediaType
from moderation.documents.extract import markdown_document, pdf_document
from moderation.documents.sandbox import Limits, extract
from tests.documents.pdfs import make_pdf


def test_a_document_is_read_in_the_child():
    document = extract("document_from_bytes", (make_pdf(["Tide tables"], title="Tides"), "application/pdf", None),
                       Limits())
    assert (document.text, document.title, document.content_type) == ("Tide tables", "Tides", "application/pdf")
    assert extract("document_from_text", ("# Notes\n\nA [link](https://x.example).",), Limits()).title == "Notes"


def test_the_childs_refusals_keep_their_kind():
    with pytest.raises(UnsupportedMediaType) as unsupported:
        extract("document_from_bytes", (b"\x89PNG\r\n\x1a\n" + bytes(40), "image/png", None), Limits())
    assert unsupported.value.content_type == "image/png"
    with pytest.raises(FetchError) as empty:
        extract("document_from_bytes", (b"   ", "text/plain", None), Limits())
    assert empty.value.reason == "empty"


def test_a_document_over_the_time_limit_is_stopped():
    started = time.perf_counter()
    with pytest.raises(FetchError, match="MODERATION_EXTRACT_SECONDS") as stopped:
        extract("document_from_bytes", (crafted.pdf_of_pages(100), "application/pdf", None), Limits(seconds=1.0))
    assert stopped.value.reason == "too_large" and time.perf_counter() - started < 2.5


def test_a_document_over_the_memory_limit_is_stopped():
    with pytest.raises(FetchError, match="MODERATION_EXTRACT") as stopped:
        extract("document_from_bytes", (crafted.html_of_links(), "text/html", None), Limits(memory_bytes=40 * 2**20))
    assert stopped.value.reason == "too_large"


def test_pdf_pages_stop_at_the_text_cap():
    started = time.process_time()
    with pytest.raises(FetchError, match="longer than 20000 characters"):
        pdf_document(crafted.pdf_of_pages(100), max_chars=20_000)  # the whole file takes seconds
    assert time.process_time() - started < 1.0


def test_the_markdown_walk_stops_at_the_text_cap():
    with pytest.raises(FetchError, match="longer than 1000 characters"):
        markdown_document(crafted.large_markdown(200_000).decode(), max_chars=1_000)
    assert markdown_document("# T\n\nWords *here*.", max_chars=1_000).text == "T\n\nWords here."
