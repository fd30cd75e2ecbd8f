"""megacall answer: one section per requested check, null where not requested."""

from pydantic import BaseModel

from moderation.schemas.checks import CommentRelevanceResult, DogwhistleResult, LlmDetectResult, SpamDetectionResult
from moderation.schemas.compat import AnalyzeResponse
from moderation.schemas.findings import CommentScore


class MegaCallResult(BaseModel):
    """The external-API section is named after the flag that asked for it (`external` or `perspective`)."""

    comment_score: CommentScore | None = None
    spam_check: SpamDetectionResult | None = None
    relevance_check: CommentRelevanceResult | None = None
    dogwhistle_check: DogwhistleResult | None = None
    external: AnalyzeResponse | None = None
    perspective: AnalyzeResponse | None = None
    llm_detection: LlmDetectResult | None = None
