"""Wire models of the batch endpoints: many comments judged in one request."""

from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field

from moderation.schemas.checks import CommentRelevanceResult


class BatchRelevanceRequest(BaseModel):
    """batch/relevance request: the comments (at most the server's cap), one article, one topic list."""

    model_config = ConfigDict(extra="ignore")

    comments: list[str] = Field(..., min_length=1)
    article_context_id: UUID
    banned_topics: list[str] = Field(default_factory=list)


class BatchRelevanceItem(CommentRelevanceResult):
    """One comment's commentrelevance answer, plus its best sentence similarity to each banned topic."""

    topic_similarity: dict[str, float] = Field(
        default_factory=dict, description="Per banned topic (blanks and repeats dropped), the highest cosine "
        "similarity of any sentence of the comment to the topic, in [-1, 1]; for a topic of several words, held below the "
        "service's cut-off where one word of the topic alone is closer to the sentence than the whole topic (a sentence "
        "about a pool is not about 'swimming pool charges')")


class BatchRelevanceResult(BaseModel):
    """batch/relevance answer: one item per comment, in the order sent."""

    results: list[BatchRelevanceItem]
