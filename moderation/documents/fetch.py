"""Fetch a topic URL without server-side request forgery: vetted, pinned addresses on every hop, hard limits."""

import json
import ssl
import time
from dataclasses import dataclass
from pathlib import Path

import certifi
import httpx

from moderation.core.config import Settings
from moderation.documents import addresses, encoding
from moderation.documents.deadline import deadline_transport
from moderation.core.metrics import metrics
from moderation.documents.model import Document, FetchError, UnsupportedMediaType
from moderation.documents.sniff import parse_content_type
from moderation.documents.sources import document_from_bytes

# What each refusal says (its "_about" note is never looked up). Read here, not by engine.core.datafile: the coach
# imports this package for uploads and never the engine.
_SAY: dict[str, str] = json.loads((Path(__file__).resolve().parent / "data" / "fetch_errors.json").read_text("utf-8"))

USER_AGENT = "moderation-topic-fetcher/0.2 (+https://github.com/; article context for comment moderation)"
ACCEPT = "text/html,application/xhtml+xml,text/markdown,text/plain;q=0.9,application/pdf;q=0.9,*/*;q=0.1"
REDIRECT_CODES = {301, 302, 303, 307, 308}


@dataclass(frozen=True)
class Body:
    """What one successful GET returned."""

    url: httpx.URL
    data: bytes
    content_type_header: str


def ssl_context() -> ssl.SSLContext:
    """Certificate checking against the Mozilla CA bundle, for the host name (not the pinned address)."""
    return ssl.create_default_context(cafile=certifi.where())


def fetch_document(url: str, settings: Settings) -> Document:
    """Fetch a URL (http/https, public addresses only unless allowed) and extract its readable text."""
    try:
        body = fetch_body(url, settings)
        media_type, charset = parse_content_type(body.content_type_header)
        return document_from_bytes(body.data, media_type, charset, body.url.path, settings.max_html_bytes)
    except FetchError as error:
        metrics().fetch_refusals.labels(reason=error.reason).inc()
        raise
    except UnsupportedMediaType:
        metrics().fetch_refusals.labels(reason="unsupported_type").inc()
        raise


def fetch_body(url: str, settings: Settings) -> Body:
    """GET a URL, following at most settings.fetch_max_redirects redirects, each hop vetted and pinned."""
    deadline = time.monotonic() + settings.fetch_total_timeout
    current = parse_url(url)
    transport = deadline_transport(ssl_context(), deadline)
    with httpx.Client(transport=transport, trust_env=False, follow_redirects=False) as client:
        for hop in range(settings.fetch_max_redirects + 1):
            try:
                response = _get_pinned(client, current, settings, deadline)
            except FetchError as error:
                if hop == 0:
                    raise
                raise _failed("redirect_then", error.reason, url=_shown(current), error=error) from error
            try:
                if response.status_code in REDIRECT_CODES:
                    location = response.headers.get("location", "").strip()
                    if not location:
                        raise _failed("redirect_without_location", "status", status=_status(response))
                    current = parse_url(_joined(current, location))
                    continue
                if response.status_code >= 300:
                    raise _failed("status", "status", status=_status(response))
                data = _read_capped(response, settings, deadline)
                return Body(url=current, data=data, content_type_header=response.headers.get("content-type", ""))
            except httpx.TimeoutException as error:
                limit = settings.fetch_total_timeout
                raise _failed("read_timeout", "timeout", host=current.host, limit=limit) from error
            except httpx.HTTPError as error:
                raise _failed("download_failed", "connect", host=current.host, error=error or type(error).__name__) from error
            finally:
                response.close()
    raise _failed("too_many_redirects", "redirects", limit=settings.fetch_max_redirects)


def parse_url(url: str) -> httpx.URL:
    """A URL we are willing to fetch: absolute http or https with a host name."""
    if not isinstance(url, str) or not url.strip():
        raise _failed("empty", "invalid_url")
    try:
        parsed = httpx.URL(url.strip())
    except (httpx.InvalidURL, TypeError, ValueError) as error:
        raise _failed("invalid", "invalid_url", error=error) from error
    if parsed.scheme not in ("http", "https"):
        raise _failed("scheme", "invalid_url", scheme=parsed.scheme or _SAY["relative"])
    if not parsed.host:
        raise _failed("no_host", "invalid_url")
    return parsed


def vetted_addresses(url: httpx.URL, settings: Settings, deadline: float) -> list[str]:
    """The addresses of the URL's host, refusing the whole host when any of them is not public."""
    host = url.raw_host.decode("ascii")
    # The rule, never the lookup's answer, and one message whether the name is missing or private: either
    # difference would map the intranet for the caller (the metrics still tell "dns" from "private_address").
    refused = _SAY["private"].format(host=url.host)
    try:
        found = addresses.resolve(host, url.port or _default_port(url), _remaining(deadline, url))
    except addresses.ResolveError as error:
        raise FetchError(str(error) if settings.fetch_allow_private else refused, "dns") from error
    if not settings.fetch_allow_private and any(addresses.refusal_reason(address) for address in found):
        raise FetchError(refused, "private_address")
    return found


def pinned_request(client: httpx.Client, url: httpx.URL, address: str, timeout: httpx.Timeout) -> httpx.Request:
    """A GET to the vetted address that still names the host: Host header, TLS SNI and certificate check."""
    host_header = url.netloc.decode("ascii")
    extensions = {"sni_hostname": url.raw_host.decode("ascii")} if url.scheme == "https" else {}
    return client.build_request(
        "GET", url.copy_with(host=address), timeout=timeout, extensions=extensions,
        headers={"Host": host_header, "User-Agent": USER_AGENT, "Accept": ACCEPT, "Accept-Encoding": "identity"},
    )


def _get_pinned(client: httpx.Client, url: httpx.URL, settings: Settings, deadline: float) -> httpx.Response:
    """Send the GET to the first vetted address that accepts a connection; headers only, body still streaming."""
    failures = []
    for address in vetted_addresses(url, settings, deadline):
        remaining = _remaining(deadline, url)
        timeout = httpx.Timeout(remaining, connect=min(settings.fetch_connect_timeout, remaining))
        try:
            return client.send(pinned_request(client, url, address, timeout), stream=True)
        except httpx.ConnectTimeout:
            failures.append("connection timed out")
        except httpx.ConnectError as error:
            failures.append(_connect_failure(error))
        except httpx.TimeoutException as error:
            raise _failed("answer_timeout", "timeout", host=url.host, limit=settings.fetch_total_timeout) from error
        except httpx.HTTPError as error:
            raise _failed("request_failed", "connect", host=url.host, error=error or type(error).__name__) from error
        except (httpx.InvalidURL, ValueError, TypeError) as error:  # a redirect's Location httpx cannot send
            raise _failed("invalid", "invalid_url", error=error) from error
    raise _failed("no_connection", "connect", host=url.host, failures="; ".join(dict.fromkeys(failures)))


def _read_capped(response: httpx.Response, settings: Settings, deadline: float) -> bytes:
    """The decoded body, refused as soon as it exceeds the size cap (counted after decoding) or the deadline passes."""
    limit = settings.fetch_max_bytes
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise _failed("too_large", "too_large", size=int(declared), limit=limit)
    data = bytearray()
    # Raw bytes as they arrive, decoded here with a running cap: httpx would inflate each chunk whole first.
    for chunk in encoding.decoded(response.iter_raw(), response.headers.get("content-encoding", ""), limit):
        data += chunk
        if time.monotonic() > deadline:
            raise _failed("read_timeout", "timeout", host=response.request.headers.get("host"),
                          limit=settings.fetch_total_timeout)
    return bytes(data)


def _joined(current: httpx.URL, location: str) -> str:
    """A redirect's Location resolved against the current URL (a FetchError when httpx cannot read it)."""
    try:
        return str(current.join(location))
    except (httpx.InvalidURL, ValueError, TypeError) as error:
        raise _failed("redirect_invalid", "invalid_url", error=error) from error


def _remaining(deadline: float, url: httpx.URL) -> float:
    """Seconds left before the total deadline; a FetchError when none are."""
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise _failed("fetch_timeout", "timeout", host=url.host)
    return remaining


def _connect_failure(error: httpx.ConnectError) -> str:
    """A short phrase for why a connection failed."""
    text = str(error)
    if "refused" in text.lower():
        return "connection refused"
    if "CERTIFICATE" in text.upper() or "SSL" in text.upper():
        return f"the secure connection failed ({text})"
    return text or "connection failed"


def _failed(key: str, reason: str, **values) -> FetchError:
    """The FetchError saying the case `key` of data/fetch_errors.json, its fields filled in."""
    return FetchError(_SAY[key].format(**values), reason)


def _shown(url: httpx.URL) -> str:
    """A URL for a message: without credentials, query or fragment."""
    return f"{url.scheme}://{url.netloc.decode('ascii')}{url.path}"


def _default_port(url: httpx.URL) -> int:
    """The scheme's standard port."""
    return 443 if url.scheme == "https" else 80


def _status(response: httpx.Response) -> str:
    """'404 Not Found' style status text."""
    return f"{response.status_code} {response.reason_phrase}".strip()
