"""Fetch limits that hold against hostile servers: compression bombs, trickled headers, oversized HTML."""

import socket
import threading
import time
import tracemalloc
import zlib
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from moderation.documents import FetchError, fetch_document
from tests.documents.conftest import Route


def gzipped_zeros(size: int, layers: int = 1) -> bytes:
    """`size` zero bytes gzipped `layers` times, built without holding the zeros in memory."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    block = bytes(1024 * 1024)
    parts = [packer.compress(block) for _ in range(size // len(block))]
    data = b"".join(parts) + packer.flush()
    for _ in range(layers - 1):
        packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
        data = packer.compress(data) + packer.flush()
    return data


def peak_bytes(action) -> int:
    """The peak of Python allocations while `action` runs (it is expected to raise FetchError)."""
    tracemalloc.start()
    try:
        with pytest.raises(FetchError) as caught:
            action()
        return tracemalloc.get_traced_memory()[1], caught.value
    finally:
        tracemalloc.stop()


def test_double_gzip_bomb_is_refused_quickly_with_flat_memory(server, local_settings):
    bomb = gzipped_zeros(256 * 1024 * 1024, layers=2)
    assert len(bomb) < 20_000  # a few KB on the wire
    server.routes["/bomb"] = Route(bomb, headers={"Content-Type": "text/plain", "Content-Encoding": "gzip, gzip"})
    started = time.monotonic()
    peak, error = peak_bytes(lambda: fetch_document(server.url("/bomb"), local_settings))
    assert peak < 8 * 1024 * 1024 and time.monotonic() - started < 3
    assert "stacked content encodings (gzip, gzip)" in error.message


def test_single_gzip_bomb_is_capped_while_inflating(server, local_settings):
    # 128 MB of zeros in ~130 KB: each wire chunk would inflate to tens of MB if decoded whole.
    server.routes["/bomb"] = Route(gzipped_zeros(128 * 1024 * 1024),
                                   headers={"Content-Type": "text/plain", "Content-Encoding": "gzip"})
    peak, error = peak_bytes(lambda: fetch_document(server.url("/bomb"), local_settings))
    assert "too large" in error.message
    assert peak < 3 * local_settings.fetch_max_bytes + 4 * 1024 * 1024


def test_deflate_with_and_without_zlib_wrapper(server, local_settings):
    text = b"Deflated article text about the harbour."
    raw = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)
    for path, body in (("/zlib", zlib.compress(text)), ("/raw", raw.compress(text) + raw.flush())):
        server.routes[path] = Route(body, headers={"Content-Type": "text/plain", "Content-Encoding": "deflate"})
        assert fetch_document(server.url(path), local_settings).text == text.decode()


def test_unknown_encoding_is_refused_by_name(server, local_settings):
    server.routes["/br"] = Route(b"\x0b\x02\x80hello\x03", headers={"Content-Type": "text/plain",
                                                                    "Content-Encoding": "br"})
    with pytest.raises(FetchError, match=r"unsupported content encoding \(br\)"):
        fetch_document(server.url("/br"), local_settings)


@contextmanager
def trickling_server(payload: bytes, interval: float, duration: float, read_first: bool = True) -> Iterator[int]:
    """A raw loopback server sending `payload` one byte per `interval` s (for at most `duration` s); its port."""
    listener = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def serve() -> None:
        try:
            connection, _ = listener.accept()
        except OSError:
            return
        with connection:
            if read_first:  # the HTTP request; a TLS client's hello is left unread
                connection.recv(65536)
            ends = time.monotonic() + duration
            for byte in payload:
                if stop.wait(interval) or time.monotonic() > ends:
                    return
                try:
                    connection.sendall(bytes([byte]))
                except OSError:
                    return  # the client hung up: what the deadline should make it do

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()[1]
    finally:
        stop.set()
        listener.close()
        thread.join(timeout=2)


def test_headers_trickling_in_are_cut_at_the_total_deadline(local_settings):
    headers = b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nX-Padding: " + b"a" * 500
    settings = local_settings.model_copy(update={"fetch_total_timeout": 2.0})
    with trickling_server(headers, interval=0.1, duration=15) as port:
        started = time.monotonic()
        with pytest.raises(FetchError, match=r"timed out .*\(limit 2 s for the whole fetch\)"):
            fetch_document(f"http://127.0.0.1:{port}/slow", settings)
        assert time.monotonic() - started < 3.5


def test_html_over_the_cap_never_reaches_the_extractor(server, local_settings, monkeypatch):
    import trafilatura

    def extractor_ran(*_args, **_kwargs):
        raise AssertionError("trafilatura ran on an HTML page over the cap")

    monkeypatch.setattr(trafilatura, "bare_extraction", extractor_ran)
    page = b"<html><body>" + b"<p>Paragraph of the article.</p>" * 1000 + b"</body></html>"
    server.routes["/big.html"] = Route(page, headers={"Content-Type": "text/html"})
    settings = local_settings.model_copy(update={"max_html_bytes": 10_000})
    with pytest.raises(FetchError, match=r"the limit is 10000 bytes \(MODERATION_MAX_HTML_BYTES\)"):
        fetch_document(server.url("/big.html"), settings)


def test_a_trickled_tls_handshake_is_cut_at_the_total_deadline(local_settings):
    # A TLS record header announcing 16 KB, then its bytes one at a time: each read succeeds, none finishes.
    record = b"\x16\x03\x03\x40\x00" + b"\x00" * 16384
    settings = local_settings.model_copy(update={"fetch_total_timeout": 2.0, "fetch_connect_timeout": 2.0})
    with trickling_server(record, interval=0.05, duration=15, read_first=False) as port:
        started = time.monotonic()
        with pytest.raises(FetchError):
            fetch_document(f"https://127.0.0.1:{port}/", settings)
        assert time.monotonic() - started < 3.5
