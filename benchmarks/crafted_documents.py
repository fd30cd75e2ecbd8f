"""Crafted topic documents within the size limits that cost an extractor the most (issue 42): a PDF drawing tens of
thousands of text runs, a small PDF of many pages sharing one heavy page, HTML of links, large Markdown and text."""

import zlib

from benchmarks.latency_text import FIXED


def _pdf(pages: int, content: bytes) -> bytes:
    """A PDF whose `pages` pages all draw one Flate-compressed content stream in Helvetica."""
    packed = zlib.compress(content, 9)
    kids = " ".join(f"{6 + index} 0 R" for index in range(pages))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {pages} >>".encode(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        f"<< /Length {len(packed)} /Filter /FlateDecode >>\nstream\n".encode() + packed + b"\nendstream",
        b"<< /Font << /F1 3 0 R >> >>",
    ]
    objects += [b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources 5 0 R >>"] * pages
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def pdf_of_text_runs(runs: int = 60_000) -> bytes:
    """One page drawing `runs` separate text runs (the audit's 7.3 KB PDF took 7.4 s)."""
    return _pdf(1, b"BT /F1 9 Tf 72 720 Td " + b"(word) Tj 1 0 Td " * runs + b"ET")


def pdf_of_pages(pages: int = 100, runs: int = 3_000) -> bytes:
    """`pages` pages sharing one content stream of `runs` text runs (the audit's 17 KB, 100 pages: 69 s)."""
    return _pdf(pages, b"BT /F1 9 Tf 72 720 Td " + b"(word) Tj 1 0 Td " * runs + b"ET")


def html_of_links(links: int = 150_000) -> bytes:
    """A page of `links` links in one paragraph (the audit's 3.3 MB: 25.5 s and +470 MB)."""
    body = "".join(f'<a href="/p{index}">w{index}</a> ' for index in range(links))
    return f"<!doctype html><html><head><title>Links</title></head><body><p>{body}</p></body></html>".encode()


def large_markdown(size: int = 8_900_000) -> bytes:
    """About `size` bytes of Markdown: headings, emphasis, links and lists (the audit's 8.9 MB: 29.6 s, +665 MB)."""
    block = ("## Section\n\nSome *emphasis*, a [link](https://example.org/a) and `code` in a paragraph of "
             "ordinary words.\n\n- one item\n- another [item](https://example.org/b)\n\n")
    return ("# Crafted\n\n" + block * (size // len(block) + 1)).encode()[:size]


def large_text(size: int = 9_000_000) -> bytes:
    """About `size` bytes of plain prose lines."""
    line = FIXED["plain_prose_line"] + "\n"
    return (line * (size // len(line) + 1)).encode()[:size]


def pasted_brackets(size: int = 900_000) -> str:
    """A pasted inittopic text of link openers: Markdown by its hints, slow for any Markdown parser."""
    return "[a](" * (size // 4)
