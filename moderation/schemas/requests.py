"""Request bodies of the evaluation endpoints (JSON or form encoded)."""

from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field

from moderation.schemas.findings import ModerationTolerances


class _Request(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=False)


DRAFT_FIELD = Field(False, description="A check of a draft, not a post: the comment is not remembered for the "
                                        "repeated-comment (flooding) signal.")


class SpamRequest(_Request):
    """antispam request."""

    comment: str = Field(..., min_length=1)
    article_context_id: UUID | None = None
    draft: bool = DRAFT_FIELD


class CommentScoreRequest(_Request):
    """commentscore request."""

    comment: str = Field(..., min_length=1)
    article_context_id: UUID
    reply_to_comment: str | None = None
    tolerances: ModerationTolerances | None = None


class RelevanceRequest(_Request):
    """commentrelevance request."""

    comment: str = Field(..., min_length=1)
    article_context_id: UUID
    banned_topics: list[str] = Field(default_factory=list)


class DogwhistleRequest(_Request):
    """dogwhistle request."""

    comment: str = Field(..., min_length=1)
    article_context_id: UUID | None = None
    sensitive_topics: list[str] = Field(default_factory=list)
    dogwhistle_examples: list[str] = Field(default_factory=list)


class LlmDetectRequest(_Request):
    """llmdetect request."""

    comment: str = Field(..., min_length=1)


class MegaCallRequest(_Request):
    """megacall request; `run_perspective` is the older name of `run_external`."""

    comment: str = Field(..., min_length=1)
    article_context_id: UUID | None = None
    reply_to_comment: str | None = None
    context_comments: list[str] = Field(default_factory=list)
    banned_topics: list[str] = Field(default_factory=list)
    sensitive_topics: list[str] = Field(default_factory=list)
    dogwhistle_examples: list[str] = Field(default_factory=list)
    tolerances: ModerationTolerances | None = None
    run_comment_score: bool = False
    run_spam_check: bool = False
    run_relevance_check: bool = False
    run_dogwhistle_check: bool = False
    run_external: bool = False
    run_perspective: bool = False
    run_llm_detect: bool = False
    draft: bool = DRAFT_FIELD
