"""megacall answer: one section per requested check, null where not requested."""

from pydantic import BaseModel, Field

from moderation.schemas.checks import CommentRelevanceResult, DogwhistleResult, LlmDetectResult, SpamDetectionResult
from moderation.schemas.compat import AnalyzeResponse
from moderation.schemas.findings import CommentScore


class CommentLanguage(BaseModel):
    """The comment's language and what could be judged in it (always filled; an addition to the v0.2 answer)."""

    code: str = Field(..., description="ISO 639-1 code of the detected language (the best guess when "
                                       "`undetermined`); 'und' when too short to guess")
    name: str = Field("", description="The language's English name (the code itself for one without a name here)")
    probability: float = Field(..., ge=0.0, le=1.0, description="The detector's probability for it")
    supported: bool = Field(..., description="False: no judge reads this language, nothing in the answer applies")
    english_only: bool = Field(..., description="True: the comment is not English, so the spam, relevance, "
                                                "dogwhistle and machine-writing sections (English models) do not "
                                                "apply to it; its comment score is judged in its language when "
                                                "`supported` (threats, attacks on who people are, insults, "
                                                "profanity and hostility only)")
    attribute_scores: AnalyzeResponse | None = Field(None, description="For a comment in another supported "
                                                     "language, or of no certain language (`undetermined`): the "
                                                     "toxicity attributes judged in it, with span scores (UTF-16 "
                                                     "offsets)")
    undetermined: bool = Field(False, description="True: the detector could not tell the language, and its best "
                                                  "guess (`code`) is not English or another language's threat or "
                                                  "insult rules read something in it; the English checks ran, and "
                                                  "attribute_scores hold per sentence the higher of the English and "
                                                  "the multilingual judge's readings")


class MegaCallResult(BaseModel):
    """The external-API section is named after the flag that asked for it (`external` or `perspective`)."""

    comment_score: CommentScore | None = None
    spam_check: SpamDetectionResult | None = None
    relevance_check: CommentRelevanceResult | None = None
    dogwhistle_check: DogwhistleResult | None = None
    external: AnalyzeResponse | None = None
    perspective: AnalyzeResponse | None = None
    llm_detection: LlmDetectResult | None = None
    language: CommentLanguage | None = None
