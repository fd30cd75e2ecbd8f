"""The interactive API page (/docs) with Swagger UI served from this service, never from a CDN."""

from pathlib import Path

import fastapi_offline
from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

ASSETS_URL = "/docs-assets"
# fastapi-offline ships Swagger UI 5 (OpenAPI 3.1 capable) as plain files beside its module.
_ASSETS = Path(fastapi_offline.__file__).parent / "static"


def install_docs(app: FastAPI, docs_url: str = "/docs") -> None:
    """Serve Swagger UI's script, style and icon locally, and the page that loads them."""
    app.mount(ASSETS_URL, StaticFiles(directory=_ASSETS), name="docs-assets")

    @app.get(docs_url, include_in_schema=False)
    async def swagger_ui() -> HTMLResponse:
        return get_swagger_ui_html(openapi_url=app.openapi_url, title=f"{app.title} - API",
                                   swagger_js_url=f"{ASSETS_URL}/swagger-ui-bundle.js",
                                   swagger_css_url=f"{ASSETS_URL}/swagger-ui.css",
                                   swagger_favicon_url=f"{ASSETS_URL}/favicon.png")
