"""A long comment's sentences run on every core and repeated sentences run once, with the very same vectors."""

import numpy as np

from moderation.engine.core import embedder as embedder_module
from moderation.engine.core.embedder import WIDE_TOKENS, Embedder

SENTENCES = [f"Sentence {i}: the council's plan for the {word} bridge needs clearer answers about its cost."
             for i, word in enumerate(["old", "new", "river", "east", "west", "north", "south", "long"] * 10)]


def _fresh(monkeypatch, wide_threads: str) -> Embedder:
    monkeypatch.setenv("MODERATION_EMBED_THREADS", "1")
    monkeypatch.setenv("MODERATION_EMBED_WIDE_THREADS", wide_threads)
    return Embedder()


def test_wide_sessions_give_bit_identical_vectors_logits_and_tone(monkeypatch):
    narrow = _fresh(monkeypatch, "1").encode(SENTENCES, wide=True)  # one thread either way
    wide_embedder = _fresh(monkeypatch, "2")
    assert sum(wide_embedder.token_counts(SENTENCES)) >= WIDE_TOKENS  # long enough to take the wide sessions
    runs = []
    real = wide_embedder._run_encoded
    monkeypatch.setattr(wide_embedder, "_run_encoded", lambda enc, logits, wide, tone=True: runs.append(wide) or real(enc, logits, wide, tone))
    wide = wide_embedder.encode(SENTENCES, wide=True)
    assert runs and all(runs)
    assert np.array_equal(narrow.vectors, wide.vectors) and np.array_equal(narrow.tokens, wide.tokens)
    for a, b in ((narrow.logits, wide.logits), (narrow.tone, wide.tone)):
        assert (a is None and b is None) or np.array_equal(a, b)


def test_short_texts_and_batches_keep_one_thread(monkeypatch):
    embedder = _fresh(monkeypatch, "2")
    runs = []
    real = embedder._run_encoded
    monkeypatch.setattr(embedder, "_run_encoded", lambda enc, logits, wide, tone=True: runs.append(wide) or real(enc, logits, wide, tone))
    embedder.encode(SENTENCES[:3], wide=True)  # a short comment
    embedder.encode(SENTENCES[3:], wide=False)  # many comments of a batch: the process pool uses the cores
    assert runs and not any(runs)


def test_a_repeated_sentence_runs_once_and_gets_the_same_row(monkeypatch):
    embedder = _fresh(monkeypatch, "1")
    texts = ["You people are rude.", "The bridge is late.", "You people are rude.", "You people are rude."]
    sizes = []
    real = embedder._run_encoded
    monkeypatch.setattr(embedder, "_run_encoded", lambda enc, logits, wide, tone=True: sizes.append(len(enc)) or real(enc, logits, wide, tone))
    together = embedder.encode(texts)
    assert sum(sizes) == 2
    alone = _fresh(monkeypatch, "1").encode(texts[:2])
    assert np.array_equal(together.vectors[[0, 1, 2, 3]], alone.vectors[[0, 1, 0, 0]])
    if together.logits is not None:
        assert np.array_equal(together.logits[3], alone.logits[0])
    assert list(together.tokens) == [alone.tokens[0], alone.tokens[1], alone.tokens[0], alone.tokens[0]]


def test_the_default_wide_thread_count_uses_the_cores(monkeypatch):
    monkeypatch.delenv("MODERATION_EMBED_WIDE_THREADS", raising=False)
    monkeypatch.setattr(embedder_module.os, "cpu_count", lambda: 8)
    assert embedder_module.embed_threads(wide=True) == 4
    monkeypatch.setattr(embedder_module.os, "cpu_count", lambda: 2)
    assert embedder_module.embed_threads(wide=True) == 2


def test_one_requests_article_and_batch_go_wide_and_a_batch_archive_does_not(monkeypatch):
    from moderation import engine
    from moderation.engine.core.analysis import analyse_many
    from moderation.engine.core.embedder import get_embedder
    monkeypatch.setenv("MODERATION_EMBED_WIDE_THREADS", "2")
    embedder = get_embedder()
    runs = []
    real = embedder._run_encoded
    monkeypatch.setattr(embedder, "_run_encoded", lambda enc, logits, wide, tone=True: runs.append(wide) or real(enc, logits, wide, tone))
    article = engine.build_article(" ".join(f"Paragraph {i} of the wide article: " + s for i, s in enumerate(SENTENCES)))
    assert runs and all(runs)  # inittopic: one request's chunks
    runs.clear()
    long_comments = [" ".join(f"Batch {k}: {s}" for s in SENTENCES[:6]) for k in range(16)]  # one 16-comment slice
    engine.check_relevance_batch(long_comments, article)
    assert runs and all(runs)  # batch/relevance: one request's comments, when a slice holds enough tokens
    runs.clear()
    analyse_many([f"Archive {s}" for s in SENTENCES])
    assert runs and not any(runs)  # the batch command's process pool already uses the cores
