"""The IDENTITY_ATTACK n-gram model: plain arrays, cheap to run, and a blend that only moves IDENTITY_ATTACK."""


import numpy as np
import pytest

from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity import hate, ngrams
from moderation.engine.toxicity.judge import offending_phrases, scores
from moderation.engine.toxicity.ngrams import PATH, NgramLogistic, grams, load

needs_model = pytest.mark.skipif(not PATH.exists(), reason="ngrams.npz not exported")


def test_grams_mix_words_and_chars() -> None:
    out = grams("Hello big world")
    assert "w hello" in out and "w big world" in out and " he" in out


def test_blend_weight_zero_leaves_heads_alone() -> None:
    model = NgramLogistic({"w bad": 0}, np.ones(1), np.array([5.0]), 0.0, 1.0, 0.0, 0.0)
    p = np.array([0.2])
    assert model.blend(p, ["bad"]) is p


def test_blend_moves_towards_the_ngram_logit() -> None:
    model = NgramLogistic({"w bad": 0}, np.ones(1), np.array([5.0]), 0.0, 1.0, 0.0, 0.5)
    assert model.blend(np.array([0.2]), ["bad"])[0] > 0.2
    # no known gram: the n-gram logit is the intercept (0), so the heads' logit is halved
    assert model.blend(np.array([0.2]), ["fine"])[0] == pytest.approx(1 / (1 + np.exp(0.5 * np.log(4))))


@needs_model
def test_model_loads_without_pickles_and_is_small() -> None:
    with np.load(PATH, allow_pickle=False) as data:
        assert {"vocabulary", "idf", "coef", "scalars"} <= set(data.files)
    assert PATH.stat().st_size < 4 * 1024 * 1024
    assert 0.0 <= load().weight <= 1.0


@pytest.fixture(params=[False, pytest.param(True, marks=needs_model)], ids=["off", "on"])
def switched(request, monkeypatch):
    """Run a judge test with the blend as shipped (off) and switched on."""
    monkeypatch.setattr(ngrams, "ENABLED", request.param)
    return request.param


def test_quotes_stay_verbatim_with_the_blend(switched) -> None:
    text = "He said \"you people are vermin\" and I told him to stop. That was wrong of him."
    for phrase in offending_phrases(Analysis(text)):
        assert text[phrase.start:phrase.end] == phrase.text


def test_whole_and_sentences_are_probabilities(switched) -> None:
    result = scores(Analysis("Jews are parasites who run the banks. I read it on a forum."))
    column = result.names.index("IDENTITY_ATTACK")
    assert np.all((result.sentences[:, column] >= 0) & (result.sentences[:, column] <= 1))
    assert 0.0 <= result.whole[column] <= 1.0
    assert hate(Analysis("Jews are parasites who secretly run the banks to ruin us.")) >= 0.5
