"""The judgement engine's one entry point: plain values in, wire schemas out; no HTTP, no storage.

Each judge is a package (toxicity/, spam/, relevance/ …) over a shared core (core/); this facade is
what the API calls. Every function accepts the comment text; `analyse()` is cached per text, so judges
run for one request share one analysis (sentences, tokens, embeddings computed once). Under a time budget
(`deadline`, set by the API per request) each function checks it between its stages and raises
`BudgetExceeded` once it has run out.
"""

from collections.abc import Sequence

from moderation.engine.core import budget
from moderation.engine.core.analysis import (Analysis, Needs, analyse, analyse_many, analysis_from_vectors,
                                             has_comment_vector)
from moderation.engine.core.budget import BudgetExceeded, deadline
from moderation.engine.core.datafile import warm_up_text
from moderation.engine.core.types import ArticleContext, AttributeResult, Phrase
from moderation.schemas.batch import BatchRelevanceItem
from moderation.schemas.checks import CommentRelevanceResult, DogwhistleResult, LlmDetectResult, SpamDetectionResult
from moderation.schemas.findings import CommentScore, ModerationTolerances

__all__ = [
    "Analysis", "ArticleContext", "Needs", "Phrase", "analyse", "build_article", "check_spam", "fingerprint",
    "check_relevance", "check_dogwhistle", "detect_llm", "score_comment", "score_attributes",
    "supported_attributes", "warm_up", "analyse_many", "analysis_from_vectors", "has_comment_vector",
    "check_relevance_many", "topic_similarities", "check_relevance_batch", "BudgetExceeded", "deadline",
    "detect_language", "attribute_languages", "forget", "sentence_cache_counts", "UNDETERMINED",
]


_BATCH_SLICE = 16  # comments encoded between two budget checks (each sentence is encoded alone: same vectors)


def _analysed(comment: str, stage: str, needs: Needs = Needs.TONE) -> Analysis:
    """The comment's shared analysis with what its judge `needs` from the encoder run, the budget checked before
    and after that run."""
    budget.check(stage)
    analysis = analyse(comment).precompute(needs)
    budget.check(stage)
    return analysis


def build_article(text: str, title: str = "", description: str = "", embed_chars: int | None = None) -> ArticleContext:
    """Chunk and embed an article once, at inittopic: only its first `embed_chars` characters (cut at a space),
    so a long article costs bounded time; the context keeps the whole text."""
    from moderation.engine.relevance import build_article as _build
    budget.check("the article's embeddings")
    head = text
    if embed_chars is not None and len(text) > embed_chars:
        cut = text.rfind(" ", 0, embed_chars + 1)
        head = text[:cut if cut > embed_chars // 2 else embed_chars]
    article = _build(head, title=title, description=description)
    article.text = text
    return article


def fingerprint(comment: str) -> int:
    """A 64-bit SimHash of the comment, for near-duplicate memory (signed, fits a BIGINT)."""
    from moderation.engine.spam import fingerprint as _fp
    return _fp(comment)


def check_spam(comment: str, article: ArticleContext | None = None,
               recent_fingerprints: Sequence[int] = ()) -> SpamDetectionResult:
    """Spam verdict; `recent_fingerprints` are the account's earlier comments' fingerprints."""
    from moderation.engine.spam import check_spam as _check
    return _check(_analysed(comment, "the spam check", Needs.EMBEDDINGS), article, recent_fingerprints)


def check_relevance(comment: str, article: ArticleContext, banned_topics: Sequence[str] = (),
                    reply_to: str | None = None, context_comments: Sequence[str] = ()) -> CommentRelevanceResult:
    """On-topic verdict and banned-topic share."""
    from moderation.engine.relevance import check_relevance as _check
    return _check(_analysed(comment, "the relevance check", Needs.EMBEDDINGS), article, list(banned_topics), reply_to,
                  list(context_comments))


def check_relevance_many(analyses: Sequence[Analysis], article: ArticleContext,
                         banned_topics: Sequence[str] = ()) -> list[CommentRelevanceResult]:
    """check_relevance over many comments analysed together (analyse_many): one embedding call, and the
    banned topics scored against every sentence in one matrix product; results equal the one-comment path."""
    from moderation.engine.relevance import check_relevance_many as _check
    return _check(analyses, article, banned_topics)


def topic_similarities(analyses: Sequence[Analysis], topics: Sequence[str]):
    """Per comment and topic, the best similarity of any sentence to the topic (a comments × topics array)."""
    from moderation.engine.relevance import topic_similarities as _sims
    return _sims(analyses, topics)


def check_relevance_batch(comments: Sequence[str], article: ArticleContext,
                          banned_topics: Sequence[str] = ()) -> list[BatchRelevanceItem]:
    """Relevance of many comments (embedded together), each with its best sentence similarity per topic."""
    from moderation.engine.relevance import asked_topics
    analyses: list[Analysis] = []
    for start in range(0, len(comments), _BATCH_SLICE):  # slices, so a run-out budget stops the encoding early
        budget.check("the batch's embeddings")
        analyses += analyse_many(list(comments[start:start + _BATCH_SLICE]), wide=True)
    budget.check("the batch's relevance verdicts")
    results = check_relevance_many(analyses, article, banned_topics)
    topics = asked_topics(list(banned_topics))
    budget.check("the batch's topic similarities")
    sims = topic_similarities(analyses, topics)
    return [BatchRelevanceItem(**result.model_dump(),
                               topic_similarity={t: round(float(s), 4) for t, s in zip(topics, row, strict=True)})
            for result, row in zip(results, sims, strict=True)]


def check_dogwhistle(comment: str, article: ArticleContext | None = None, sensitive_topics: Sequence[str] = (),
                     examples: Sequence[str] = ()) -> DogwhistleResult:
    """Coded-language detection."""
    from moderation.engine.dogwhistles import check_dogwhistle as _check
    return _check(_analysed(comment, "the dogwhistle check", Needs.EMBEDDINGS), article, list(sensitive_topics),
                  list(examples))


def detect_llm(comment: str) -> LlmDetectResult:
    """Machine-written-text likeness with quoted signals."""
    from moderation.engine.llmdetect import detect_llm as _detect
    budget.check("the machine-writing check")
    return _detect(analyse(comment))


def score_comment(comment: str, article: ArticleContext | None, reply_to: str | None = None,
                  tolerances: ModerationTolerances | None = None, guess=None) -> CommentScore:
    """The coach's feedback: fallacies, objectionable phrases, tone, effort, 1–5 score, toxicity (`guess`: the
    comment's language detection when the caller has it)."""
    from moderation.engine.commentscore import score_comment as _score
    from moderation.engine.commentscore import score_in_language
    guess = guess or detect_language(comment)
    language = judged_language(comment, guess)
    if language is not None:  # judged in its own language: the English models do not read it
        budget.check("the comment score")
        return score_in_language(comment, language, tolerances or ModerationTolerances())
    also = None
    if guess.undetermined:  # no certain language: the multilingual judge reads it too, the higher kept per sentence
        from moderation.engine.commentscore.languages import uncertain_reading
        budget.check("the other-language reading")
        also = uncertain_reading(comment, guess)
    return _score(_analysed(comment, "the comment score"), article, reply_to, tolerances or ModerationTolerances(),
                  generative=generative_backend(), also=also)


def generative_backend():
    """The configured generative rewriter (MODERATION_LLM_BASE_URL and _MODEL), or None: off by default."""
    from moderation.engine.rewrite.backend import configured
    return configured()


def supported_attributes() -> frozenset[str]:
    """Attribute names the compat endpoints accept (upper case, *_EXPERIMENTAL included)."""
    from moderation.engine.attributes import SUPPORTED
    return SUPPORTED


def score_attributes(comment: str, attributes: Sequence[str], spans: bool = False,
                     language: str = "en") -> dict[str, AttributeResult]:
    """Probability per requested attribute; with `spans`, per-sentence and per-phrase span scores
    as (start, end, score) in Python string offsets (the API converts them to UTF-16). A comment in another
    language the multilingual judge supports is scored by it (check attribute_languages first); "und" (neither
    declared nor detected with confidence) is read by both judges, the higher kept."""
    if language not in ("en", UNDETERMINED):
        from moderation.engine.attributes.judge import base_name
        from moderation.engine.multilingual import score_attributes as _multilingual
        budget.check("the attribute scores")
        found = _multilingual(comment, sorted({base_name(n) for n in attributes}), spans, language=language)
        return {name: found[base_name(name)] for name in attributes}
    from moderation.engine.attributes import score_attributes as _score
    results = _score(_analysed(comment, "the attribute scores", Needs.LOGITS), list(attributes), spans)
    if language == UNDETERMINED:
        from moderation.engine.attributes.judge import base_name
        from moderation.engine.attributes.mixed import with_both_readings
        budget.check("the other-language reading")
        results = with_both_readings(comment, results, {name: base_name(name) for name in attributes}, spans)
    return results


UNDETERMINED = "und"  # a comment's language neither declared nor detected with confidence


def attribute_languages(attribute: str) -> frozenset[str]:
    """The languages (ISO 639-1) an attribute is judged in: English for every one; the toxicity attributes also
    in the multilingual judge's languages."""
    from moderation.engine.attributes.judge import base_name
    from moderation.engine.multilingual import attributes, supported_languages
    if base_name(attribute) in attributes():
        return ENGLISH_ONLY | supported_languages()
    return ENGLISH_ONLY


ENGLISH_ONLY = frozenset({"en"})


def judged_language(comment: str, guess=None) -> str | None:
    """The comment's language when it is confidently one the multilingual judge reads, not English (its comment score
    is then judged in it); None otherwise (`guess`: its detection when the caller has it)."""
    from moderation.engine.commentscore import judged_language as _judged
    return _judged(comment, guess)


def language_name(code: str) -> str:
    """The English name of a language code (the code itself for one without a name)."""
    from moderation.engine.language import language_name as _name
    return _name(code)


def detect_language(comment: str):
    """The comment's most likely language and its probability (a LanguageGuess; 'und' when too short). A guess that
    leans to English without confidence notes whether another language's threat or insult rules read something in
    it ("Cala a boca, imbecil." leans English at 0.36): then it is undetermined, and both judges read it."""
    from dataclasses import replace

    from moderation.engine.language import detect_language as _detect
    guess = _detect(comment)
    if not guess.confident and guess.language == "en":
        from moderation.engine.multilingual.judge import rules_read
        if rules_read(comment):
            return replace(guess, read_elsewhere=True)
    return guess


def forget(comment: str) -> None:
    """Drop the comment's cached analysis (for callers that asked that nothing of their text be kept)."""
    analyse.cache_discard(comment)


def sentence_cache_counts(purpose: str = "comment") -> tuple[int, int]:
    """(hits, lookups) of the English encoder's sentence cache in this process so far, for comments' own sentences
    or for rewrite candidates' re-checks (`purpose` "rewrite"): speed benchmarks, batch summaries."""
    from moderation.engine.core.embedder import get_embedder
    hits, lookups = get_embedder().counts[purpose]
    return hits, lookups


def warm_up() -> None:
    """Load every model once (called at server start so the first request is fast)."""
    analyse(warm_up_text("embedder")).embedding  # noqa: B018 - loads the embedder
    from moderation.engine.core.embedder import get_embedder
    get_embedder().warm_up()
    for name in ("language", "multilingual", "spam", "relevance", "dogwhistles", "llmdetect", "commentscore", "attributes"):
        try:
            module = __import__(f"moderation.engine.{name}", fromlist=["warm_up"])
        except ImportError:
            continue
        if hasattr(module, "warm_up"):
            module.warm_up()
    # One whole comment score of a rude comment: what only a finding reaches (the contempt and person regexes, the
    # rewrites and their checks, the backend's settings) loads here, not in the first request that has one.
    score_comment(warm_up_text("comment_score"), None)
