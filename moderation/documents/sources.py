"""Documents from bytes of a declared type, from pasted text and from uploaded files."""

import re

from moderation.documents.extract import html_document, markdown_document, pdf_document, text_document
from moderation.documents.model import Document, FetchError, UnsupportedMediaType
from moderation.documents.sniff import decide_kind, looks_binary, magic_type

# Upload file name endings and the content type each one declares.
UPLOAD_TYPES = {
    ".txt": "text/plain", ".text": "text/plain", ".md": "text/markdown", ".markdown": "text/markdown",
    ".mdown": "text/markdown", ".mkd": "text/markdown", ".pdf": "application/pdf", ".html": "text/html",
    ".htm": "text/html", ".xhtml": "application/xhtml+xml",
}
# Markdown constructs that plain prose rarely contains: headings, links, emphasis, fences, lists, quotes, tables.
# Linear in the text: no repeated part may run over a character that starts another try (a link's text stops at
# the next "[", a table row's indent at the line's end), else "[" × 200,000 costs minutes (issue 42).
_MARKDOWN_HINTS = re.compile(
    r"^\s{0,3}#{1,6}\s+\S|\[[^\[\]\n]+\]\(|\*\*[^*\n]+\*\*|__[^_\n]+__|^\s{0,3}(```|~~~)"
    r"|^\s{0,3}[-*+]\s+\S|^\s{0,3}>\s|^[ \t]*\|[^\n]*\|[ \t]*$|^\s{0,3}(-{3,}|\*{3,})\s*$|`[^`\n]+`",
    re.M,
)


def document_from_bytes(data: bytes, declared_type: str, charset: str | None, name: str = "",
                        max_html_bytes: int | None = None, max_chars: int | None = None) -> Document:
    """Read a body whose declared media type (may be '') is checked against its bytes; name is a path or file name.
    Text over max_chars characters is refused while it is read (PDF pages, Markdown blocks) where it can be."""
    if not data.strip():
        raise FetchError("the document is empty", "empty")
    kind = decide_kind(declared_type, data, name)
    if kind == "pdf":
        return pdf_document(data, max_chars)
    if kind == "html":
        if max_html_bytes is not None and len(data) > max_html_bytes:
            # Refused before extraction: the audit measured 17 s and 300 MB of extraction for a 9.8 MB page.
            raise FetchError(f"the HTML page is {len(data)} bytes; the limit is {max_html_bytes} bytes "
                             "(MODERATION_MAX_HTML_BYTES)", "too_large")
        return html_document(data, charset)
    if kind == "markdown":
        plain = text_document(data, charset, max_chars)
        return markdown_document(plain.text, max_chars)
    return text_document(data, charset, max_chars)


def document_from_text(text: str, max_chars: int | None = None) -> Document:
    """Pasted text: Markdown (when it uses Markdown syntax) becomes plain text; plain text is kept as it is."""
    if not text or not text.strip():
        raise FetchError("the text is empty")
    if _MARKDOWN_HINTS.search(text):
        return markdown_document(text, max_chars)
    return text_document(text.encode("utf-8"), "utf-8", max_chars)


def document_from_upload(data: bytes, filename: str) -> Document:
    """An uploaded file (.txt, .md/.markdown, .pdf, .html): its ending says the type, the bytes must agree."""
    if not data.strip():
        raise FetchError(f"the file {filename or ''} is empty".replace("  ", " "))
    lowered = (filename or "").lower()
    ending = lowered[lowered.rfind("."):] if "." in lowered else ""
    declared = UPLOAD_TYPES.get(ending)
    if declared is None:
        if looks_binary(data):
            raise UnsupportedMediaType(magic_type(data) or "application/octet-stream", f"file {filename}")
        declared = ""  # unknown ending on a text file: the bytes decide (HTML, else plain text)
    return document_from_bytes(data, declared, None, lowered)
