"""What a topic source becomes (Document) and the two ways getting one can fail."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Document:
    """The readable text of a topic source, with its best title and the content type it was read as."""

    text: str  # plain text of the main content (for HTML: the article, not navigation/boilerplate)
    title: str  # <title>/og:title/first heading/first line; '' when there is none
    content_type: str  # 'text/html', 'text/markdown', 'application/pdf' or 'text/plain'


class FetchError(Exception):
    """The source could not be fetched or read; the message says what happened, for a 400 answer, and `reason`
    is one fixed word for the metrics (invalid_url, dns, private_address, connect, timeout, status, redirects,
    too_large, encoding, type_mismatch, empty, unreadable)."""

    def __init__(self, message: str, reason: str = "unreadable"):
        super().__init__(message)
        self.message = message
        self.reason = reason


class UnsupportedMediaType(Exception):
    """The source is of a type we do not read (image, JSON, archive, …); for a 415 answer."""

    def __init__(self, content_type: str, detail: str = ""):
        message = f"unsupported content type {content_type or 'unknown'}"
        message += f" ({detail})" if detail else ""
        message += "; supported: HTML, Markdown, PDF and plain text"
        super().__init__(message)
        self.content_type = content_type
        self.message = message
