"""A slur next to an @-handle is aimed at the person the handle names, as one after "you" is (session 43); a handle
that names a retweet's author, or one followed by a determiner pointing elsewhere, addresses nothing. Sentences
written for these tests; the slur is taken from the lexicon, not spelled here."""

import pytest

from moderation.engine.toxicity.lexicon import slurs
from moderation.engine.toxicity.rules import sentence_analysis


@pytest.fixture(scope="module")
def slur() -> str:
    """A reclaimable slur with no harmless homonym (casual unless aimed at someone)."""
    return next(term for term, (group, reclaimable, homonym) in slurs().items()
                if reclaimable and not homonym and " " not in term and not term.endswith("s"))


def _slur_hits(text: str) -> list:
    return [h for h in sentence_analysis(text).hits if h.reason.startswith("a slur")]


@pytest.mark.parametrize("shape", ["@dana_k {slur}", "@dana_k shut it {slur}!", "see you tomorrow {slur} @dana_k"])
def test_a_slur_at_a_handle_is_aimed_at_that_person(slur, shape):
    assert _slur_hits(shape.format(slur=slur))


@pytest.mark.parametrize("shape", ["{slur} said nothing today", "RT @dana_k: {slur} said nothing today",
                                   "\u201c@dana_k: {slur} said nothing today\u201d", "@dana_k that {slur} said nothing",
                                   "@dana_k these {slur}s said nothing today", "@dana_k I met a {slur} today"])
def test_a_handle_that_addresses_no_slur_changes_nothing(slur, shape):
    assert not _slur_hits(shape.format(slur=slur))
