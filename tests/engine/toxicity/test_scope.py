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
    # The writer's own clause keeps its negation, and a negated call on others is still negated (session 44).
    "If you don't pay, I won't hurt you.",
    "Even if they never apologise, I would never hurt them.",
    "I don't think anyone should kill him.",
    "I don't pity or hate immigrants.",
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
# A call for violence that a denial frames is negated, across the called-on clause's start (session 46).
DENIED = [
    "Nobody is suggesting somebody should shoot the chairman.",
    "No reasonable person thinks the referee should be beaten up.",
    "It's ridiculous to say someone should stab the landlord.",
    "None of you argued that the bailiffs should be hanged.",
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
    # A negator or a word against harm in a condition is not the threat's own (session 44).
    ("If you do not leave, I will kill you.", "threat"),
    ("If he doesn't resign, we'll beat him senseless.", "threat"),
    ("If you don't shut up I'll punch you.", "threat"),
    ("Until you stop lying, I'll keep hurting you.", "threat"),
    ("If they don't leave, somebody needs to kill them.", "threat"),
    # A denial's words that frame nothing, or another clause (session 46).
    ("Nobody thinks I am joking: I will stab him.", "threat"),
    ("Nobody said anything, so someone should shoot him.", "threat"),
    ("No one thinks he's sorry; he should be hanged.", "threat"),
]


@pytest.mark.parametrize("text", NEGATED)
def test_negated_hits_are_dropped(text: str) -> None:
    result = sentence_analysis(text)
    assert not _harmful(text), result.hits
    assert "negated" in result.cancelled or not result.cancelled, result.cancelled


@pytest.mark.parametrize("text", DENIED)
def test_denied_calls_for_violence_are_dropped(text: str) -> None:
    result = sentence_analysis(text)
    assert not _harmful(text), result.hits
    assert "negated" in " ".join(result.cancelled), result.cancelled


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


def test_a_threat_after_a_negated_condition_is_a_threat_card() -> None:
    """The coach shows it as a threat, not "ready to post" (it read 4 of 5 with no card before session 44)."""
    from moderation import engine
    result = engine.score_comment("If you do not leave, I will kill you.", None)
    assert any(p.category.value == "threat" for p in result.objectionable_phrases), result.objectionable_phrases
    assert result.overall_score <= 2
    # The card quotes the threat, not the condition before it.
    assert [p.quoted_objectionable_phrase for p in result.objectionable_phrases] == ["I will kill"]
