"""Content-Encoding decoding with a running output cap: a compression bomb is refused before it inflates."""

import zlib
from collections.abc import Iterable, Iterator

from moderation.documents.model import FetchError

# gzip and zlib-wrapped deflate; raw deflate (as some servers send it) is tried when the wrapper is missing.
_AUTO_WBITS = 32 + zlib.MAX_WBITS
_RAW_WBITS = -zlib.MAX_WBITS
SUPPORTED = {"gzip": _AUTO_WBITS, "x-gzip": _AUTO_WBITS, "deflate": _AUTO_WBITS}


def content_codings(header: str) -> list[str]:
    """The codings of a Content-Encoding header, in the order they were applied ('identity' dropped)."""
    return [part.strip().lower() for part in header.split(",") if part.strip() and part.strip().lower() != "identity"]


def check_codings(codings: list[str]) -> None:
    """Refuse stacked or unknown encodings: only one layer of gzip or deflate is ever decoded."""
    if len(codings) > 1:
        raise FetchError(f"the server sent stacked content encodings ({', '.join(codings)}); "
                         "at most one layer of gzip or deflate is accepted", "encoding")
    if codings and codings[0] not in SUPPORTED:
        raise FetchError(f"the server sent an unsupported content encoding ({codings[0]}); "
                         "only gzip and deflate are accepted", "encoding")


def decoded(chunks: Iterable[bytes], header: str, limit: int) -> Iterator[bytes]:
    """The decoded body, chunk by chunk; a FetchError as soon as more than `limit` decoded bytes would come."""
    codings = content_codings(header)
    check_codings(codings)
    if not codings:
        yield from _counted(chunks, limit)
        return
    yield from _inflated(chunks, codings[0], limit)


def _counted(chunks: Iterable[bytes], limit: int) -> Iterator[bytes]:
    """The chunks as they are, refused once they pass the limit."""
    total = 0
    for chunk in chunks:
        total += len(chunk)
        if total > limit:
            raise too_large(limit)
        yield chunk


def _inflated(chunks: Iterable[bytes], coding: str, limit: int) -> Iterator[bytes]:
    """Decompress with max_length, so no single step produces more than the bytes still allowed."""
    inflater, started, total = zlib.decompressobj(SUPPORTED[coding]), False, 0
    for chunk in chunks:
        pending = chunk
        while pending and not inflater.eof:
            try:
                out = inflater.decompress(pending, limit + 1 - total)
            except zlib.error as error:
                if started or coding != "deflate":
                    raise FetchError(f"the {coding}-encoded body is corrupt ({error})", "encoding") from error
                inflater = zlib.decompressobj(_RAW_WBITS)  # deflate without its zlib wrapper
                continue
            started = True
            total += len(out)
            if total > limit:
                raise too_large(limit)
            pending = inflater.unconsumed_tail
            if out:
                yield out


def too_large(limit: int) -> FetchError:
    """The error for a body over the size cap (counted after decoding)."""
    return FetchError(f"the document is too large (more than the limit of {limit} bytes)", "too_large")
