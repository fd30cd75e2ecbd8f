"""The bridging cue patterns built from data/bridging.json: whole phrases in any case, plus the non-phrase cues."""

import re

from moderation.engine.attributes import bridging


def _count(name: str, text: str) -> int:
    return len(bridging._cue(name).findall(text))


def test_phrases_match_whole_words_in_any_case():
    assert _count("AFFINITY", "I Agree. Well said, we both want it.") == 3
    assert _count("REASONING", "Two studies and one study; the understudy was ill.") == 2
    assert _count("RESPECT", "Thanks, and thank you. Thankful.") == 2
    assert _count("COMPASSION", "So sorry to hear that, sorry for your loss.") == 2  # "so sorry" takes its "sorry"


def test_the_cues_that_are_not_phrases():
    assert _count("CURIOSITY", "Really? Why is that? I wonder") == 4  # two marks, "why is", "i wonder"
    assert _count("REASONING", "If the bus runs late then we miss the train.") == 1
    assert _count("REASONING", "If so then") == 0  # fewer than three characters between "if" and "then"


def test_an_earlier_phrase_wins_where_two_start_at_one_place():
    """The alternation keeps the file's order: 'when i was' is one cue, not 'i was' besides."""
    assert _count("PERSONAL_STORY", "When I was young") == 1
    assert bridging._cue("PERSONAL_STORY").search("when i was young").group(0) == "when i was"


def test_every_attribute_has_cues_and_prototypes_and_no_phrase_twice():
    for name in bridging.BRIDGING:
        phrases = bridging._DATA["cues"][name]
        assert phrases and len(phrases) == len(set(phrases)), name
        assert all(p == p.lower() and not re.search(r"[\\()|?]", p) for p in phrases), name
        assert len(bridging._PROTOTYPES[name]) >= 2, name
