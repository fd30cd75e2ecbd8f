"""One encoder run per comment: the sentences are encoded once, batched; the whole-comment vector is derived."""

import time
from pathlib import Path

import numpy as np

from moderation.engine.core import embedder as core_embedder
from moderation.engine.core.analysis import Analysis, Needs
from moderation.engine.core.embedder import combine, embed, get_embedder
from moderation.engine.core.splits import bucket, fold, is_validation, split_of
from moderation.engine.training.toxicity.encoder_export import toxicity_graft

TEXT = "The bridge opens in spring. I walked across the old one yesterday! Will the trains connect to it?"


def test_each_sentence_is_encoded_once_and_the_whole_comment_never(monkeypatch) -> None:
    embedder = get_embedder()
    encoded = []
    original = embedder._run_encoded
    monkeypatch.setattr(embedder, "_run_encoded", lambda encodings, logits=True, wide=False, tone=True: encoded.extend(
        tuple(e.ids) for e in encodings) or original(encodings, logits, wide, tone))
    analysis = Analysis("Only this test encodes these words. They are new to the cache! Are they?")
    analysis.precompute()
    analysis.sentence_embeddings, analysis.embedding, analysis.sentence_logits  # noqa: B018
    assert len(encoded) == len(set(encoded)) == len(analysis.sentences) == 3


def test_judges_in_parallel_threads_share_one_encoder_run(monkeypatch) -> None:
    # The megacall starts every judge at once beside the encoder run; they must wait for it, not start their own.
    from concurrent.futures import ThreadPoolExecutor
    embedder = get_embedder()
    calls = []
    original = embedder._run_encoded

    def slow_run(encodings, logits=True, wide=False, tone=True):
        calls.extend(tuple(e.ids) for e in encodings)
        time.sleep(0.05)  # long enough for every other thread to ask for the embeddings meanwhile
        return original(encodings, logits, wide, tone)

    monkeypatch.setattr(embedder, "_run_encoded", slow_run)
    analysis = Analysis("Eight threads ask at once for these words. None of them may encode twice!")
    with ThreadPoolExecutor(8) as pool:
        vectors = list(pool.map(lambda _: analysis.sentence_embeddings, range(8)))
    assert len(calls) == len(set(calls)) == 2 and all(v is vectors[0] for v in vectors)


def test_the_whole_vector_is_derived_from_the_sentences_and_close_to_embedding_the_whole() -> None:
    analysis = Analysis(TEXT)
    derived = analysis.embedding
    assert np.isclose(np.linalg.norm(derived), 1.0, atol=1e-5)
    assert np.allclose(derived, combine(analysis.sentence_embeddings, analysis.encoded.tokens))
    assert float(derived @ embed([TEXT])[0]) > 0.85
    assert float(derived @ embed(["Quarterly tax filing deadlines for small firms."])[0]) < 0.5


def test_grafted_encoder_keeps_the_base_embeddings_and_adds_logits() -> None:
    graft = toxicity_graft()  # the runtime graph without its tone top
    # The graft is the runtime int8 graph plus the fine-tuned top layers: the same embeddings, bit for bit, and the
    # same one-text-per-run rule (its top layers are dynamically quantised too).
    grafted = core_embedder.Embedder(grafted=True, graft_path=graft)
    base = core_embedder.Embedder(grafted=False)
    texts = ["Thanks for the clear explanation.", "You are a pathetic idiot."]
    a, b = grafted.encode(texts), base.encode(texts)
    assert np.array_equal(a.vectors, b.vectors) and b.logits is None
    assert grafted.one_per_run and base.one_per_run
    assert np.array_equal(grafted.embed(texts[:1]), b.vectors[:1])  # texts without logits run the plain graph
    assert a.logits.shape == (2, 16) and a.logits[1, 0] > a.logits[0, 0]  # TOXICITY column


def test_the_split_is_fixed_and_holds_back_about_thirty_percent() -> None:
    keys = [f"row-{i}" for i in range(4000)]
    share = np.mean([is_validation(k) for k in keys])
    assert 0.27 < share < 0.33
    assert split_of("row-7") == split_of("row-7") and bucket("row-7") == bucket("row-7")
    assert {split_of(k) for k in keys} == {"train", "validation"}
    assert len({fold(k) for k in keys}) == 5


def test_runtime_encoder_is_the_quantised_graph_and_close_to_the_float_one() -> None:
    quantised, package = core_embedder.QUANTISED_PATH, core_embedder.base_model_path()
    runtime = get_embedder()  # the quantised graph, or the graft appended to it (same embeddings, one text per run)
    assert quantised.exists() and runtime.one_per_run
    assert runtime.fingerprint.startswith(quantised.name) or runtime.has_logits
    texts = ["The council approved the new footbridge.", "You are a pathetic idiot and everyone knows it!",
             "Will the trains connect to it?", "lol"]
    fast = core_embedder.Embedder(grafted=False).encode(texts, logits=False).vectors
    exact = core_embedder.Embedder(grafted=False, base_path=package).encode(texts, logits=False).vectors
    cosine = (fast * exact).sum(axis=1)
    assert cosine.min() > 0.97 and not np.allclose(fast, exact)  # close, yet really the other graph


def test_a_texts_vector_does_not_depend_on_its_batch() -> None:
    # int8 activations are scaled per run: the quantised encoder runs one text at a time, so batching cannot move
    # a score (the API, the batch command and Ray batch the same sentence differently).
    embedder = core_embedder.Embedder(grafted=False)
    alone = embedder.encode(["The ferry fares doubled in a year."], logits=False).vectors[0]
    embedder._cache.clear()
    companions = ["lol", "A much longer sentence about the harbour, the council, the budget and the new ferry.",
                  "The ferry fares doubled in a year."]
    assert np.array_equal(embedder.encode(companions, logits=False).vectors[2], alone)


def _runs(monkeypatch) -> list[tuple[bool, bool]]:
    """(logits, tone) of every encoder run from now on ((False, _): the plain graph ran)."""
    embedder, runs = get_embedder(), []
    original = embedder._run_encoded
    monkeypatch.setattr(embedder, "_run_encoded", lambda encodings, logits=True, wide=False, tone=True: runs.append(
        (logits, tone)) or original(encodings, logits, wide, tone))
    return runs


def _twin(analysis: Analysis) -> Analysis:
    """Another analysis of the same sentences under another text, so nothing comes from the analysis cache."""
    twin = Analysis(analysis.text + " ")
    twin.__dict__["sentences"] = analysis.sentences
    return twin


def test_an_embeddings_only_check_runs_the_plain_graph_with_the_same_vectors(monkeypatch) -> None:
    # Spam, relevance and coded language read only the embeddings: the grafted top layers are not run for them,
    # and a judge that reads the logits afterwards gets them from a second, grafted run.
    runs = _runs(monkeypatch)
    plain = Analysis("Only the plain graph encodes this sentence about ferries.").precompute(Needs.EMBEDDINGS)
    assert [logits for logits, _ in runs] == [False] and plain.encoded.logits is None
    whole = _twin(plain).precompute()
    assert np.array_equal(plain.sentence_embeddings, whole.sentence_embeddings)
    if get_embedder().has_logits:
        assert np.array_equal(plain.sentence_logits, whole.sentence_logits) and runs[-1] == (True, True)


def test_the_attribute_scores_skip_the_tone_top_and_match_the_whole_graft(monkeypatch) -> None:
    runs = _runs(monkeypatch)
    text = "You lot on the council are clueless. The lane itself is fine."
    toxicity = Analysis(text).precompute(Needs.LOGITS)
    if not get_embedder().has_tone:
        return
    assert runs == [(True, False)] * len(toxicity.sentences) and toxicity.encoded.tone is None
    whole = _twin(toxicity).precompute()
    assert np.array_equal(toxicity.sentence_logits, whole.sentence_logits)  # the same toxicity logits, bit for bit
    assert np.array_equal(toxicity.sentence_embeddings, whole.sentence_embeddings)
    assert np.array_equal(toxicity.sentence_tone_logits, whole.sentence_tone_logits)  # tone read later: run again


def test_an_analysis_that_will_need_more_runs_it_whoever_starts_it(monkeypatch) -> None:
    runs = _runs(monkeypatch)
    analysis = Analysis("A megacall with the comment score starts here, the spam judge first.")
    analysis.needs = Needs.TONE
    analysis.precompute(Needs.EMBEDDINGS)  # the spam judge's call
    analysis.sentence_logits, analysis.sentence_tone_logits  # noqa: B018 - the comment score's reads: no second run
    assert runs == [(True, True)] * len(analysis.sentences) if get_embedder().has_logits else runs == [(False, True)]
