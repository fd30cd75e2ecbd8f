"""Wire models of the account and topic endpoints."""

from uuid import UUID

from pydantic import BaseModel, Field


class UserCheckResponse(BaseModel):
    """usercheck answer: is the account active, on which plan, what it may call, until when."""

    active: bool
    status: str = Field(..., description="ACTIVE | PAUSED | CANCELED | EXPIRED")
    plan_name: str | None = None
    allowed_endpoints: list[str] | None = None
    expires: str | None = None
    error: str | None = None


class InitTopicRequest(BaseModel):
    """inittopic request: exactly one of text or url."""

    text: str | None = None
    url: str | None = None
    topic_description: str | None = None


class InitTopicResponse(BaseModel):
    """inittopic answer (`title` is additive: the page's <title>, og:title or first heading, or the text's)."""

    article_id: UUID
    title: str | None = None
