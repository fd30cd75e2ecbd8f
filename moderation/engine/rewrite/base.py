"""The Rewriter interface every rewriting backend implements."""

from typing import Protocol

from moderation.engine.core.types import Issue


class Rewriter(Protocol):
    """Rewrites the sentence that holds a finding; returns "" when no good-faith rewrite exists."""

    def rewrite(self, text: str, finding: Issue) -> str:
        """`text` is the sentence containing the finding (finding offsets are relative to the comment)."""
        ...
