"""Patterns over pasted or fetched text stay linear: crafted runs of one character finish at once (issue 42)."""

import time

import pytest

from moderation.documents import document_from_text
from moderation.documents.extract import markdown_document
from moderation.documents.sources import _MARKDOWN_HINTS

# Texts on which no Markdown hint matches, each built to make a backtracking pattern retry from every character.
NO_HINT = {
    "brackets": "[" * 200_000,  # the link pattern: 10k took 0.9 s, 40k 16.4 s
    "link text without its close": "[a" * 100_000,
    "blank lines": "\n" * 200_000 + "x",  # the table-row hint's leading whitespace ran over every newline
    "table bars": "|" + " x" * 100_000,
}


@pytest.mark.parametrize("name", NO_HINT)
def test_markdown_hints_are_searched_in_linear_time(name):
    started = time.process_time()
    assert _MARKDOWN_HINTS.search(NO_HINT[name]) is None
    assert time.process_time() - started < 0.2, name


def test_pasted_run_of_brackets_is_read_at_once():
    started = time.process_time()
    assert document_from_text("[" * 200_000).content_type == "text/plain"
    assert time.process_time() - started < 0.5


@pytest.mark.parametrize("filler", ["<", "\u2039"])
def test_unclosed_html_block_is_read_in_linear_time(filler):
    started = time.process_time()
    document = markdown_document("# T\n\n<div " + filler * 100_000)  # the tag pattern: 9.0 s with "<"
    assert document.title == "T"
    assert time.process_time() - started < 0.5


def test_html_block_tags_are_still_removed():
    document = markdown_document("# Notes\n\n<div class=\"x\">kept words</div>\n")
    assert "kept words" in document.text and "<div" not in document.text


@pytest.mark.parametrize("text", ["See [the report](https://example.org/r) for more.", "| a | b |\n|---|---|\n| 1 | 2 |"])
def test_markdown_is_still_recognised(text):
    assert document_from_text(text).content_type == "text/markdown"
