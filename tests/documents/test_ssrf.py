"""Server-side request forgery: private addresses refused on every hop, addresses pinned, TLS names kept."""

import shutil
import ssl
import subprocess

import pytest

from moderation.documents import FetchError, fetch, fetch_document
from tests.documents.conftest import FAKE_PUBLIC_IP, LocalServer, Route, running

ARTICLE = Route(b"The library opens a repair cafe on Saturdays.", headers={"Content-Type": "text/plain"})


@pytest.mark.parametrize("url", [
    "http://127.0.0.1:{port}/page", "http://localhost:{port}/page", "http://[::1]:{port}/page",
    "http://10.0.0.1/page", "http://192.168.0.10/admin", "http://169.254.169.254/latest/meta-data/",
    "http://0.0.0.0:{port}/page", "http://0x7f.1:{port}/page", "http://[::ffff:127.0.0.1]:{port}/page",
    "http://[fe80::1]/page", "https://100.64.0.1/page",
])
def test_private_addresses_are_refused_before_any_connection(server, public_settings, url):
    server.routes["/page"] = ARTICLE
    with pytest.raises(FetchError, match="private address refused; set MODERATION_FETCH_ALLOW_PRIVATE=true"):
        fetch_document(url.format(port=server.port), public_settings)
    assert server.seen == []


def test_a_name_resolving_to_any_private_address_is_refused(server, public_settings, network_guard):
    network_guard["mixed.example"] = [FAKE_PUBLIC_IP, "10.20.30.40"]
    with pytest.raises(FetchError, match="mixed.example is not a public address: private address refused") as caught:
        fetch_document(f"http://mixed.example:{server.port}/page", public_settings)
    assert "10.20.30.40" not in caught.value.message and "192.0.0.9" not in caught.value.message
    assert server.seen == []


def test_a_public_name_is_fetched_from_its_vetted_address_with_its_host_header(server, public_settings, network_guard):
    network_guard["news.example"] = [FAKE_PUBLIC_IP]
    server.routes["/page"] = ARTICLE
    document = fetch_document(f"http://news.example:{server.port}/page", public_settings)
    assert document.text == "The library opens a repair cafe on Saturdays."
    assert server.seen == [("/page", f"news.example:{server.port}")]


@pytest.mark.parametrize("target", [
    "http://127.0.0.1:{port}/secret", "http://localhost:{port}/secret", "http://10.0.0.5/secret",
    "http://169.254.169.254/latest/meta-data/", "http://[::1]:{port}/secret",
])
def test_a_redirect_to_a_private_address_is_refused(server, public_settings, network_guard, target):
    network_guard["news.example"] = [FAKE_PUBLIC_IP]
    server.routes["/start"] = Route(status=302, headers={"Location": target.format(port=server.port)})
    server.routes["/secret"] = ARTICLE
    with pytest.raises(FetchError, match="private address refused"):
        fetch_document(f"http://news.example:{server.port}/start", public_settings)
    assert [path for path, _ in server.seen] == ["/start"]


def test_a_redirect_to_another_scheme_is_refused(server, public_settings, network_guard):
    network_guard["news.example"] = [FAKE_PUBLIC_IP]
    server.routes["/start"] = Route(status=301, headers={"Location": "file:///etc/passwd"})
    with pytest.raises(FetchError, match="only http and https"):
        fetch_document(f"http://news.example:{server.port}/start", public_settings)


def test_dns_rebinding_cannot_swap_the_address(server, public_settings, network_guard, monkeypatch):
    """The name is looked up once per hop and the connection goes to that vetted address."""
    answers = iter([[FAKE_PUBLIC_IP]])
    lookups = []

    def rebinding_resolve(host, port, timeout):
        lookups.append(host)
        return next(answers, ["10.66.66.66"])  # a second lookup would get a private address

    monkeypatch.setattr(fetch.addresses, "resolve", rebinding_resolve)
    server.routes["/page"] = ARTICLE
    assert "repair cafe" in fetch_document(f"http://rebind.example:{server.port}/page", public_settings).text
    assert lookups == ["rebind.example"]


def test_allow_private_lifts_only_the_address_rule(server, local_settings):
    server.routes["/page"] = ARTICLE
    assert "repair cafe" in fetch_document(server.url("/page"), local_settings).text
    with pytest.raises(FetchError, match="only http and https"):
        fetch_document("ftp://127.0.0.1/page", local_settings)
    server.routes["/big"] = Route(b"z" * 2000, headers={"Content-Type": "text/plain"})
    with pytest.raises(FetchError, match="too large"):
        fetch_document(server.url("/big"), local_settings.model_copy(update={"fetch_max_bytes": 100}))


@pytest.fixture(scope="module")
def certificate(tmp_path_factory):
    """A self-signed certificate for secure.example (key, cert paths)."""
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed")
    folder = tmp_path_factory.mktemp("tls")
    key, cert = folder / "key.pem", folder / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-days", "2", "-subj", "/CN=secure.example", "-addext",
                    "subjectAltName=DNS:secure.example", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=30)
    return key, cert


@pytest.fixture
def tls_server(certificate, monkeypatch):
    """A loopback HTTPS server for secure.example, trusted by the fetcher for this test only."""
    key, cert = certificate
    local = LocalServer()
    server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_context.load_cert_chain(cert, key)
    local.socket = server_context.wrap_socket(local.socket, server_side=True)
    monkeypatch.setattr(fetch, "ssl_context", lambda: ssl.create_default_context(cafile=str(cert)))
    with running(local):
        yield local


def test_https_to_a_pinned_address_keeps_sni_and_certificate_name(tls_server, public_settings, network_guard):
    network_guard["secure.example"] = [FAKE_PUBLIC_IP]
    tls_server.routes["/page"] = ARTICLE
    document = fetch_document(f"https://secure.example:{tls_server.port}/page", public_settings)
    assert "repair cafe" in document.text
    assert tls_server.seen == [("/page", f"secure.example:{tls_server.port}")]


def test_https_certificate_for_another_name_is_refused(tls_server, public_settings, network_guard):
    network_guard["impostor.example"] = [FAKE_PUBLIC_IP]
    tls_server.routes["/page"] = ARTICLE
    with pytest.raises(FetchError, match="secure connection failed"):
        fetch_document(f"https://impostor.example:{tls_server.port}/page", public_settings)
    assert tls_server.seen == []
