"""The tone trainer's hyper-parameters are arguments: two models fit with other settings keep their own (no module
state rewritten), and the style weight mixes exactly the two parts."""

import numpy as np

from moderation.engine.training.tone import train

WORDS = ["great", "plan", "sure", "because", "that", "worked", "thanks", "for", "the", "update", "again", "nice"]


def _data(n: int = 60):
    rng = np.random.default_rng(0)
    texts = [" ".join(rng.choice(WORDS, 6)) for _ in range(n)]
    y = np.array([k % 2 for k in range(n)])
    x = rng.normal(size=(n, 384)).astype(np.float32) + y[:, None] * 0.5
    logits = rng.normal(size=(n, 16))
    return x, texts, y, logits


def test_each_model_keeps_the_style_weight_it_was_fit_with():
    x, texts, y, logits = _data()
    rows = np.arange(len(y))
    embedding_only = train._fit(x, texts, y, rows, logits, hidden=8, style_weight=0.0)
    before = embedding_only.predict(x, texts, logits)
    style_only = train._fit(x, texts, y, rows, logits, hidden=8, style_weight=1.0)
    assert np.array_equal(embedding_only.predict(x, texts, logits), before)  # fitting another changed nothing
    assert not np.allclose(style_only.predict(x, texts, logits), before)


def test_the_style_weight_mixes_the_embedding_and_style_parts():
    x, texts, y, logits = _data()
    model = train._fit(x, texts, y, np.arange(len(y)), logits, hidden=8, style_weight=0.25)
    style = model.style.predict_proba(model.vectorizer.transform([train.masked(t) for t in texts]))[:, 1]
    pair = 0.25 * style + 0.75 * model.emb.predict_proba(x)[:, 1]
    expected = (1 - train.LOGIT_WEIGHT) * pair + train.LOGIT_WEIGHT * model.attributes.predict_proba(logits)[:, 1]
    assert np.allclose(model.predict(x, texts, logits), expected)
    assert not hasattr(train, "HIDDEN") and not hasattr(train, "STYLE_WEIGHT")
