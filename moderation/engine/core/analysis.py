"""The shared analysis of a comment: segmented once, embedded once, shared by every judge (cached per text)."""

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cached_property, lru_cache

import numpy as np

from moderation.engine.core import text as textlib
from moderation.engine.core.embedder import embed


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
    def sentence_embeddings(self) -> np.ndarray:
        """One row per sentence (same order as `sentences`)."""
        return embed([s.text for s in self.sentences])

    @cached_property
    def embedding(self) -> np.ndarray:
        """The whole comment's embedding."""
        return embed([self.text])[0]

    def precompute(self) -> "Analysis":
        """Compute the sentence and whole-comment embeddings side by side (the model runs without the GIL,
        so on two cores this halves the wait), before judges that need them start."""
        if len(self.sentences) > 1 and "embedding" not in self.__dict__:
            with ThreadPoolExecutor(max_workers=1) as pool:
                whole = pool.submit(lambda: self.embedding)
                self.sentence_embeddings  # noqa: B018 - computed here while the other thread embeds the whole
                whole.result()
        else:
            self.sentence_embeddings  # noqa: B018
            self.embedding  # noqa: B018
        return self


@lru_cache(maxsize=512)
def analyse(text: str) -> Analysis:
    """The shared analysis of a comment (cached per text)."""
    return Analysis(text)
