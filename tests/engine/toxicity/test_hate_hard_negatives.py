"""The hate flag on sentences written for these tests: counter-speech, negation, neutral identity mentions and
quoting to condemn stay below the flag, while the hate they talk about reaches it."""

import pytest

from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity import hate, toxicity
from moderation.engine.toxicity.normalise import normalise

HATE = [
    "Muslims are a plague on this country and should be thrown out.",
    "Jews are parasites who secretly run the banks to ruin us.",
    "Trans people are mentally ill freaks and should be kept away from kids.",
]
# kind -> sentences that name a group, and often the hateful words, without attacking anyone
HARD_NEGATIVES = {
    "counter_speech": [
        "Calling refugees a plague is cruel, and it is simply false.",
        "Stop blaming Mexicans for every problem in this town.",
        "People who harass Muslims at the mosque gates should be ashamed of themselves.",
    ],
    "negation": [
        "I don't hate gay people, I never have.",
        "Jews are not parasites, and nobody decent says so.",
        "I have nothing against immigrants moving into our street.",
    ],
    "neutral_mention": [
        "My grandmother is Jewish and she taught me to bake challah.",
        "The trans support group meets in the library on Tuesdays.",
        "Our mosque is collecting winter coats for the shelter.",
        "Two of the new nurses on the ward are from Nigeria.",
    ],
    "quote_to_condemn": [
        "He shouted \"Muslims out\" at the bus stop, and the driver threw him off.",
        "Someone wrote 'gays are sick' on the bridge, so we scrubbed it off on Sunday.",
        "When my uncle said immigrants are rats, I left the table.",
    ],
}
# Measured misses of the shipped heads + rules (kept as strict expected failures so a fix shows up).
KNOWN_MISSES = {
    # counter-speech naming the group beside "harass": 0.47 with the old heads, 0.55 after the Stormfront retraining
    "People who harass Muslims at the mosque gates should be ashamed of themselves.",
}


def _negatives():
    for kind, texts in sorted(HARD_NEGATIVES.items()):
        for text in texts:
            marks = [pytest.mark.xfail(strict=True, reason="known miss")] if text in KNOWN_MISSES else []
            yield pytest.param(text, marks=marks, id=f"{kind}-{text[:30]}")


@pytest.mark.parametrize("text", HATE)
def test_hate_reaches_the_flag(text: str) -> None:
    assert hate(Analysis(text)) >= 0.5, text


@pytest.mark.parametrize("text", list(_negatives()))
def test_hard_negative_stays_below_the_hate_flag(text: str) -> None:
    assert hate(Analysis(text)) < 0.5, text


def test_hard_negatives_score_below_every_hateful_sentence() -> None:
    lowest_hate = min(hate(Analysis(t)) for t in HATE)
    negatives = [t for texts in HARD_NEGATIVES.values() for t in texts if t not in KNOWN_MISSES]
    assert all(hate(Analysis(t)) < lowest_hate for t in negatives)


def test_neutral_identity_mentions_are_not_toxic() -> None:
    for text in HARD_NEGATIVES["neutral_mention"]:
        assert toxicity(Analysis(text)) < 0.5, text


def test_letters_that_lower_case_to_two_code_points_do_not_break_scoring() -> None:
    assert normalise("İstanbul").text == "istanbul"
    assert hate(Analysis("İstanbul has wonderful ferries.")) < 0.5
