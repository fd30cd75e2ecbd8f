"""The relevance judge: article chunking and embedding, on-topic confidence, banned-topic share."""

import math
import re
from collections import Counter

import numpy as np

from moderation.engine.core.datafile import read_json
from moderation.engine.core import text as textlib
from moderation.engine.relevance import deixis, topics
from moderation.engine.relevance.banned import BANNED_SIMILARITY, banned_result, sentence_strengths
from moderation.engine.core.embedder import embed
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.cache import bytes_cache
from moderation.engine.core.types import ArticleContext
from moderation.schemas.checks import BannedTopicsResult, CommentRelevanceResult, OnTopicResult

MAX_CHUNKS = 200
_SAY = read_json(__file__, "reasoning.json")["on_topic"]  # the reasoning's sentences
_WINDOW, _STRIDE = 3, 2  # three sentences per chunk, overlapping by one
_MAX_CHUNK_CHARS = 1200  # MiniLM reads ~256 tokens; longer chunks would be cut anyway
# On-topic calibration: P(on topic) = sigmoid(SLOPE * (similarity - CENTRE) + NAME_WEIGHT * shared names
# + WORD_WEIGHT * shared frequent words), each count capped at 2,
# fitted by `python -m benchmarks relevance` on constructed pairs (see docs/engine-relevance-spam.md).
ON_TOPIC_SLOPE, ON_TOPIC_CENTRE, NAME_WEIGHT, WORD_WEIGHT = 14.3, 0.30, 1.9, 0.2
SHORT_REPLY_FLOOR = 0.7
_SHORT_COMMENT_WORDS = 12

_STOP = frozenset(
    "the a an and or but if of to in on at for from by with about as is are was were be been being it its this that "
    "these those there their they them he she his her we our you your i me my not no so than then too very can could "
    "would should will just also more most some any all one two has have had do does did what which who whom how why "
    "when where into over under after before while because said says like new".split())
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]+|\d[\d,.]*\d|\d")


def _chunk(sentences: list[str]) -> list[str]:
    """Windows of sentences; long articles get wider, non-overlapping windows so at most MAX_CHUNKS remain."""
    if not sentences:
        return []
    window, stride = _WINDOW, _STRIDE
    if math.ceil(len(sentences) / stride) > MAX_CHUNKS:
        window = stride = math.ceil(len(sentences) / MAX_CHUNKS)
    chunks = []
    for start in range(0, len(sentences), stride):
        chunks.append(" ".join(sentences[start:start + window])[:_MAX_CHUNK_CHARS])
        if start + window >= len(sentences):
            break
    return chunks[:MAX_CHUNKS]


def build_article(text: str, title: str = "", description: str = "") -> ArticleContext:
    """Split the article into sentence windows and embed them with the title (and description, as a chunk)."""
    chunks = _chunk([s.text for s in textlib.sentences(text)])
    if description.strip():
        chunks = [description.strip()[:_MAX_CHUNK_CHARS], *chunks][:MAX_CHUNKS]
    vectors = embed(chunks + ([title] if title.strip() else []), wide=True)  # one request: every core
    title_embedding = vectors[-1] if title.strip() else None
    chunk_embeddings = vectors[: len(chunks)] if chunks else np.zeros((0, 384), dtype=np.float32)
    return ArticleContext(text=text, title=title, description=description, chunks=chunks,
                          chunk_embeddings=chunk_embeddings, title_embedding=title_embedding)


@bytes_cache(16 * 1024 * 1024)
def salient_terms(text: str, title: str = "", description: str = "") -> tuple[frozenset[str], frozenset[str]]:
    """Lower-cased (names, frequent words) of the article: names are capitalised words not opening a
    sentence, numbers, and the title's names; frequent words are content words used at least twice, and the
    title's other content words. A short reply that engages with the article mentions these.

    A title word is a name only when it is one: a number, a word the article writes capitalised wherever it
    uses it ("Riverton"), or, absent from the text, capitalised inside a sentence-case title. An ordinary word of
    the headline ("month", "last", "pool") is a content word: one shared common word must not carry a comment
    the embedding puts off the article (the name weight was fitted on articles without titles, where names are
    proper nouns and numbers)."""
    names: set[str] = set()
    counts: Counter[str] = Counter()
    seen_lower: set[str] = set()  # words the text writes in lower case somewhere
    seen_capital: set[str] = set()
    for source in (description, text):
        for sentence in textlib.sentences(source):
            for position, word in enumerate(_WORD.findall(sentence.text)):
                lower = word.lower()
                (seen_capital if word[0].isupper() else seen_lower).add(lower)
                if lower in _STOP:
                    continue
                if word[0].isdigit() or (word[0].isupper() and position > 0):
                    names.add(lower)
                elif len(lower) > 3:
                    counts[lower] += 1
    frequent = {w for w, c in counts.most_common(40) if c >= 2}
    title_words = _WORD.findall(title)
    sentence_case = sum(w[0].isupper() for w in title_words[1:]) <= len(title_words[1:]) / 2
    for position, word in enumerate(title_words):
        lower = word.lower()
        if lower in _STOP:
            continue
        if (word[0].isdigit() or (lower in seen_capital and lower not in seen_lower)
                or (lower not in seen_capital | seen_lower and sentence_case and position > 0 and word[0].isupper())):
            names.add(lower)
        elif len(lower) > 3:
            frequent.add(lower)
    return frozenset(names), frozenset(frequent - names)


def _sigmoid(value: float) -> float:
    return 1.0 / (1.0 + math.exp(-value))


def _article_similarity(vectors: np.ndarray, article: ArticleContext) -> tuple[float, int]:
    """The best cosine of any row against the chunks or title, and the chunk index (-1 for the title)."""
    best, where = -1.0, -1
    if len(article.chunk_embeddings):
        sims = vectors @ article.chunk_embeddings.T
        index = np.unravel_index(int(np.argmax(sims)), sims.shape)
        best, where = float(sims[index]), int(index[1])
    if article.title_embedding is not None:
        title_best = float(np.max(vectors @ article.title_embedding))
        if title_best > best:
            best, where = title_best, -1
    return best, where


def _shared_terms(analysis: Analysis, article: ArticleContext) -> tuple[list[str], list[str]]:
    """The article's names and frequent words that the comment uses (verbatim, first occurrence each)."""
    names, frequent = salient_terms(article.text, article.title, article.description)
    words = _WORD.findall(analysis.text)
    shared_names = list(dict.fromkeys(w for w in words if w.lower() in names))
    shared_words = list(dict.fromkeys(w for w in words if w.lower() in frequent))
    return shared_names, shared_words


def topic_evidence(analysis: Analysis, article: ArticleContext, reply_to: str | None = None,
                   context: list[str] | tuple[str, ...] = ()) -> tuple[float, int, bool, tuple[list[str], list[str]]]:
    """Best similarity to the article, where it was found (chunk index, -1 = title), whether the thread
    supplied it, and the article's names and frequent words that the comment shares."""
    rows = np.vstack([analysis.embedding[None, :], analysis.sentence_embeddings])
    similarity, where = _article_similarity(rows, article)
    via_context = False
    thread = [t for t in ([reply_to] if reply_to else []) + list(context) if t and t.strip()]
    if thread and len(analysis.words) <= _SHORT_COMMENT_WORDS * 2:
        # A short reply borrows its subject from the thread: judge the reply read together with it, discounted.
        joined = embed([" ".join(thread[-3:]) + " " + analysis.text])
        thread_similarity, thread_where = _article_similarity(joined, article)
        if 0.9 * thread_similarity > similarity:
            similarity, where, via_context = 0.9 * thread_similarity, thread_where, True
    return similarity, where, via_context, _shared_terms(analysis, article)


def on_topic_probability(similarity: float, shared_names: int, shared_words: int, comment_words: int) -> float:
    """The calibrated probability that a comment is on topic (fitted logistic), with one hand-set rule:
    a short reply naming one of the article's names engages with it even when the embedding cannot tell."""
    fitted = _sigmoid(ON_TOPIC_SLOPE * (similarity - ON_TOPIC_CENTRE) + NAME_WEIGHT * min(shared_names, 2)
                      + WORD_WEIGHT * min(shared_words, 2))
    if shared_names and comment_words <= _SHORT_COMMENT_WORDS:
        return max(fitted, SHORT_REPLY_FLOOR)
    return fitted


def on_topic_result(analysis: Analysis, article: ArticleContext, reply_to: str | None,
                    context: list[str]) -> OnTopicResult:
    """The on-topic verdict with its reasoning (shared by the one-comment and the many-comment paths)."""
    if not len(article.chunk_embeddings) and article.title_embedding is None:
        return OnTopicResult(reasoning=_SAY["no_article"], on_topic=True, confidence=0.0)
    similarity, where, via_context, (names, words) = topic_evidence(analysis, article, reply_to, context)
    word_count = textlib.count_words(analysis.text)
    probability = on_topic_probability(similarity, len(names), len(words), word_count)
    pointing = deixis.references(analysis.text, article.title + "\n" + article.text) if word_count <= _SHORT_COMMENT_WORDS else []
    if pointing:
        probability = max(probability, SHORT_REPLY_FLOOR)  # a short reply pointing at the article engages with it
    shared = names + words
    on_topic = probability >= 0.5
    part = _SAY["title"] if where < 0 else _SAY["passage"].format(excerpt=_excerpt(article.chunks[where]))
    mentions = _SAY["mentions"].format(words=", ".join(shared[:4])) if shared else ""
    if pointing:
        mentions += _SAY["points"].format(quotes=_SAY["quote_separator"].join(pointing[:3]))
    if on_topic:
        reasoning = _SAY["on"].format(replying=_SAY["replying"] if via_context else "", part=part,
                                      similarity=similarity, mentions=mentions)
    else:
        shares = _SAY["shares"].format(words=", ".join(shared[:4])) if shared else ""
        reasoning = _SAY["off"].format(part=part, similarity=similarity, shares=shares)
    confidence = probability if on_topic else 1.0 - probability
    return OnTopicResult(reasoning=reasoning, on_topic=on_topic, confidence=round(confidence, 4))


def _excerpt(chunk: str, limit: int = 80) -> str:
    return chunk if len(chunk) <= limit else chunk[:limit].rsplit(" ", 1)[0] + "…"


# How much closer a topic's closest single word may be to a sentence than the whole topic before the sentence no
# longer counts as about the topic by meaning (benchmarks/CHOICES.md, "A topic of several words …", round 3: chosen
# on sets 1 and 2 by a fixed rule).
TOPIC_WORD_MARGIN = 0.02


@bytes_cache(16 * 1024 * 1024)
def _topic_vectors(topic: str) -> np.ndarray:
    """The topic's name, 'a discussion about' it, and its name with related words, embedded."""
    related = topics.related_terms(topic)[1:12]
    phrases = [topic, f"a discussion about {topic}"] + ([f"{topic}: {', '.join(related)}"] if related else [])
    return embed(phrases)


def asked_topics(banned: list[str] | tuple[str, ...]) -> list[str]:
    """The banned topics as judged: blanks dropped, each once, in the order given."""
    return [t for t in dict.fromkeys(banned) if t and t.strip()]


@bytes_cache(16 * 1024 * 1024)
def _word_vectors(topic: str) -> np.ndarray | None:
    """For a topic of several content words, each word and 'a discussion about' it, embedded (None for one word)."""
    words = [group[0] for group in topics.term_groups(topic)[1]]
    return embed([p for w in words for p in (w, f"a discussion about {w}")]) if words else None


def sentence_topic_similarities(sentence_embeddings: np.ndarray, topics_asked: list[str]) -> np.ndarray:
    """Per sentence row and topic, the best cosine to any of the topic's phrases; for a topic of several words, below
    the bar where its closest single word is closer to the sentence than the whole topic by more than
    TOPIC_WORD_MARGIN ("the pool should stay open" is close to "swimming pool charges" through "pool" alone; a
    sentence about the charges is closer to the whole)."""
    if not topics_asked:
        return np.zeros((len(sentence_embeddings), 0), dtype=np.float32)
    phrase_vectors = [_topic_vectors(t) for t in topics_asked]
    sims = sentence_embeddings @ np.vstack(phrase_vectors).T
    bounds = np.cumsum([0] + [len(v) for v in phrase_vectors])
    whole = np.maximum.reduceat(sims, bounds[:-1], axis=1)
    for j, topic in enumerate(topics_asked):
        words = _word_vectors(topic)
        if words is not None:
            excess = (sentence_embeddings @ words.T).max(axis=1) - whole[:, j] - TOPIC_WORD_MARGIN
            whole[:, j] = np.where(excess > 0, np.minimum(whole[:, j], BANNED_SIMILARITY - excess), whole[:, j])
    return whole


def _banned(analysis: Analysis, banned: list[str], topic_sims: np.ndarray | None = None) -> BannedTopicsResult:
    topics_asked = asked_topics(banned)
    if not topics_asked:
        return banned_result([], [], np.zeros((0, 0)), np.zeros((0, 0)), {})
    texts = [s.text for s in analysis.sentences]
    if topic_sims is None:
        topic_sims = sentence_topic_similarities(analysis.sentence_embeddings, topics_asked)
    strengths, _, found = sentence_strengths(texts, topics_asked, topic_sims)
    return banned_result(texts, topics_asked, topic_sims, strengths, found)


def check_relevance(analysis: Analysis, article: ArticleContext, banned_topics: list[str], reply_to: str | None,
                    context_comments: list[str], topic_sims: np.ndarray | None = None) -> CommentRelevanceResult:
    """Whether the comment is about the article, and how much of it is about the banned topics; `topic_sims`
    (sentences × asked topics, from sentence_topic_similarities) when computed for many comments at once."""
    return CommentRelevanceResult(on_topic=on_topic_result(analysis, article, reply_to, context_comments),
                                  banned_topics=_banned(analysis, banned_topics, topic_sims))


def warm_up() -> None:
    """Load the embedder (the only model this judge uses)."""
    embed(["warm-up"])
