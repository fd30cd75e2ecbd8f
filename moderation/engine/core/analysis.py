"""The shared analysis of a comment: segmented once, embedded once, shared by every judge (cached per text)."""

from dataclasses import dataclass
from functools import cached_property, lru_cache

import numpy as np

from moderation.engine.core import text as textlib
from moderation.engine.core.embedder import Encoded, combine, get_embedder


@dataclass
class Analysis:
    """One comment, segmented once; embeddings are computed on first use and shared by every judge."""

    text: str

    @cached_property
    def sentences(self) -> list[textlib.Span]:
        return textlib.sentences(self.text) or [textlib.Span(0, len(self.text), self.text)]

    @cached_property
    def words(self) -> list[textlib.Span]:
        return textlib.words(self.text)

    @cached_property
    def lower(self) -> str:
        return self.text.lower()

    @cached_property
    def encoded(self) -> Encoded:
        """The one encoder run over every sentence, batched: embeddings, token counts, attribute logits."""
        return get_embedder().encode([s.text for s in self.sentences])

    @cached_property
    def sentence_embeddings(self) -> np.ndarray:
        """One row per sentence (same order as `sentences`)."""
        return self.encoded.vectors

    @cached_property
    def embedding(self) -> np.ndarray:
        """The whole comment's vector, derived from its sentences (no second encoder run)."""
        return combine(self.encoded.vectors, self.encoded.tokens)

    @property
    def sentence_logits(self) -> np.ndarray | None:
        """The fine-tuned attribute logits per sentence, from the same encoder run (None without the graft)."""
        return self.encoded.logits

    def precompute(self) -> "Analysis":
        """Run the encoder once over the sentences before the judges that need it start."""
        self.embedding  # noqa: B018 - computed and kept here
        return self


@lru_cache(maxsize=512)
def analyse(text: str) -> Analysis:
    """The shared analysis of a comment (cached per text)."""
    return Analysis(text)
