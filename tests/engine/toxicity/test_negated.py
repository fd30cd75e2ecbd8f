"""A put-down the sentence denies is none ("Our councillors aren't idiots"); a negated command, a vocative or an
insult in another clause stays one (benchmarks/CHOICES.md, "A put-down the sentence denies is none")."""

import pytest

from moderation import engine
from moderation.engine.toxicity.lexicon import insult_spans
from moderation.engine.toxicity.negated import denied
from moderation.engine.toxicity.reasons import SET_ASIDE
from moderation.engine.toxicity.rules import sentence_analysis

DENIED = [
    "The mayor is not stupid; she knows exactly what she is doing.",
    "Nobody here is a fool.",
    "He isn't a moron, whatever the papers say.",
    "Our councillors aren't idiots, they just have no money.",
    "You are not stupid for asking this.",
    "She is no fool.",
]
NOT_DENIED = [
    "Don't be stupid.",
    "You're not even smart, you idiot.",
    "He is not honest; he is a liar.",
    "They never listen, the lazy idiots.",
]


@pytest.mark.parametrize("text", DENIED)
def test_a_denied_put_down_gets_no_card_and_is_held(text):
    assert all(denied(text, insult_spans(text)))
    assert SET_ASIDE["negated"] in sentence_analysis(text).cancelled
    score = engine.score_comment(text, None)
    assert not score.objectionable_phrases
    assert score.toxicity_score <= 0.3


@pytest.mark.parametrize("text", NOT_DENIED)
def test_a_put_down_the_negation_does_not_reach_stays_one(text):
    assert not all(denied(text, insult_spans(text)))
    assert [p for p in engine.score_comment(text, None).objectionable_phrases if p.category.value == "insult"]


def test_only_a_denial_of_someone_holds_the_sentence():
    from moderation.engine.toxicity.negated import held
    text = "The plan is not stupid."  # a denial, but of no one the lists know: the model's reading stands
    assert all(denied(text, insult_spans(text))) and not held(text, insult_spans(text))
    person = "The mayor is not stupid."
    assert held(person, insult_spans(person))
