"""The fine-tuned tone top runs in the same encoder pass as the embedding and the attribute logits, and takes its
saved share of the tone model's average."""

import numpy as np

from moderation.engine.commentscore import tone_model
from moderation.engine.core.analysis import Analysis, analyse_many
from moderation.engine.core.embedder import Embedder, get_embedder
from moderation.engine.training.toxicity.encoder_export import toxicity_graft

# Written for these tests.
TEXTS = ["The library opens at nine on Saturdays.", "Oh wonderful, another survey nobody will read."]


def test_the_runtime_graph_gives_a_tone_logit_beside_unchanged_embeddings_and_attribute_logits():
    runtime = get_embedder()
    assert runtime.has_tone
    both = runtime.encode(TEXTS)
    toxicity_only = Embedder(grafted=True, graft_path=toxicity_graft()).encode(TEXTS)
    assert both.tone.shape == (2,) and toxicity_only.tone is None
    assert np.array_equal(both.vectors, toxicity_only.vectors)
    assert np.array_equal(both.logits, toxicity_only.logits)


def test_an_analysis_reads_the_tone_logit_from_its_one_encoder_run():
    analysis = Analysis(" ".join(TEXTS))
    batched = analyse_many([" ".join(TEXTS)], logits=True)[0]
    assert np.allclose(analysis.sentence_tone_logits, get_embedder().encode(TEXTS).tone)
    assert np.allclose(batched.sentence_tone_logits, analysis.sentence_tone_logits)


def test_the_top_takes_its_saved_share_of_the_average():
    weight = float(np.load(tone_model._MODEL)["top_weight"])
    assert 0 < weight <= 1
    analysis = Analysis(" ".join(TEXTS))
    vectors, texts = analysis.sentence_embeddings, [s.text for s in analysis.sentences]
    tone = analysis.sentence_tone_logits
    without = tone_model.probabilities(vectors, texts, analysis.sentence_logits)
    mixed = tone_model.probabilities(vectors, texts, analysis.sentence_logits, tone)
    assert np.allclose(mixed, (1 - weight) * without + weight / (1 + np.exp(-tone)))
