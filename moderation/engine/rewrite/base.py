"""The internal finding the detectors produce, and the Rewriter interface every rewriting backend implements."""

from dataclasses import dataclass, field
from typing import Protocol

from moderation.schemas.findings import ModerationCategory


@dataclass(frozen=True)
class Issue:
    """One problem found in a comment: `quote == comment[start:end]` always; `label` is the detector's type."""

    start: int
    end: int
    quote: str
    category: ModerationCategory
    label: str  # e.g. "ad hominem", "insult", "dismissive", "sarcasm"
    severity: int  # 1 minor, 2 clear, 3 severe, 4 extreme
    score: float = 1.0
    slots: dict[str, str] = field(default_factory=dict, compare=False, hash=False)  # words the explanation cites


class Rewriter(Protocol):
    """Rewrites the sentence that holds a finding; returns "" when no good-faith rewrite exists."""

    def rewrite(self, text: str, finding: Issue) -> str:
        """`text` is the sentence containing the finding (finding offsets are relative to the comment)."""
        ...
