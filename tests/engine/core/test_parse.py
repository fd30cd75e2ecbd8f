"""The dependency parse (core/parse.py): plain words that outlive the call, and a vocabulary that does not grow with
the new text a service parses for months."""

from moderation.engine.core import parse


def test_words_are_plain_data_with_heads_and_dependencies():
    found = parse.words("The council closed the pool.")
    assert [w.text for w in found] == ["The", "council", "closed", "the", "pool", "."]
    closed = found[2]
    assert closed.dep == "ROOT" and closed.head == closed.i and found[1].head == closed.i and found[1].dep == "nsubj"
    assert found[-1].punct and found[4].tag.startswith("NN")


def test_new_strings_are_freed_after_the_parse():
    vocabulary = parse._PARSER.pipeline.vocab.strings
    before = len(vocabulary)
    parse.words("Zyxqwvort blorfings gronkled the snarfwidget at Plimbleton-under-Wock.")
    assert len(vocabulary) == before


def test_a_parse_read_in_place_frees_its_strings_too():
    vocabulary = parse._PARSER.pipeline.vocab.strings
    before = len(vocabulary)
    with parse.parsed("Quorblets and vindlesnaps plonked the greebish frumwidget.") as doc:
        assert [t.dep_ for t in doc][-1] == "punct"
    assert len(vocabulary) == before


def test_a_long_text_is_parsed_in_a_window_around_the_words_asked_about():
    """Past LONG characters only a window is parsed (a 20,000-character run-on input cost half a second a parse);
    the word found, its tag and its place are those a short text gives."""
    from moderation.engine.core.parse import LONG, word_at, word_near, words_near

    short = "The dog chased the cat."
    assert word_near(short, 8) == word_at(short, 8) and words_near(short, 0, 3)[1] == 0
    text = "We walked on. " * (LONG // 14 + 40) + short
    start = text.rindex("chased")
    parsed, offset = words_near(text, start, start + 6)
    assert offset > 0 and len(parsed) < 200
    word = word_near(text, start)
    assert word is not None and word.text == "chased" and word.tag == "VBD" and word.idx + offset == start
