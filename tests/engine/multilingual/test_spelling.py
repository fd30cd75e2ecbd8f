"""Words spelt out to slip past a filter in other languages (multilingual/spelling.py, issue 39): spaced or dotted
letters and digits for letters are read as the words they spell, so the judge's rules and encoder see them; times,
codes and words spaced for emphasis stay harmless, and spans and quotes stay the writer's. Sentences written for these
tests (in neither benchmark set)."""

import pytest

from moderation import engine
from moderation.engine.multilingual.spelling import readable

READ = [
    ("Eres un c e r d o.", "Eres un cerdo."),
    ("Quel c.r.é.t.i.n, franchement.", "Quel crétin, franchement."),
    ("Du T-r-o-t-t-e-l, hau ab.", "Du Trottel, hau ab."),
    ("Você é um 1mb3c1l.", "Você é um imbecil."),
    ("Che 1d10t4 che sei.", "Che idiota che sei."),
    ("Te voy a 4puñ4l4r.", "Te voy a apuñalar."),
]
KEPT = [
    "Nos vemos en la puerta 4B a las 21h15.",  # codes and times
    "El vuelo IB3166 sale de la T4.",
    "Zimmer 12a, 3. Stock, Haus B2.",
    "Le RER B passe à 6h05.",
    "O CD tem 12 faixas em MP3.",
    "Ho visto il film in 3D.",
]


@pytest.mark.parametrize(("written", "read"), READ)
def test_spelt_out_words_are_read_as_words(written, read):
    assert readable(written) == read


@pytest.mark.parametrize("sentence", KEPT)
def test_codes_and_times_stay_as_written(sentence):
    assert readable(sentence) == sentence


def test_a_last_letter_in_another_case_is_its_own_word():
    assert readable("V I E L E N   D A N K an alle") == "VIELEN   DANK an alle"
    assert readable("M E R C I à tous") == "MERCI à tous"
    assert readable("G R A Z I E a tutti") == "GRAZIE a tutti"


@pytest.mark.parametrize(("text", "language"), [("Eres un i m b é c i l.", "es"),
                                                ("Sei un c r e t i n o, vattene.", "it"),
                                                ("Ich werde dich 4bst3ch3n.", "de")])
def test_the_judge_reads_them_and_quotes_the_writers_sentence(text, language):
    scores = engine.score_attributes(text, ["TOXICITY"], spans=True, language=language)
    assert scores["TOXICITY"].score >= 0.5
    card = engine.score_comment(text, None)
    assert card.objectionable_phrases
    assert all(p.quoted_objectionable_phrase in text for p in card.objectionable_phrases)


def test_a_spaced_word_of_praise_is_no_finding():
    assert not engine.score_comment("¡G R A C I A S por el artículo, muy claro!", None).objectionable_phrases

