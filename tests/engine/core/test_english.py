"""The English dictionary the toxicity normaliser reads (core/english.py): spaCy's lemma tables, no download."""

from moderation.engine.core.english import is_english, lemmas


def test_inflections_reduce_to_their_base_form():
    assert lemmas("setbacks") == {"setback"}
    assert "go" in lemmas("went")
    assert "dumb" in lemmas("dumbest")


def test_misspellings_and_leetspeak_are_no_english():
    assert not is_english("fuking")
    assert not is_english("idoit")
    assert not is_english("b1tch")
    assert is_english("racists")
