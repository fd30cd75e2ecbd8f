"""The shared analysis of a comment: segmented once, embedded once, shared by every judge (cached per text)."""

import threading
from dataclasses import dataclass, field
from enum import IntEnum

import numpy as np

from moderation.engine.core import text as textlib
from moderation.engine.core.cache import bytes_cache
from moderation.engine.core.cached import instance_cached
from moderation.engine.core.embedder import DIMENSION, Encoded, combine, get_embedder


class Needs(IntEnum):
    """What a judge reads from the encoder run: each level runs more of the grafted graph than the one before."""

    EMBEDDINGS = 0  # the plain graph: spam, relevance, coded language
    LOGITS = 1  # and the toxicity top: the attribute scores
    TONE = 2  # and the tone top: the comment score


@dataclass
class Analysis:
    """One comment, segmented once; embeddings are computed on first use and shared by every judge."""

    text: str
    # Judges running in parallel threads share one encoder run: the first computes it, the others wait here and
    # then find it in the embedder's cache (a lock of this analysis only: see core/cached.py).
    _encoding: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)
    # Raised by a caller whose judges will read more (a megacall with the comment score): a judge that needs less
    # and starts the run first must not run a smaller graph only for the whole graft to run after it.
    needs: Needs = field(default=Needs.EMBEDDINGS, repr=False, compare=False)

    @instance_cached
    def sentences(self) -> list[textlib.Span]:
        return textlib.sentences(self.text) or [textlib.Span(0, len(self.text), self.text)]

    @instance_cached
    def words(self) -> list[textlib.Span]:
        return textlib.words(self.text)

    @instance_cached
    def lower(self) -> str:
        return self.text.lower()

    @instance_cached
    def encoded(self) -> Encoded:
        """The one encoder run over every sentence, batched: embeddings, token counts, attribute logits."""
        with self._encoding:
            done = self.__dict__.get("encoded")  # another thread of this request computed it meanwhile
            return done if done is not None else get_embedder().encode([s.text for s in self.sentences], wide=True)

    @instance_cached
    def sentence_embeddings(self) -> np.ndarray:
        """One row per sentence (same order as `sentences`)."""
        return self.encoded.vectors

    @instance_cached
    def embedding(self) -> np.ndarray:
        """The whole comment's vector, derived from its sentences (no second encoder run)."""
        return combine(self.encoded.vectors, self.encoded.tokens)

    @property
    def sentence_logits(self) -> np.ndarray | None:
        """The fine-tuned attribute logits per sentence, from the same encoder run (None without the graft)."""
        encoded = self.encoded
        if encoded.logits is None and get_embedder().has_logits:  # restored or batch-encoded without logits
            encoded = get_embedder().encode([s.text for s in self.sentences], wide=True)
            self.__dict__["encoded"] = encoded
        return encoded.logits

    @property
    def sentence_tone_logits(self) -> np.ndarray | None:
        """The tone top's logit per sentence, from the same encoder run (None unless the graft carries it)."""
        if self.sentence_logits is None:  # encodes again with the graft's outputs when they were not asked for
            return None
        if self.encoded.tone is None and get_embedder().has_tone:  # encoded for the toxicity logits only
            self.__dict__["encoded"] = get_embedder().encode([s.text for s in self.sentences], wide=True)
        return self.encoded.tone

    @property
    def sentence_heads(self) -> np.ndarray | None:
        """The fine-tuned encoder's head logits per sentence (training/finetune/data.py HEADS), from the same run
        (None unless the encoder carries them)."""
        if self.encoded.heads is None and get_embedder().has_heads:  # restored or batch-encoded without them
            self.__dict__["encoded"] = get_embedder().encode([s.text for s in self.sentences], wide=True)
        return self.encoded.heads

    def precompute(self, needs: Needs = Needs.TONE) -> "Analysis":
        """Run the encoder once over the sentences before the judges that need it start: only as much of the graph
        as `needs` (or `self.needs`) says — the same outputs bit for bit, without the top layers nobody reads (the
        plain graph is 6 layers a token, the whole graft 10); a judge that reads more later encodes again
        (`sentence_logits`, `sentence_tone_logits`)."""
        needs = max(needs, self.needs)
        if needs == Needs.TONE:
            self.embedding  # noqa: B018 - computed and kept here
            return self
        with self._encoding:
            if "encoded" not in self.__dict__:
                self.__dict__["encoded"] = get_embedder().encode([s.text for s in self.sentences], wide=True,
                                                                 logits=needs >= Needs.LOGITS, tone=False)
        return self


def _analysis_bytes(analysis: Analysis) -> int:
    """What an analysis holds once every judge has used it: ~100 B per character (words, spans, copies) and
    ~1.6 KB per sentence (its embedding); measured on 400- to 20,000-character comments."""
    return 100 * len(analysis.text) + 1600 * len(analysis.sentences)


@bytes_cache(64 * 1024 * 1024, sizer=_analysis_bytes)
def analyse(text: str) -> Analysis:
    """The shared analysis of a comment (cached per text)."""
    return Analysis(text)


def analyse_many(comments: list[str] | tuple[str, ...], whole: bool = True, logits: bool = False,
                 wide: bool = False) -> list[Analysis]:
    """Analyses of many comments whose sentences are encoded in one batched call (the whole-comment vector is
    derived from them, so `whole` costs nothing more); with `logits` the fine-tuned attribute logits come from the
    same call, otherwise the base graph runs and a judge that asks for logits encodes again. `wide`: one request's
    comments, which may use every core (not a process pool's share of an archive)."""
    del whole  # kept for callers: the comment vector is always derived from the sentences
    analyses = [Analysis(text) for text in comments]
    texts = [s.text for a in analyses for s in a.sentences]
    position: dict[str, int] = {}  # each distinct sentence encoded once (its first row)
    rows = np.array([position.setdefault(t, len(position)) for t in texts], dtype=np.int64)
    unique = list(position)
    found = get_embedder().encode(unique, logits=logits, wide=wide) if unique else Encoded(
        np.zeros((0, DIMENSION), dtype=np.float32), np.zeros(0, dtype=np.int64), None)
    start = 0
    for analysis in analyses:
        take = rows[start:start + len(analysis.sentences)]
        analysis.__dict__["encoded"] = Encoded(found.vectors[take], found.tokens[take],
                                               None if found.logits is None else found.logits[take],
                                               None if found.tone is None else found.tone[take])
        start += len(analysis.sentences)
    return analyses


def analysis_from_vectors(text: str, sentence_embeddings: np.ndarray, embedding: np.ndarray | None = None,
                          tokens: np.ndarray | None = None) -> Analysis:
    """An analysis restored from stored embeddings (one row per sentence, in order), so nothing is embedded again
    (the comment vector, when not stored, is computed only if a judge asks for it); `tokens`, the sentences' token
    counts when stored with them, saves tokenising again."""
    analysis = Analysis(text)
    if len(sentence_embeddings) != len(analysis.sentences):
        raise ValueError(f"{len(sentence_embeddings)} stored sentence vectors for {len(analysis.sentences)} sentences")
    if tokens is None or len(tokens) != len(sentence_embeddings):
        tokens = get_embedder().token_counts([s.text for s in analysis.sentences])
    tokens = np.asarray(tokens, dtype=np.int64)
    analysis.__dict__["encoded"] = Encoded(np.asarray(sentence_embeddings, dtype=np.float32), tokens, None)
    if embedding is not None:
        analysis.__dict__["embedding"] = np.asarray(embedding, dtype=np.float32)
    return analysis


def has_comment_vector(analysis: Analysis) -> bool:
    """Whether the whole-comment vector is already computed (so storing it costs no model call)."""
    return "embedding" in analysis.__dict__ or "encoded" in analysis.__dict__
