"""inittopic against hostile URLs: every refusal is a JSON 4xx naming the rule, never a 500."""

from tests.api.helpers import api_client
from tests.conftest import _Route
from tests.documents.test_fetch_limits import gzipped_zeros


def test_double_gzip_bomb_behind_inittopic_is_a_400_naming_the_rule(fetch_server, content_server):
    bomb = gzipped_zeros(256 * 1024 * 1024, layers=2)
    content_server.routes["/bomb.txt"] = _Route(200, bomb, {"Content-Type": "text/plain",
                                                            "Content-Encoding": "gzip, gzip"})
    with api_client(fetch_server.base_url, fetch_server.email, fetch_server.api_key) as client:
        response = client.post("/inittopic", json={"url": content_server.base_url + "/bomb.txt"})
    assert response.status_code == 400, response.text
    assert "stacked content encodings" in response.json()["message"]


def test_html_over_the_cap_is_refused_before_extraction(fetch_server, content_server):
    page = "<html><head><title>Big</title></head><body>" + "<p>Row of text.</p>" * 300_000 + "</body></html>"
    url = content_server.serve("/huge.html", page, "text/html")  # ~5.7 MB, under the 10 MB fetch cap
    with api_client(fetch_server.base_url, fetch_server.email, fetch_server.api_key) as client:
        response = client.post("/inittopic", json={"url": url})
    assert response.status_code == 400, response.text
    assert "MODERATION_MAX_HTML_BYTES" in response.json()["message"]


def test_malformed_redirect_is_a_400_with_the_fetch_error(fetch_server, content_server):
    port = content_server.base_url.rsplit(":", 1)[1]
    content_server.serve("/index.html", "Arrived.", "text/plain")
    url = content_server.redirect("/odd", f"http:\\\\127.0.0.1:{port}/index.html")  # was a 500 (httpx.InvalidURL)
    with api_client(fetch_server.base_url, fetch_server.email, fetch_server.api_key) as client:
        response = client.post("/inittopic", json={"url": url})
    assert response.status_code in (200, 400), response.text
    if response.status_code == 400:
        assert response.json()["message"].startswith("Could not fetch the URL: ")
