"""The shared scope of rule hits (scope.py) on sentences written for these tests: negated and condemned hits are
dropped, reported ones damped below the flag, and the same words meant by the writer still fire, in every family."""

import pytest

from moderation.engine.toxicity.rules import sentence_analysis
from moderation.engine.toxicity.scope import DAMPED

_HARMFUL = ("identity_attack", "threat", "insult")


def _harmful(text: str) -> list:
    return [h for h in sentence_analysis(text).hits if h.kind in _HARMFUL]


NEGATED = [
    "Refugees are not vermin.",
    "I did not say that Muslims are filth, whatever he tells you.",
    "I have no contempt for Muslims at all.",
    "I don't hate immigrants, I work with them every day.",
    "I never said I hope you get sick.",
    "We don't think you are an idiot.",
]
CONDEMNED = [
    "Calling immigrants rats is vile.",
    "She told me that Jews are greedy, and I told her that was antisemitic.",
    "Saying that disabled people are worthless is hateful nonsense.",
    "He wrote 'I know where you live' to my sister, which is disgusting.",
    "Telling people to go back where they came from is racist.",
]
REPORTED = [
    "My uncle thinks immigrants are parasites.",
    "My neighbour told us that Roma are thieves.",
    "People who say disabled people are worthless never met my brother.",
    "Some people say refugees are vermin.",
]
# A denial of saying it, and condemnation of saying it as an act, were built and measured (benchmarks/CHOICES.md): they
# cost validation rows of ToxiGen and Davidson and were taken out, so these stay strict expected failures.
NOT_YET = [
    "I never said that refugees are vermin.",
    "Nobody here believes gay people are disgusting.",
    "No one in my family thinks Jews are greedy.",
    "I'm not going to say refugees should be shot.",
    "I refuse to believe that gay people are sick.",
    "It is cruel to say that women are stupid.",
    "How dare he call Muslims rats.",
]
MEANT = [
    ("Muslims are vermin.", "identity_attack"),
    ("I hate immigrants.", "identity_attack"),
    ("I think immigrants are parasites.", "identity_attack"),
    ("Don't you think immigrants are parasites?", "identity_attack"),
    ("Gay people are disgusting and evil.", "identity_attack"),
    ("Black people should be shot.", "threat"),
    ("I hope you get sick and die.", "threat"),
    ("Go back where you came from.", "identity_attack"),
    ("You are an idiot.", "insult"),
    ("I said it before and I will say it again: women are stupid.", "identity_attack"),
    ("These 'people' are just scum.", "insult"),
    ("I will not only think that Muslims are vermin, I will keep saying it.", "identity_attack"),
    ("My aunt said I look tired, but Muslims are vermin.", "identity_attack"),
    ("Wouldn't most people say refugees are vermin?", "identity_attack"),
]


@pytest.mark.parametrize("text", NEGATED)
def test_negated_hits_are_dropped(text: str) -> None:
    result = sentence_analysis(text)
    assert not _harmful(text), result.hits
    assert "negated" in result.cancelled or not result.cancelled, result.cancelled


@pytest.mark.parametrize("text", CONDEMNED)
def test_condemned_hits_are_dropped(text: str) -> None:
    assert not _harmful(text), sentence_analysis(text).hits


@pytest.mark.parametrize("text", NOT_YET)
@pytest.mark.xfail(strict=True, reason="denial and speech-act condemnation not shipped (lost on validation)")
def test_denied_or_condemned_saying_is_not_read_yet(text: str) -> None:
    assert not _harmful(text), sentence_analysis(text).hits


@pytest.mark.parametrize("text", REPORTED)
def test_reported_hits_are_damped_below_the_flag(text: str) -> None:
    hits = _harmful(text)
    assert hits and all(h.reported and h.score <= DAMPED for h in hits), hits


@pytest.mark.parametrize("text,kind", MEANT)
def test_meant_hits_still_fire(text: str, kind: str) -> None:
    hits = _harmful(text)
    assert any(h.kind == kind and not h.reported and h.score > DAMPED for h in hits), hits
