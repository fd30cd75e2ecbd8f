"""A slur the rules set aside as negated, or beside warm words when only the slur names a group, gives no card but no
longer holds the sentence at the cancelled cap (session 42); a mention, a reclaimed use and real support still do.
Sentences written for these tests; the slur is taken from the lexicon, not spelled here."""

import pytest

from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity import judge
from moderation.engine.toxicity.lexicon import slurs
from moderation.engine.toxicity.reasons import SET_ASIDE
from moderation.engine.toxicity.rules import sentence_analysis


@pytest.fixture(scope="module")
def slur() -> str:
    """A reclaimable slur with no harmless homonym, against gay people (the casual-use path of the rules)."""
    return next(term for term, (group, reclaimable, homonym) in slurs().items()
                if group == "gay people" and reclaimable and not homonym and " " not in term and not term.endswith("s"))


def _toxicity(text: str) -> float:
    return judge.scores(Analysis(text)).comment("TOXICITY")


def _slur_hits(text: str) -> list:
    return [h for h in sentence_analysis(text).hits if h.reason.startswith("a slur")]


def test_a_negated_slur_gets_no_card_but_is_not_held_low(slur):
    said = f"At least you are not a {slur}."
    assert not _slur_hits(said) and sentence_analysis(said).cancelled == (SET_ASIDE["slur_negated"],)
    assert _toxicity(said) > 0.5
    text = f"So glad I am not a {slur}."  # casual use: warm words, and only the slur names a group
    assert not _slur_hits(text) and sentence_analysis(text).cancelled == (SET_ASIDE["slur_supportive"],)
    assert _toxicity(text) > 0.4  # the cancelled cap held it at 0.3


def test_warm_words_beside_a_slur_are_no_support(slur):
    text = f"Love how these {slur}s moan."
    assert SET_ASIDE["slur_supportive"] in sentence_analysis(text).cancelled
    assert _toxicity(text) > 0.4


def test_support_named_in_words_and_a_mention_still_hold_the_sentence_low(slur):
    assert SET_ASIDE["supportive"] in sentence_analysis("I love gay people.").cancelled
    assert _toxicity("I love gay people.") <= 0.3
    mention = f"The word {slur} should never be used."
    assert not _slur_hits(mention) and _toxicity(mention) <= 0.3
