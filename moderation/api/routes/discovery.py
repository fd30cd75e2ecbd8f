"""The discovery document of the external API's own paths, at the address Google's client library asks."""

from fastapi import APIRouter, Request

from moderation.api.discovery import VERSION, discovery_document
from moderation.api.errors import CompatError, error_responses

router = APIRouter(tags=["external API paths"])


@router.get("/$discovery/rest", responses=error_responses(404, compat=True),
            summary="Discovery document of the external API's paths (no credentials needed)")
def discovery(request: Request, version: str = VERSION) -> dict:
    """The REST description Google's client library builds `commentanalyzer` from; any key sent is ignored."""
    if version != VERSION:
        raise CompatError(404, "NOT_FOUND", f"Discovery document not found for API service: commentanalyzer "
                                            f"version {version[:40]}; this service serves {VERSION}.")
    return discovery_document(str(request.base_url))
