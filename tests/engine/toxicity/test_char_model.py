"""The character n-gram ridge: per-word columns kept between calls give the very scores of the plain n-gram path."""

import numpy as np

from moderation.engine.toxicity import chars


def _plain(model: chars.CharRidge, text: str) -> float:
    """scikit-learn's transform written out: sublinear TF-IDF of the in-vocabulary grams, l2, then the ridge."""
    counts: dict[int, int] = {}
    for gram in chars.char_ngrams(text):
        if gram in model.index:
            counts[model.index[gram]] = counts.get(model.index[gram], 0) + 1
    if not counts:
        return model.intercept
    cols = np.array(list(counts), dtype=np.int64)
    weights = (1.0 + np.log(np.array(list(counts.values()), dtype=np.float64))) * model.idf[cols]
    return model.intercept + float(model.coef[cols] @ (weights / np.linalg.norm(weights)))


TEXTS = ["You absolute CLOWN, read the report again!!", "the the the bridge bridge", "", "   ", "a",
         "Th1s is f*cking r1diculous", "Residents asked the council for a crossing near the school."]


def test_kept_word_columns_give_the_plain_scores_bit_for_bit():
    model = chars.char_model()
    first = model.predict(TEXTS)
    again = model.predict(TEXTS)  # every word's columns now come from what was kept
    plain = np.array([_plain(model, text) for text in TEXTS])
    assert np.array_equal(first, again) and np.array_equal(first, plain)


def test_kept_words_are_bounded(monkeypatch):
    model = chars.char_model()
    monkeypatch.setattr(chars, "_WORDS_KEPT", 3)
    model._words.clear()
    model.predict(["one two three four five six"])
    assert len(model._words) <= 3
    model._words.clear()
