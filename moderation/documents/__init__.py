"""Topic documents: SSRF-safe URL fetching and text extraction from HTML, Markdown, PDF and plain text."""

from moderation.documents.fetch import fetch_document
from moderation.documents.model import Document, FetchError, UnsupportedMediaType
from moderation.documents.sources import document_from_bytes, document_from_text, document_from_upload

__all__ = [
    "Document", "FetchError", "UnsupportedMediaType", "fetch_document", "document_from_bytes",
    "document_from_text", "document_from_upload",
]
