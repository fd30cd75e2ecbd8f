"""The tone model's embedding half is a small network saved as plain arrays; sincere and sarcastic shapes it separates."""

import numpy as np
import pytest

from moderation.engine.commentscore import tone_model
from moderation.engine.commentscore.tone import tone_issues
from moderation.engine.commentscore.tone_cues import cue_of
from moderation.engine.core.analysis import Analysis


def test_the_model_loads_without_pickle_and_gives_probabilities():
    data = np.load(tone_model._MODEL, allow_pickle=False)
    assert data["hidden_weights"].shape[0] == 384 and data["hidden_weights"].shape[1] == data["out_weights"].shape[0]
    analysis = Analysis("The ferry was late. Thanks for the quick reply.")
    probs = tone_model.probabilities(analysis.sentence_embeddings, [s.text for s in analysis.sentences])
    assert probs.shape == (2,) and np.all((0 <= probs) & (probs <= 1))


def test_sincere_uses_of_sarcasm_words_are_not_cues():
    # Written for this test: a kind "nice of", a concessive "whatever".
    assert cue_of("Nice of the volunteers to help with the clean-up.") is None
    assert cue_of("Whatever the vote says, thanks for organising it.") is None
    assert cue_of("Nice of them to finally answer the phone.")[0] == "sarcasm"
    assert cue_of("Whatever, I'm done with this thread.")[0] == "dismissal"


def test_sarcasm_shapes_from_the_new_generators_reach_unseen_sentences():
    # Written for this test (not generator or benchmark text): mock praise of a repeat, "per my last" jab.
    for text in ("Wow, a second survey about the same car park, how innovative.",
                 "Per my last three messages, the hall is booked."):
        assert tone_issues(Analysis(text)), text


def test_left_out_complaints_are_not_tone():
    assert tone_issues(Analysis("Nobody told us the pool would close early.")) == []


@pytest.mark.xfail(strict=True, reason="measured miss since the third tone round (attribute-logit head, "
                   "benchmarks/CHOICES.md): the sincere \"Oh good\" reads as sarcasm to the model")
def test_sincere_oh_good_is_not_tone():
    assert tone_issues(Analysis("Oh good, the lifts are working again.")) == []
