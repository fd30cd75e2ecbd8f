"""A factored alternation of words matches exactly the words a plain alternation does."""

import re

from moderation.engine.core.datafile import alternation, word_trie

WORDS = ["a", "ab", "abbot", "abbots", "actor", "actress", "b", "be", "bee", "beer", "zoo", "_a note"]


def _whole(fragment: str) -> re.Pattern:
    return re.compile(rf"(?<![\w-])(?:{fragment})(?![\w-])")


def test_the_trie_and_the_alternation_match_the_same_words():
    trie, plain = _whole(word_trie(WORDS)), _whole(alternation(WORDS))
    probes = ["a", "ab", "abb", "abbot", "abbots", "abbotss", "act", "actor", "actors", "actress", "b", "be", "bee",
              "beer", "beers", "zo", "zoo", "note", "_a note", ""]
    for probe in probes:
        assert bool(trie.fullmatch(probe)) is bool(plain.fullmatch(probe)), probe


def test_a_word_is_found_whole_inside_a_sentence():
    pattern = _whole(word_trie(WORDS))
    assert [m.group() for m in pattern.finditer("the abbots and the actress drank beer at the zoo")] == [
        "abbots", "actress", "beer", "zoo"]
