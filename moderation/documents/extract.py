"""Turn a body of known kind (HTML, Markdown, PDF, plain text) into a Document: readable text and a title."""

import io
import logging
import re

from lxml import html as lxml_html
from markdown_it import MarkdownIt

from moderation.documents.model import Document, FetchError
from moderation.documents.sniff import decode_text, html_charset

MAX_TITLE_CHARS = 300
MAX_PDF_PAGES = 500  # a page-count bomb would otherwise keep the extractor busy for minutes
_TAG = re.compile(r"<[^<>]*>")  # stops at the next "<": "<div " + "<" × 100,000 stays linear
# Blocks only: each paragraph's inline parse runs as the walk reaches it, so the size cap stops the walk early.
_MARKDOWN = MarkdownIt("commonmark").enable("table").enable("strikethrough").disable(["inline", "text_join"])

# pypdf and trafilatura log every oddity of a malformed file at WARNING; the caller gets a clear error instead.
logging.getLogger("pypdf").setLevel(logging.ERROR)
logging.getLogger("trafilatura").setLevel(logging.ERROR)


def html_document(data: bytes, charset: str | None) -> Document:
    """The main content of an HTML page (no navigation, footer or scripts) and its title."""
    import trafilatura  # imported on first use: it takes about half a second, which every CLI call would pay

    markup = decode_text(data, charset or html_charset(data))
    extracted = trafilatura.bare_extraction(markup, with_metadata=True, include_comments=False,
                                            include_tables=True, deduplicate=False)
    text = _tidy(extracted.text if extracted is not None and extracted.text else "")
    title = _tidy_title(extracted.title if extracted is not None and extracted.title else "")
    if not text:
        # Pages too short for the main-content heuristics: fall back to all visible text.
        text = _tidy(trafilatura.html2txt(markup) or "")
    if not title:
        title = _html_title(markup) or _first_line(text)
    return _checked(Document(text=text, title=title, content_type="text/html"))


def markdown_document(markdown: str, max_chars: int | None = None) -> Document:
    """Markdown as plain text (markup gone, every word kept) with its first heading as title; more than
    max_chars characters of text is refused as soon as the walk has read them."""
    blocks: list[tuple[str, bool]] = []  # (text, tight list item)
    title, first_heading, parts, tight, size, env = "", "", [], False, 0, {}
    for token in _MARKDOWN.parse(markdown, env):
        if max_chars is not None and size > max_chars:
            raise too_long(max_chars)
        if token.type == "paragraph_open":
            tight = token.hidden
        elif token.type == "inline":
            children: list = []
            _MARKDOWN.inline.parse(token.content, _MARKDOWN, env, children)
            parts.append(_inline_text(children))
            size += len(parts[-1])
        elif token.type in ("th_close", "td_close"):
            parts.append("\t")
        elif token.type in ("paragraph_close", "heading_close", "tr_close"):
            text = "".join(parts).strip()
            if text:
                blocks.append((text, tight or token.type == "tr_close"))
            if token.type == "heading_close" and text:
                first_heading = first_heading or text
                if token.tag == "h1" and not title:
                    title = text
            parts, tight = [], False
        elif token.type in ("fence", "code_block"):
            blocks.append((token.content.rstrip("\n"), False))
            size += len(token.content)
        elif token.type == "html_block":
            blocks.append((_TAG.sub(" ", token.content).strip(), False))
            size += len(blocks[-1][0])
    pieces = []
    for index, (text, is_tight) in enumerate(blocks):
        if index:
            pieces.append("\n" if is_tight and blocks[index - 1][1] else "\n\n")
        pieces.append(text)
    text = _tidy("".join(pieces))
    return _checked(Document(text=text, title=_tidy_title(title or first_heading) or _first_line(text),
                             content_type="text/markdown"))


def pdf_document(data: bytes, max_chars: int | None = None) -> Document:
    """The text of every page of a PDF, with the title from its metadata or first line; more than max_chars
    characters of text is refused at the page that passes it."""
    from pypdf import PdfReader  # imported on first use, like trafilatura

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise FetchError("the PDF is password-protected; its text cannot be read")
        if len(reader.pages) > MAX_PDF_PAGES:
            raise FetchError(f"the PDF has {len(reader.pages)} pages; at most {MAX_PDF_PAGES} are read", "too_large")
        pages, size = [], 0
        for page in reader.pages:
            pages.append(page.extract_text() or "")
            size += len(pages[-1])
            if max_chars is not None and size > max_chars:
                raise too_long(max_chars)
        metadata_title = (reader.metadata.title if reader.metadata else None) or ""
    except FetchError:
        raise
    except Exception as error:  # pypdf raises many kinds of errors on malformed files
        raise FetchError(f"could not read the PDF: {error}") from error
    text = _tidy("\n\n".join(page.strip() for page in pages if page.strip()))
    if not text:
        raise FetchError("the PDF contains no extractable text (it may be scanned images)")
    return Document(text=text, title=_tidy_title(str(metadata_title)) or _first_line(text),
                    content_type="application/pdf")


def too_long(max_chars: int) -> FetchError:
    """The refusal of a document whose text passes the article limit."""
    return FetchError(f"the document's text is longer than {max_chars} characters (MODERATION_MAX_ARTICLE_CHARS)",
                      "too_large")


def text_document(data: bytes, charset: str | None, max_chars: int | None = None) -> Document:
    """Plain text, decoded with the declared or detected charset; the first line is the title."""
    text = decode_text(data, charset)
    if max_chars is not None and len(text) > 2 * max_chars:
        raise too_long(max_chars)  # before tidying: trailing spaces and blank lines could not bring it under
    text = _tidy(text)
    return _checked(Document(text=text, title=_first_line(text), content_type="text/plain"))


def _inline_text(children) -> str:
    """The words of an inline token: text, code and image alt text; breaks become spaces or newlines."""
    out = []
    for child in children:
        if child.type in ("text", "text_special", "code_inline"):
            out.append(child.content)
        elif child.type == "softbreak":
            out.append(" ")
        elif child.type == "hardbreak":
            out.append("\n")
        elif child.type == "image":
            out.append(_inline_text(child.children or []))
    return "".join(out)


def _html_title(markup: str) -> str:
    """The <title>, og:title or first heading of a page, when the extractor found none."""
    try:
        tree = lxml_html.fromstring(markup)
    except (ValueError, lxml_html.etree.ParserError):
        return ""
    for xpath in ("//head/title/text()", "//meta[@property='og:title']/@content", "//h1//text()", "//h2//text()"):
        found = " ".join(str(value) for value in tree.xpath(xpath)).strip()
        if found:
            return _tidy_title(found)
    return ""


def _tidy(text: str) -> str:
    """Text without trailing spaces, stray NULs or runs of blank lines."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").replace("\x00", "").split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def _tidy_title(title: str) -> str:
    """A title on one line, of reasonable length."""
    return " ".join(title.split())[:MAX_TITLE_CHARS]


def _first_line(text: str) -> str:
    """The first non-empty line, as a fallback title."""
    for line in text.split("\n"):
        if line.strip():
            return _tidy_title(line)
    return ""


def _checked(document: Document) -> Document:
    """The document, or a FetchError when it holds no text at all."""
    if not document.text.strip():
        raise FetchError("the document contains no readable text", "empty")
    return document
