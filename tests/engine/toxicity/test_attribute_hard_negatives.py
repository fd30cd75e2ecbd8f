"""Each attribute on sentences written for these tests: clear cases score high, their hard negatives (same words,
no attack: quoted, negated, reported, in-group, about an object) score low and below the clear case."""

import pytest

from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity import scores
from tests.engine.tuned_logits import tuned_logits_in_use

# attribute -> (clear cases, hard negatives)
CASES = {
    "TOXICITY": (["You are a worthless idiot and everyone here despises you.",
                  "Go back to your hole, you disgusting little rat."],
                 ["Calling anyone a worthless idiot is not how we talk on this forum.",
                  "I don't think you are an idiot, I just disagree with your numbers."]),
    "IDENTITY_ATTACK": (["Immigrants are vermin who should be thrown out of this country.",
                         "Gay people are sick and should be kept away from children."],
                        ["It is vile to call immigrants vermin, and I said so to his face.",
                         "My gay neighbours looked after our children last weekend."]),
    "INSULT": (["You are the dumbest, most pathetic commenter I have ever seen.",
                "What a clueless moron you are."],
               ["The film's villain is a clueless moron, which makes the plot fun.",
                "I felt pretty dumb when I locked my keys in the car."]),
    "THREAT": (["I know where you live and I am going to break your legs.",
                "Say that again and I will put a bullet in your head."],
               ["The storm is going to break the old fence if nobody fixes it.",
                "He was sentenced for threatening to shoot his neighbour."]),
    "PROFANITY": (["This is fucking bullshit, you piece of shit.",
                   "Shut the fuck up, asshole."],
                  ["Scunthorpe United won the match on Saturday.",
                   "We recorded a shiitake mushroom harvest this year."]),
    "SEXUALLY_EXPLICIT": (["Send me naked pictures, I want to fuck you tonight.",
                           "She described the oral sex in graphic detail to the whole chat."],
                          ["The sex education class covers consent and contraception.",
                           "The museum's nude statues date from the second century."]),
    "SEVERE_TOXICITY": (["I hope you and your whole filthy family die screaming, you piece of shit.",
                         "Kill every last one of those subhuman animals."],
                        ["The documentary shows how the army killed every animal on the farm.",
                         "The villain wants the hero's family to die, and the hero stops him."]),
}


# Measured misses of the shipped model (benchmarks/RESULTS.md): kept as strict expected failures, so a model
# that fixes one makes the suite say so.
KNOWN_MISSES = {
    "Calling anyone a worthless idiot is not how we talk on this forum.",  # a reported insult still scores as one
    "It is vile to call immigrants vermin, and I said so to his face.",  # condemnation without quotation marks
    "The sex education class covers consent and contraception.",  # topic words, nothing explicit
    "The museum's nude statues date from the second century.",
}


# Misses of the linear heads that the blended fine-tuned logits fix: expected failures only when they are off.
HEADS_ONLY_MISSES = {
    "The film's villain is a clueless moron, which makes the plot fun.",  # an insult of a fictional person
}

if not tuned_logits_in_use():
    KNOWN_MISSES |= HEADS_ONLY_MISSES


def _score(text: str, attribute: str) -> float:
    return scores(Analysis(text)).comment(attribute)


def _cases(kind: int, attributes=None):
    for attribute in sorted(attributes or CASES):
        for text in CASES[attribute][kind]:
            marks = [pytest.mark.xfail(strict=True, reason="known miss")] if text in KNOWN_MISSES else []
            yield pytest.param(attribute, text, marks=marks, id=f"{attribute}-{text[:30]}")


@pytest.mark.parametrize(("attribute", "text"), list(_cases(1)))
def test_hard_negative_scores_below_the_flag_and_below_every_clear_case(attribute: str, text: str) -> None:
    score = _score(text, attribute)
    assert score < 0.5, (attribute, text, score)
    assert score < min(_score(t, attribute) for t in CASES[attribute][0]), (attribute, text)


@pytest.mark.parametrize(("attribute", "text"),
                         list(_cases(0, ["TOXICITY", "IDENTITY_ATTACK", "INSULT", "THREAT", "PROFANITY"])))
def test_clear_case_reaches_the_flag(attribute: str, text: str) -> None:
    assert _score(text, attribute) >= 0.5, (attribute, text)
