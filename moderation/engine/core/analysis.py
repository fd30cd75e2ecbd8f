"""The shared analysis of a comment: segmented once, embedded once, shared by every judge (cached per text)."""

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from moderation.engine.core import text as textlib
from moderation.engine.core.cache import bytes_cache
from moderation.engine.core.embedder import DIMENSION, embed


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


def _analysis_bytes(analysis: Analysis) -> int:
    """What an analysis holds once every judge has used it: ~100 B per character (words, spans, copies) and
    ~1.6 KB per sentence (its embedding); measured on 400- to 20,000-character comments."""
    return 100 * len(analysis.text) + 1600 * len(analysis.sentences)


@bytes_cache(64 * 1024 * 1024, sizer=_analysis_bytes)
def analyse(text: str) -> Analysis:
    """The shared analysis of a comment (cached per text)."""
    return Analysis(text)


def analyse_many(comments: list[str] | tuple[str, ...], whole: bool = True) -> list[Analysis]:
    """Analyses of many comments whose sentence (and, with `whole`, whole-comment) embeddings come from one
    batched call; without `whole` the comment vector is left to be computed if a judge asks for it."""
    analyses = [Analysis(text) for text in comments]
    texts = [s.text for a in analyses for s in a.sentences] + ([a.text for a in analyses] if whole else [])
    unique = list(dict.fromkeys(texts))  # a one-sentence comment's sentence is often its whole text
    found = embed(unique) if unique else np.zeros((0, DIMENSION), dtype=np.float32)
    row = {text: i for i, text in enumerate(unique)}
    vectors = found[[row[t] for t in texts]] if texts else found
    start = 0
    for analysis in analyses:
        count = len(analysis.sentences)
        analysis.__dict__["sentence_embeddings"] = vectors[start:start + count]  # fills the cached_property
        start += count
    if whole:
        for offset, analysis in enumerate(analyses):
            analysis.__dict__["embedding"] = vectors[start + offset]
    return analyses


def analysis_from_vectors(text: str, sentence_embeddings: np.ndarray, embedding: np.ndarray | None = None) -> Analysis:
    """An analysis restored from stored embeddings (one row per sentence, in order), so nothing is embedded again
    (the comment vector, when not stored, is computed only if a judge asks for it)."""
    analysis = Analysis(text)
    if len(sentence_embeddings) != len(analysis.sentences):
        raise ValueError(f"{len(sentence_embeddings)} stored sentence vectors for {len(analysis.sentences)} sentences")
    analysis.__dict__["sentence_embeddings"] = np.asarray(sentence_embeddings, dtype=np.float32)
    if embedding is not None:
        analysis.__dict__["embedding"] = np.asarray(embedding, dtype=np.float32)
    return analysis


def has_comment_vector(analysis: Analysis) -> bool:
    """Whether the whole-comment vector is already computed (so storing it costs no model call)."""
    return "embedding" in analysis.__dict__
