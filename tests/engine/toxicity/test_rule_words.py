"""The rule families read their vocabularies from models/lexicon.json: a word added to a list there is matched
(as a phrase across any whitespace) without touching the code."""

import json

import pytest

from moderation.engine.toxicity import counter, derogation, lexicon, rules, threats, vocabulary

_CACHED = (lexicon.lexicon, vocabulary.fragments, vocabulary.group_adjectives, derogation.patterns, threats.patterns,
           counter.patterns, rules._patterns)


@pytest.fixture
def edited_lexicon(monkeypatch, tmp_path):
    """Point the judge at a copy of the lexicon the test may edit; caches are cleared before and after."""
    copy = tmp_path / "lexicon.json"
    data = json.loads(lexicon._PATH.read_text(encoding="utf-8"))

    def write(**lists):
        data.update(lists)
        copy.write_text(json.dumps(data), encoding="utf-8")
        for function in _CACHED:
            function.cache_clear()

    monkeypatch.setattr(lexicon, "_PATH", copy)
    write()
    yield data, write
    monkeypatch.undo()
    for function in _CACHED:
        function.cache_clear()


def _kinds(text: str) -> list[str]:
    return [h.kind for h in rules.sentence_analysis.__wrapped__(text).hits]


def test_a_violent_verb_added_to_the_lexicon_makes_a_threat(edited_lexicon):
    data, write = edited_lexicon
    assert "threat" not in _kinds("I will defenestrate you.")
    write(violent_verbs=data["violent_verbs"] + ["defenestrate", "throw off a roof"])
    assert "threat" in _kinds("I will defenestrate you.")
    assert "threat" in _kinds("We are going to throw  off a\nroof the lot of you.")


def test_a_group_adjective_added_to_the_lexicon_names_a_group(edited_lexicon):
    data, write = edited_lexicon
    assert not rules.sentence_analysis.__wrapped__("Martian people are vermin.").group_mentioned
    write(group_adjectives=data["group_adjectives"] + ["martian"])
    analysis = rules.sentence_analysis.__wrapped__("Martian people are vermin.")
    assert analysis.group_mentioned and [h.kind for h in analysis.hits] == ["identity_attack"]


def test_the_rule_lists_keep_their_order_where_one_entry_starts_another():
    # "they" before "they're": the pronoun pattern matches "they" in "they're", as it did when it was code.
    match = rules._patterns()["pronoun"].search("they're here")
    assert match.group() == "they"
