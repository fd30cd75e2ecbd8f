"""Insult readings by rule in other languages (multilingual/insults.py, issue 39): an insult word said of a person is
read in each shape, not its near-misses; an insult at officials is an insult card, not an identity attack; a comment
of no certain language is read by every language's rules. Sentences written for these tests (in no training file and
not in the benchmark's insult set)."""

import pytest

from moderation import engine
from moderation.engine.multilingual import ANY
from moderation.engine.multilingual.insults import names_a_group, reading

READ = [
    ("es", "El director del hospital es un incompetente de primera.", "a_noun"),
    ("es", "No me vengas con cuentos, mentiroso.", "vocative"),
    ("es", "¡Menudo cretino tenemos de alcalde!", "exclamation"),
    ("fr", "Vous êtes vraiment des incapables.", "you"),
    ("fr", "Le préfet, un incapable notoire, a encore tout raté.", "appositive"),
    ("fr", "Quelle bande de guignols à la mairie !", "exclamation"),
    ("de", "Ihr seid doch alle Versager.", "you"),
    ("de", "Der Landrat ist ein Lügner.", "a_noun"),
    ("de", "Diese Trottel haben die Bücherei geschlossen.", "subject"),
    ("de", "Die Richterin ist strohdumm.", "predicate"),
    ("pt", "O secretário de saúde é um incompetente.", "a_noun"),
    ("pt", "Essa cambada de otários na câmara não faz nada.", "crowd"),
    ("pt", "Some daqui, babaca.", "vocative"),
    ("it", "Il questore è un incapace.", "a_noun"),
    ("it", "Siete solo dei buffoni.", "you"),
    ("it", "Quel cialtrone del presidente ha mentito ancora.", "of"),
    # scum and rabble said of people (session 48)
    ("de", "Die Leute aus dem Rathaus sind Gesindel.", "predicate"),
    ("es", "Esos concejales son una gentuza.", "predicate"),
    ("pt", "Os fiscais da prefeitura são uma ralé.", "a_noun"),
    # French scum and vermin, a subject set apart by a comma, "n'… que" (session 50)
    ("fr", "Le conseil municipal, c'est vraiment de la racaille.", "predicate"),
    ("fr", "Ces députés, c'est de la vermine.", "predicate"),
    ("fr", "Vous n'êtes que des incapables.", "you"),
]
NOT_READ = [
    ("es", "El alcalde no es ningún inútil, ha hecho mucho por el barrio."),  # negated
    ("es", "¡Qué tonto soy, me he equivocado de autobús!"),  # the writer
    ("es", "Lo detuvieron por llamar mentiroso al juez en la sala."),  # reported
    ("fr", "Le maire n'est pas un incapable, il a rénové l'école."),  # negated
    ("fr", "Les clowns du cirque arrivent en ville samedi."),  # literal
    ("de", "Der Bürgermeister ist kein Lügner, er hat sich geirrt."),  # negated
    ("de", "Im Zirkus waren die Clowns das Beste für die Kinder."),  # literal
    ("pt", "O novo horário do ônibus é um desastre."),  # a thing
    ("pt", "Que burro que eu sou, esqueci o guarda-chuva."),  # the writer
    ("it", "Il sindaco non è un incapace, ha sistemato le strade."),  # negated
    ("de", "Nach dem Regen lag brauner Abschaum auf dem Bach."),  # literal
    ("it", "Questa decisione del comune è assurda."),  # an idea
    ("fr", "Les élus ne sont pas de la racaille, ils travaillent."),  # negated
    ("fr", "Le piège à vermine est posé dans la cave."),  # literal
    ("fr", "Ce projet, c'est du grand n'importe quoi."),  # a thing, no insult word
]


@pytest.mark.parametrize("language, text, shape", READ)
def test_an_insult_at_a_person_is_read(language, text, shape):
    assert reading(text, language) == shape


@pytest.mark.parametrize("language, text", NOT_READ)
def test_a_near_miss_is_not_read(language, text):
    assert reading(text, language) == ""


def test_a_group_named_for_who_they_are_is_seen():
    assert names_a_group("Los inmigrantes son unos inútiles.", "es")
    assert not names_a_group("Los concejales son unos inútiles.", "es")


@pytest.mark.parametrize("language, text", [("es", "Los concejales del pleno son unos cretinos."),
                                            ("de", "Die Stadträte sind alle Versager.")])
def test_an_insult_at_officials_is_an_insult_card_not_an_identity_attack(language, text):
    score = engine.score_comment(text, None)
    categories = [p.category.value for p in score.objectionable_phrases]
    assert "insult" in categories and "identity_attack" not in categories, categories
    scores = engine.score_attributes(text, ["INSULT", "IDENTITY_ATTACK"], language=language)
    assert scores["INSULT"].score >= 0.5 > scores["IDENTITY_ATTACK"].score


def test_a_comment_of_no_certain_language_is_read_by_every_languages_rules():
    assert reading("Sei scemo.", ANY) == "you" and reading("Sei scemo.", "es") == ""
    assert engine.score_attributes("Sei scemo.", ["INSULT"], language=engine.UNDETERMINED)["INSULT"].score >= 0.5


def test_english_is_untouched():
    assert reading("You are an idiot.", "en") == "" and reading("You are an idiot.", None) == ""
