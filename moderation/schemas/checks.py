"""Wire models of the spam, relevance, dogwhistle and machine-text checks."""

from pydantic import BaseModel, Field


class SpamDetectionResult(BaseModel):
    """Spam verdict with the signals that fired named in `reasoning`."""

    reasoning: str
    is_spam: bool
    confidence: float = Field(..., ge=0.0, le=1.0)
    suspected_spam: bool = False
    suggestion: str = ""


class OnTopicResult(BaseModel):
    """Whether a comment is about the article."""

    reasoning: str
    on_topic: bool
    confidence: float = Field(..., ge=0.0, le=1.0)


class BannedTopicsResult(BaseModel):
    """Which of the caller's banned topics the comment discusses, and how much of it."""

    reasoning: str
    banned_topics: list[str] = Field(default_factory=list)
    quantity_on_banned_topics: float = Field(..., ge=0.0, le=1.0)
    confidence: float = Field(..., ge=0.0, le=1.0)


class CommentRelevanceResult(BaseModel):
    """The commentrelevance answer."""

    on_topic: OnTopicResult
    banned_topics: BannedTopicsResult


class DogwhistleDetection(BaseModel):
    """Whether coded language was found."""

    reasoning: str
    dogwhistles_detected: bool
    confidence: float = Field(..., ge=0.0, le=1.0)


class DogwhistleDetails(BaseModel):
    """The coded terms found (verbatim), their categories, subtlety and harm."""

    dogwhistle_terms: list[str] = Field(default_factory=list)
    categories: list[str] = Field(default_factory=list)
    subtlety_level: float = Field(..., ge=0.0, le=1.0)
    harm_potential: float = Field(..., ge=0.0, le=1.0)


class DogwhistleResult(BaseModel):
    """The dogwhistle answer; `details` is null when nothing was found."""

    detection: DogwhistleDetection
    details: DogwhistleDetails | None = None


class LlmSignal(BaseModel):
    """One sign of machine-written text, with the verbatim text that shows it."""

    signal_type: str = Field(..., description="word_frequency | structural | stylistic | epistemic")
    description: str
    quoted_text: str


class LlmDetectResult(BaseModel):
    """The llmdetect answer."""

    llm_likelihood: float = Field(..., ge=0.0, le=1.0)
    confidence: float = Field(..., ge=0.0, le=1.0)
    signals_detected: list[LlmSignal] = Field(default_factory=list)
    reasoning: str
