"""Request and response models of the external toxicity API (analyse / suggestscore)."""

from pydantic import BaseModel, ConfigDict, Field

CLIENT_TOKEN_CHARS = 500  # the stored column's length (corrections.client_token): longer is a 400, not a 500


class TextEntry(BaseModel):
    """`comment` / `context` text entry."""

    text: str = ""
    type: str | None = None


class Context(BaseModel):
    """Text around the comment (earlier comments, the article); kept with corrections, not used for scores."""

    model_config = ConfigDict(extra="ignore")

    entries: list[TextEntry] = Field(default_factory=list)


class RequestedAttribute(BaseModel):
    """Per-attribute options of an analyse request."""

    scoreType: str | None = None
    scoreThreshold: float | None = Field(None, ge=0.0, le=1.0)


class AnalyzeRequest(BaseModel):
    """analyzeComment request body."""

    model_config = ConfigDict(extra="ignore")

    comment: TextEntry
    context: Context | None = None
    requestedAttributes: dict[str, RequestedAttribute | None] = Field(default_factory=dict)
    spanAnnotations: bool = False
    languages: list[str] | None = None
    doNotStore: bool = False
    clientToken: str | None = Field(None, max_length=CLIENT_TOKEN_CHARS)
    sessionId: str | None = Field(None, max_length=CLIENT_TOKEN_CHARS)
    communityId: str | None = Field(None, max_length=CLIENT_TOKEN_CHARS)


class Score(BaseModel):
    """A probability-style score."""

    value: float = Field(..., ge=0.0, le=1.0)
    type: str = "PROBABILITY"


class SpanScore(BaseModel):
    """A score for [begin, end) of the comment, in UTF-16 code units."""

    begin: int = Field(..., ge=0)
    end: int = Field(..., ge=0)
    score: Score


class AttributeScore(BaseModel):
    """Summary score and optional span scores of one attribute."""

    summaryScore: Score
    spanScores: list[SpanScore] | None = None


class AnalyzeResponse(BaseModel):
    """analyzeComment response; `detectedLanguages` when the comment's language was detected with confidence,
    `clientToken` only when sent."""

    attributeScores: dict[str, AttributeScore] = Field(default_factory=dict)
    languages: list[str] = Field(default_factory=lambda: ["en"])
    detectedLanguages: list[str] | None = None
    clientToken: str | None = None


class AttributeCorrection(BaseModel):
    """A caller's corrected score for one attribute."""

    summaryScore: Score
    spanScores: list[SpanScore] | None = None


class SuggestRequest(BaseModel):
    """suggestCommentScore request body."""

    model_config = ConfigDict(extra="ignore")

    comment: TextEntry
    context: Context | None = None
    attributeScores: dict[str, AttributeCorrection] = Field(default_factory=dict)
    languages: list[str] | None = None
    communityId: str | None = Field(None, max_length=CLIENT_TOKEN_CHARS)  # stored: the column's length
    clientToken: str | None = Field(None, max_length=CLIENT_TOKEN_CHARS)
    sessionId: str | None = Field(None, max_length=CLIENT_TOKEN_CHARS)


class SuggestResponse(BaseModel):
    """suggestCommentScore response."""

    clientToken: str | None = None
    requestedLanguages: list[str] | None = None
    detectedLanguages: list[str] | None = None
