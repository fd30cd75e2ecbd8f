"""/docs loads Swagger UI from the service itself (works offline), and can be switched off."""

import re

import httpx

from moderation.core.config import Settings
from moderation.main import create_app


def test_docs_page_loads_every_asset_from_the_service(live_server):
    page = httpx.get(live_server.url("/docs"), timeout=30)
    assert page.status_code == 200
    assert not re.search(r"https?://", page.text), "the page must not reference another origin (no CDN)"
    assets = re.findall(r"""(?:src|href)=['"]([^'"]+)['"]""", page.text)
    assert any(asset.endswith("swagger-ui-bundle.js") for asset in assets)
    for asset in assets:
        response = httpx.get(live_server.url(asset), timeout=30)
        assert response.status_code == 200 and len(response.content) > 1000, asset
    assert "url: '/openapi.json'" in page.text


def test_docs_and_schema_can_be_switched_off(tmp_path):
    app = create_app(Settings(data_dir=tmp_path, docs_enabled=False))
    paths = {getattr(route, "path", "") for route in app.routes}
    assert not paths & {"/docs", "/openapi.json", "/docs-assets"}
    app.state.engine.dispose()
