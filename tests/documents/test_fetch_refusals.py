"""Malformed redirects are fetch errors, and refusals never tell a missing name from an intranet one (issue 42)."""

import pytest

from moderation.documents import FetchError, fetch_document
from tests.documents.conftest import Route


@pytest.mark.parametrize("location", ["http:\\\\127.0.0.1:{port}/index.html", "http:127.0.0.1:{port}/index.html",
                                      "http://[::1/index.html", "http://a\x00b/"])
def test_a_malformed_redirect_is_a_fetch_error(server, local_settings, location):
    server.routes["/index.html"] = Route(b"Arrived.", headers={"Content-Type": "text/plain"})
    server.routes["/start"] = Route(b"", 302, {"Location": location.format(port=server.port)})
    try:
        document = fetch_document(server.url("/start"), local_settings)
    except FetchError as error:
        assert error.reason in ("invalid_url", "connect", "dns", "private_address"), error.reason
    else:
        assert document.text == "Arrived."  # a lenient reading that lands on the page is fine too


def test_a_missing_name_and_a_private_name_are_refused_alike(public_settings, network_guard):
    network_guard["vm"] = ["10.20.30.40"]
    with pytest.raises(FetchError) as private:
        fetch_document("http://vm/page", public_settings)
    network_guard.pop("vm")
    with pytest.raises(FetchError) as missing:
        fetch_document("http://vm.invalid/page", public_settings)
    assert private.value.message == missing.value.message.replace("vm.invalid", "vm")
    assert "MODERATION_FETCH_ALLOW_PRIVATE" in missing.value.message


def test_with_private_addresses_allowed_a_missing_name_says_so(local_settings):
    with pytest.raises(FetchError, match="could not resolve host no-such-site.invalid"):
        fetch_document("http://no-such-site.invalid/page", local_settings)
