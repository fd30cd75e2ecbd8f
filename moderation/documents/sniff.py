"""Decide how to read a body: the declared content type, checked against the bytes, and text decoding."""

import codecs
import re

from charset_normalizer import from_bytes

from moderation.documents.model import FetchError, UnsupportedMediaType

HTML_TYPES = {"text/html", "application/xhtml+xml"}
MARKDOWN_TYPES = {"text/markdown", "text/x-markdown"}
PDF_TYPES = {"application/pdf", "application/x-pdf"}
PLAIN_TYPES = {"text/plain"}
# Types that say nothing about the content: the bytes decide.
UNDECLARED_TYPES = {"", "application/octet-stream", "binary/octet-stream", "application/unknown",
                    "application/force-download", "application/binary"}
MARKDOWN_SUFFIXES = (".md", ".markdown", ".mdown", ".mkd")
HTML_SUFFIXES = (".html", ".htm", ".xhtml")

# Leading bytes of common formats we do not read, so a refusal can name what was really sent.
_MAGIC = [
    (b"\x89PNG\r\n\x1a\n", "image/png"), (b"\xff\xd8\xff", "image/jpeg"), (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"), (b"II*\x00", "image/tiff"), (b"MM\x00*", "image/tiff"),
    (b"\x00\x00\x01\x00", "image/x-icon"), (b"PK\x03\x04", "application/zip"), (b"\x1f\x8b", "application/gzip"),
    (b"7z\xbc\xaf\x27\x1c", "application/x-7z-compressed"), (b"Rar!", "application/vnd.rar"),
    (b"BZh", "application/x-bzip2"), (b"\xfd7zXZ\x00", "application/x-xz"), (b"\x7fELF", "application/x-executable"),
    (b"MZ", "application/x-msdownload"), (b"\xd0\xcf\x11\xe0", "application/x-ole-storage"),
    (b"OggS", "audio/ogg"), (b"ID3", "audio/mpeg"), (b"fLaC", "audio/flac"), (b"\x1aE\xdf\xa3", "video/webm"),
    (b"\x00asm", "application/wasm"), (b"wOFF", "font/woff"), (b"wOF2", "font/woff2"),
]
_BOMS = [(codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8-sig"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")]
_HTML_START = re.compile(rb"^\s*(<\?xml[^>]*>\s*)?(<!--.*?-->\s*)*<(!doctype\s+html|html|head|body)\b", re.I | re.S)
_CONTROL_BYTES = set(range(0x00, 0x20)) - {0x09, 0x0A, 0x0C, 0x0D, 0x1B} | {0x7F}


def parse_content_type(header: str | None) -> tuple[str, str | None]:
    """The media type (lower case, no parameters) and charset parameter of a Content-Type header."""
    if not header:
        return "", None
    media_type, _, params = header.partition(";")
    charset = None
    for param in params.split(";"):
        name, _, value = param.partition("=")
        if name.strip().lower() == "charset" and value.strip():
            charset = value.strip().strip("'\"").lower()
    return media_type.strip().lower(), charset


def is_pdf(data: bytes) -> bool:
    """True when the bytes are a PDF file (the header may follow a little junk, as readers allow)."""
    return b"%PDF-" in data[:1024]


def magic_type(data: bytes) -> str | None:
    """The media type named by the leading bytes, for formats we recognise."""
    if is_pdf(data):
        return "application/pdf"
    if data[:4] == b"RIFF" and data[8:12] in (b"WEBP", b"WAVE", b"AVI "):
        return {b"WEBP": "image/webp", b"WAVE": "audio/wav", b"AVI ": "video/x-msvideo"}[data[8:12]]
    if data[4:8] == b"ftyp":
        return "image/avif" if data[8:12] in (b"avif", b"heic", b"mif1") else "video/mp4"
    for prefix, media_type in _MAGIC:
        if data.startswith(prefix):
            return media_type
    return None


def looks_binary(data: bytes) -> bool:
    """True when the bytes are not text: NUL bytes or many control characters (BOM-marked UTF-16/32 is text)."""
    if any(data.startswith(bom) for bom, _ in _BOMS):
        return False
    sample = data[:8192]
    if b"\x00" in sample:
        return True
    controls = sum(1 for byte in sample if byte in _CONTROL_BYTES)
    return controls > max(2, len(sample) // 50)


def looks_html(data: bytes) -> bool:
    """True when the text starts like an HTML document."""
    return bool(_HTML_START.match(data[:4096].lstrip(codecs.BOM_UTF8)))


def decide_kind(declared: str, data: bytes, name: str = "") -> str:
    """How to read the body: 'html', 'markdown', 'pdf' or 'text'; raises when the type is unsupported or lies."""
    lowered_name = name.lower()
    if declared in PDF_TYPES:
        if is_pdf(data):
            return "pdf"
        raise FetchError(f"the server said {declared} but the content is not a PDF file", "type_mismatch")
    if declared in HTML_TYPES | MARKDOWN_TYPES | PLAIN_TYPES:
        _refuse_binary(declared, data)
        if declared in HTML_TYPES:
            return "html"
        if declared in MARKDOWN_TYPES or lowered_name.endswith(MARKDOWN_SUFFIXES):
            return "markdown"
        return "text"
    if declared in UNDECLARED_TYPES:
        if is_pdf(data):
            return "pdf"
        if looks_binary(data):
            raise UnsupportedMediaType(magic_type(data) or declared or "application/octet-stream")
        if looks_html(data) or lowered_name.endswith(HTML_SUFFIXES):
            return "html"
        return "markdown" if lowered_name.endswith(MARKDOWN_SUFFIXES) else "text"
    raise UnsupportedMediaType(declared)


def _refuse_binary(declared: str, data: bytes) -> None:
    """Raise when a body declared as text is binary: name the real type when the bytes show it."""
    if not looks_binary(data) and not is_pdf(data):
        return
    actual = magic_type(data)
    if actual is not None and actual not in PDF_TYPES:
        raise UnsupportedMediaType(actual, f"sent as {declared}")
    what = "a PDF file" if actual else "binary data"
    raise FetchError(f"the server said {declared} but sent {what}", "type_mismatch")


def decode_text(data: bytes, charset: str | None = None) -> str:
    """Bytes to text: a byte-order mark wins, then the declared charset, then UTF-8, then detection."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return data.decode(encoding, errors="replace")
    if charset:
        try:
            return data.decode(charset, errors="replace")
        except LookupError:
            pass  # an unknown charset name: fall through to detection
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    return data.decode(_detect_charset(data), errors="replace")


def _detect_charset(data: bytes) -> str:
    """The likeliest legacy charset; among equally clean guesses windows-1252, the web's default, wins."""
    matches = list(from_bytes(data[:200_000]))
    if not matches:
        return "cp1252"
    least_chaos = min(match.chaos for match in matches)
    clean = [match.encoding for match in matches if match.chaos <= least_chaos + 0.01]
    return "cp1252" if "cp1252" in clean else clean[0]


def html_charset(data: bytes) -> str | None:
    """The charset an HTML document declares in a <meta> tag near its start."""
    match = re.search(rb"<meta[^>]+charset\s*=\s*[\"']?\s*([A-Za-z0-9_.:-]+)", data[:4096], re.I)
    return match.group(1).decode("ascii").lower() if match else None
