"""Comment-score wire models: findings, tolerances and the comment score (as the public client reads them)."""

from enum import Enum

from pydantic import BaseModel, ConfigDict, Field, model_validator


class ModerationCategory(str, Enum):
    """The kinds of problem a finding can be, each with its own tolerance."""

    THREAT = "threat"
    IDENTITY_ATTACK = "identity_attack"
    SEXUAL_CONTENT = "sexual_content"
    HARASSMENT = "harassment"
    INSULT = "insult"
    PROFANITY = "profanity"
    DISMISSIVE_TONE = "dismissive_tone"
    LOGICAL_FALLACY = "logical_fallacy"
    LOW_EFFORT = "low_effort"


# Floored categories may be made stricter, never relaxed or turned off.
FLOORED_CATEGORIES = frozenset({
    ModerationCategory.THREAT, ModerationCategory.IDENTITY_ATTACK,
    ModerationCategory.SEXUAL_CONTENT, ModerationCategory.HARASSMENT,
})


class ToleranceLevel(str, Enum):
    """How much of one kind of problem a site accepts."""

    OFF = "off"
    PERMISSIVE = "permissive"
    RELAXED = "relaxed"
    STANDARD = "standard"
    STRICT = "strict"
    ZERO_TOLERANCE = "zero_tolerance"


class ModerationTolerances(BaseModel):
    """A site's level per comment-health item; omitted items are standard."""

    model_config = ConfigDict(extra="forbid")

    threat: ToleranceLevel = ToleranceLevel.STANDARD
    identity_attack: ToleranceLevel = ToleranceLevel.STANDARD
    sexual_content: ToleranceLevel = ToleranceLevel.STANDARD
    harassment: ToleranceLevel = ToleranceLevel.STANDARD
    insult: ToleranceLevel = ToleranceLevel.STANDARD
    profanity: ToleranceLevel = ToleranceLevel.STANDARD
    dismissive_tone: ToleranceLevel = ToleranceLevel.STANDARD
    logical_fallacy: ToleranceLevel = ToleranceLevel.STANDARD
    low_effort: ToleranceLevel = ToleranceLevel.STANDARD
    quality: ToleranceLevel = ToleranceLevel.STANDARD

    @model_validator(mode="after")
    def _floors_hold(self) -> "ModerationTolerances":
        relaxed = sorted(c.value for c in FLOORED_CATEGORIES if getattr(self, c.value) in
                         (ToleranceLevel.OFF, ToleranceLevel.PERMISSIVE, ToleranceLevel.RELAXED))
        if relaxed:
            raise ValueError("These categories can be made stricter but not relaxed or turned off: " + ", ".join(relaxed))
        return self


# Issue 26: several verified suggestions may be offered; the single field stays for clients that read one.
_ALTERNATIVES = ("Up to three verified suggestions for the same text (rewrite_replaces), smallest change first; the "
                 "first is suggested_rewrite. Empty when there is no rewrite")


class LogicalFallacy(BaseModel):
    """A logical fallacy found in a comment, quoted verbatim."""

    fallacy_name: str
    quoted_logical_fallacy_example: str
    explanation: str
    suggested_rewrite: str = ""
    suggested_rewrites: list[str] = Field(default_factory=list, description=_ALTERNATIVES)
    rewrite_replaces: str = Field("", description="The verbatim text of the comment that suggested_rewrite replaces: "
                                  "the quote itself or the sentence holding it; empty when there is no rewrite")
    severity: int = Field(2, ge=1, le=4, description="1 minor, 2 clear, 3 severe, 4 extreme")


class ObjectionablePhrase(BaseModel):
    """An objectionable phrase (insult, slur, threat, …), quoted verbatim."""

    quoted_objectionable_phrase: str
    explanation: str
    suggested_rewrite: str = ""
    suggested_rewrites: list[str] = Field(default_factory=list, description=_ALTERNATIVES)
    rewrite_replaces: str = Field("", description="The verbatim text of the comment that suggested_rewrite replaces: "
                                  "the quote itself or the sentence holding it; empty when there is no rewrite")
    category: ModerationCategory = ModerationCategory.INSULT
    severity: int = Field(2, ge=1, le=4)


class NegativeTonePhrase(BaseModel):
    """A dismissive, sarcastic or hostile phrase, quoted verbatim."""

    quoted_negative_tone_phrase: str
    explanation: str
    suggested_rewrite: str = ""
    suggested_rewrites: list[str] = Field(default_factory=list, description=_ALTERNATIVES)
    rewrite_replaces: str = Field("", description="The verbatim text of the comment that suggested_rewrite replaces: "
                                  "the quote itself or the sentence holding it; empty when there is no rewrite")
    category: ModerationCategory = ModerationCategory.DISMISSIVE_TONE
    severity: int = Field(1, ge=1, le=4)


class HealthItemScore(BaseModel):
    """One comment-health item: its score, the lowest accepted, and whether it passes."""

    score: int = Field(..., ge=1, le=5)
    minimum: int = Field(..., ge=1, le=5)
    is_acceptable: bool


class CommentScore(BaseModel):
    """The commentscore answer: findings, effort, 1–5 score and toxicity, under the site's tolerances."""

    logical_fallacies: list[LogicalFallacy] = Field(default_factory=list)
    objectionable_phrases: list[ObjectionablePhrase] = Field(default_factory=list)
    negative_tone_phrases: list[NegativeTonePhrase] = Field(default_factory=list)
    appears_low_effort: bool
    overall_score: int = Field(..., ge=1, le=5)
    toxicity_score: float = Field(..., ge=0.0, le=1.0)
    toxicity_explanation: str
    exceeds_tolerance: bool = False
    tolerances: ModerationTolerances = Field(default_factory=ModerationTolerances)
    health_score: float | None = Field(None, ge=1.0, le=5.0)
    health_items: dict[str, HealthItemScore] = Field(default_factory=dict)
