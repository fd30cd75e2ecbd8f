"""Sentences are bounded before any rule runs: long whitespace gaps end one, over-long ones are cut, spans stay verbatim."""

from moderation.engine.core.text import GAP, MAX_SENTENCE, sentences


def _verbatim(text: str) -> list[str]:
    spans = sentences(text)
    assert all(text[s.start:s.end] == s.text and s.text == s.text.strip() for s in spans)
    return [s.text for s in spans]


def test_ordinary_text_segments_as_before():
    text = "Bike lanes help.  They are cheap!   But parking? It matters\nto shops (a lot). Done"
    assert _verbatim(text) == ["Bike lanes help.", "They are cheap!", "But parking?", "It matters", "to shops (a lot).",
                               "Done"]


def test_a_short_gap_stays_inside_a_sentence_and_a_long_one_ends_it():
    assert _verbatim("a" + " " * (GAP - 1) + "b") == ["a" + " " * (GAP - 1) + "b"]
    assert _verbatim("You are" + " " * 1000 + "an idiot.") == ["You are", "an idiot."]
    assert _verbatim("x" + "\t \u00a0" * 5 + "y") == ["x", "y"]


def test_an_over_long_sentence_is_cut_after_punctuation_then_at_a_space():
    clause = "word, " * 300  # commas to cut after
    pieces = _verbatim(clause)
    assert all(len(p) <= MAX_SENTENCE and p.endswith(",") for p in pieces) and len(pieces) == 2
    threats = "I will kill you " * 1250
    pieces = _verbatim(threats)
    assert all(500 < len(p) <= MAX_SENTENCE for p in pieces[:-1])
    assert sum(len(p.split()) for p in pieces) == 4 * 1250  # no word cut in two


def test_one_unbroken_token_is_cut_at_the_cap():
    assert [len(p) for p in _verbatim("a" * 2500)] == [MAX_SENTENCE, MAX_SENTENCE, 500]
