"""Banned-topic scoring over many sentences at once gives what scoring each sentence and topic alone gives."""

import math

import numpy as np

from moderation.engine.relevance import banned, topics

TOPICS = ["politics", "climate change", "abortion", "guns and weapons", "royal family", "taxes", "x-rays", "weather"]
SENTENCES = [
    "The council vote was delayed again.", "Voters queued at dawn.", "Pro-life marchers blocked the road.",
    "Roe v wade came up twice.", "The prime-minister spoke about net  zero targets.", "My rifle_club meets on Sunday.",
    "Taxation talk bores me.", "Ünïcode text about the monarchy and a ſcandal.", "The KING waved.",
    "Nothing here but bikes and lanes.", "Visit my shop at cheap.com for tax tips.", "X-rays of the bridge came back fine.",
    "A heatwave is forecast; the storms can wait.", "co2 levels and greenhouse gases.", "",
]


def _expected(text: str, topic: str, similarity: float) -> tuple[float, str | None]:
    """The one-sentence, one-topic rule written out plainly: the reference for the batched shortcut."""
    if banned.PROMOTION.search(text):
        return 0.0, None
    meaning = 1.0 / (1.0 + math.exp(-(banned.BANNED_SLOPE * (similarity - banned.BANNED_SIMILARITY))))
    pattern = topics.term_pattern(topic)
    match = pattern.search(text) if pattern else None
    word = (match.group(),) if match else topics.groups_found(topic, text)
    return (max(banned.WORD_STRENGTH, meaning) if word else meaning), word


def test_batched_strengths_equal_the_per_sentence_rule():
    rng = np.random.default_rng(3)
    sims = rng.uniform(-0.1, 0.6, size=(len(SENTENCES), len(TOPICS))).astype(np.float32)
    strengths, _, found = banned.sentence_strengths(SENTENCES, TOPICS, sims)
    for i, text in enumerate(SENTENCES):
        for j, topic in enumerate(TOPICS):
            strength, word = _expected(text, topic, float(sims[i, j]))
            assert strengths[i, j] == strength, (text, topic)
            assert found.get((i, j)) == word, (text, topic)
    assert found[0, 0] == ("vote",) and found[2, 2] == ("Pro-life",) and found[7, 4] == ("monarchy",)


def test_openings_cover_every_term():
    for topic in TOPICS:
        openings = topics.term_openings(topic)
        assert openings is not None
        assert all(term.split(" ")[0][:3] in openings for term in topics.related_terms(topic))


def test_a_topic_of_several_words_is_not_reported_on_one_of_its_words():
    """A sentence that shares one word of a topic of several words, in another sense or on another subject, is not
    about the topic; a sentence about the whole topic is, with its words or without them."""
    from moderation import engine

    topic = ["garden waste collections"]
    off = ["The garden centre has a sale on roses this weekend.", "Nuclear waste is stored under the hills.",
           "The gallery's collections include three Turners."]
    on = ["Garden waste collections now cost forty pounds a year.",
          "Charging to take away our grass cuttings and hedge clippings means people will burn them."]
    article = engine.build_article("The council will review its waste services next month.", title="Waste review")
    for text in off:
        assert not engine.check_relevance(text, article, topic).banned_topics.banned_topics, text
    for text in on:
        assert engine.check_relevance(text, article, topic).banned_topics.banned_topics == topic, text


def test_words_of_two_groups_are_both_quoted():
    """A sentence reported on words of two of a topic's words says both, as written, not only the first."""
    from moderation import engine

    article = engine.build_article("The council will review its waste services next month.", title="Waste review")
    result = engine.check_relevance("Waste from the garden now costs forty pounds.", article,
                                    ["garden waste collections"]).banned_topics
    assert result.banned_topics == ["garden waste collections"]
    assert 'mentions "Waste" and "garden"' in result.reasoning, result.reasoning
