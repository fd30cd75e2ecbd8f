"""Threats in plain words in the five languages (issue 39, written for these tests: in no training file and not in
the benchmark's threat set): THREAT and TOXICITY at or over the flag, so the coach shows a card; everyday idioms of
death and defeat under it."""

import pytest

from moderation import engine

THREATS = [
    ("es", "Te voy a romper los dientes si vuelves a hablar así de mi madre."),
    ("fr", "Je vais te retrouver et te faire très mal."),
    ("de", "Ich werde dich finden und dir wehtun."),
    ("pt", "Vou te matar se você aparecer aqui de novo."),
    ("it", "Ti ammazzo se ti fai vedere ancora qui."),
]
IDIOMS = [
    ("es", "Mañana juega el Betis contra el Sevilla y los vamos a machacar."),
    pytest.param("de", "Ich könnte heute vor Müdigkeit sterben.",
                 marks=pytest.mark.xfail(strict=True, reason="measured miss of the tuned layers: 0.65")),
    ("it", "Questo caldo mi ammazza, non vedo l'ora che arrivi l'autunno."),
]


@pytest.mark.parametrize("language, text", THREATS)
def test_a_threat_in_plain_words_is_flagged(language, text):
    scores = engine.score_attributes(text, ["THREAT", "TOXICITY"], language=language)
    assert scores["THREAT"].score >= 0.5 and scores["TOXICITY"].score >= 0.5, scores


@pytest.mark.parametrize("language, text", IDIOMS)
def test_an_idiom_of_death_or_defeat_is_not(language, text):
    assert engine.score_attributes(text, ["THREAT"], language=language)["THREAT"].score < 0.5
