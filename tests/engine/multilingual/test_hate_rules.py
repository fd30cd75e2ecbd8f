"""Hate of a group read by rule in other languages, and obfuscated words undone first (multilingual/hate.py and
normalise.py, session 43): each shape is read, its near-misses are not; the writer's spans are kept; the coach shows
an identity attack. Sentences written for these tests (in no training file and not in the benchmark's hate set)."""

import pytest

from moderation import engine
from moderation.engine.multilingual import ANY
from moderation.engine.multilingual.hate import reading
from moderation.engine.multilingual.judge import score_attributes
from moderation.engine.multilingual.normalise import normalised

READ = [
    ("es", "Los judíos del barrio son una lacra para todos.", "predicate"),
    ("es", "Desprecio a las lesbianas de este país.", "hate"),
    ("es", "¿Por qué son los inmigrantes tan sucios?", "question"),
    ("fr", "Les musulmans ne sont que des terroristes en puissance.", "predicate"),
    ("fr", "Les Roms me dégoûtent, franchement.", "feelings"),
    ("fr", "Ces bougnoules envahissent tout.", "slur"),
    ("de", "Die Flüchtlinge sind doch nur Parasiten.", "predicate"),
    ("de", "Raus mit den Muslimen aus unserer Stadt!", "out"),
    ("de", "Alle Ausländer sollten sofort abgeschoben werden.", "exclusion"),
    ("pt", "Os ciganos não passam de ladrões.", "predicate"),
    ("pt", "Tenho nojo de gays, sempre tive.", "hate"),
    ("pt", "Os refugiados não merecem viver aqui.", "exclusion"),
    ("it", "Gli ebrei sono dei parassiti, lo sanno tutti.", "predicate"),
    ("it", "Non sopporto i musulmani in questo quartiere.", "hate"),
    ("it", "Fuori gli immigrati dalle nostre città!", "out"),
]
NOT_READ = [
    ("es", "Las mujeres de mi familia no son inferiores a nadie."),  # negated
    ("es", "El concejal dijo que los gitanos son ladrones, y lo han denunciado."),  # reported
    ("es", "Los gitanos trabajaban fuera del pueblo en verano."),  # "fuera" not a call
    ("fr", "Les réfugiés ne sont pas des voleurs."),  # negated
    ("fr", "Je ne déteste pas les homosexuels, bien au contraire."),  # a negated hate verb
    ("de", "„Ausländer sind Parasiten“ stand auf dem Transparent der Gegner."),  # quoted
    ("de", "Die Frauen im Chor sind wunderbar."),  # warm
    ("pt", "As mulheres da equipe são campeãs."),  # warm
    ("it", "Le donne del quartiere sono stanche dei lavori in corso."),  # neutral
    ("it", "Dire che gli immigrati sono feccia è razzismo."),  # condemned
    ("es", "Siempre oigo que los musulmanes son terroristas, y me indigna."),  # heard, not said
    ("fr", "Ce préjugé selon lequel les Arabes sont des voleurs me fatigue."),  # a prejudice named
    ("pt", "Eu sou sapatão, sim, e daí?"),  # a slur said of oneself
    ("it", "Non penso che gli ebrei siano parassiti."),  # a negated thought
]
OBFUSCATED = [
    ("es", "Odio a los g i t a n o s.", "Odio a los gitanos."),  # spaced letters
    ("fr", "Les mu5ulmans sont des rats.", "Les musulmans sont des rats."),  # a digit for a letter
    ("de", "Ich hasse Flüchtlnge.", "Ich hasse flüchtlinge."),  # a dropped letter
    ("pt", "Os cignaos são escória.", "Os ciganos são escória."),  # swapped letters
    ("it", "Odio gli ebreitutti.", "Odio gli ebrei tutti."),  # glued words
]


@pytest.mark.parametrize("language, text, shape", READ)
def test_hate_of_a_group_is_read(language, text, shape):
    assert reading(text, language) == shape


@pytest.mark.parametrize("language, text", NOT_READ)
def test_a_near_miss_is_not_read(language, text):
    assert reading(text, language) == ""


@pytest.mark.parametrize("language, text, read", OBFUSCATED)
def test_an_obfuscated_word_is_read_as_the_word(language, text, read):
    assert normalised(text, language) == read
    assert reading(read, language)


def test_an_edit_never_makes_a_slur_of_an_ordinary_word():
    # a German compound is not split on a slur at its start, a swap of the first letters is no typo, and a slur is
    # read from digits or spaced letters only
    assert normalised("Er hat einen Asylantrag gestellt.", "de") == "Er hat einen Asylantrag gestellt."
    assert normalised("Die Lage wird immer enger.", "de") == "Die Lage wird immer enger."
    assert normalised("Sch wuchteln", "de") == "Sch wuchteln"
    assert normalised("Ihr S c h w u c h t e l n!", "de") == "Ihr Schwuchteln!"


def test_words_the_encoder_knows_are_never_changed():
    for language, text in [("de", "Ich will leben und nicht sterben."), ("es", "En 2019 murieron 3 personas."),
                           ("fr", "La femme du maire est arrivée."), ("en", "Odio a los g i t a n o s.")]:
        assert normalised(text, language) == text


def test_the_identity_attack_is_raised_and_the_spans_stay_the_writers():
    text = "El pleno fue largo. Los musu1manes son una plaga."
    result = score_attributes(text, ["IDENTITY_ATTACK"], spans=True, language="es")["IDENTITY_ATTACK"]
    assert result.score >= 0.89
    (start, end, first), (start2, end2, second) = result.spans
    assert text[start2:end2] == "Los musu1manes son una plaga." and second >= 0.89
    assert text[start:end] == "El pleno fue largo." and first < 0.5


def test_a_slur_of_one_language_is_not_read_in_a_comment_leaning_to_another():
    # "negro" is a colour in Spanish and a slur in Italian: a comment leaning to Spanish keeps its colour
    assert reading("El coche negro del alcalde.", ANY + "es") == ""
    assert reading("Quel negro ci ruba il lavoro.", ANY + "it") == "slur"


def test_the_coach_shows_an_identity_attack_card():
    score = engine.score_comment("Die Ausländer in unserer Straße sind einfach Ungeziefer.", None)
    assert "identity_attack" in [p.category.value for p in score.objectionable_phrases]


@pytest.mark.parametrize("language, text", [
    ("es", "Siempre oigo que los musulmanes son terroristas, y es falso."),
    ("fr", "Ce préjugé selon lequel les Arabes sont des voleurs me fatigue."),
    ("de", "Ich glaube nicht, dass Muslime gefährlich sind."),
    ("it", "Il luogo comune secondo cui gli ebrei sono avari è odioso."),
])
def test_counter_speech_is_held_under_the_flag(language, text):
    result = score_attributes(text, ["IDENTITY_ATTACK"], spans=True, language=language)["IDENTITY_ATTACK"]
    assert result.score < 0.5 and all(score < 0.5 for _, _, score in result.spans)


def test_a_hateful_sentence_beside_counter_speech_keeps_its_reading():
    text = "Dicen que los gitanos son buena gente, y es mentira. Los gitanos son escoria."
    assert score_attributes(text, ["IDENTITY_ATTACK"], language="es")["IDENTITY_ATTACK"].score >= 0.89


def test_go_back_where_they_came_from_is_an_exclusion():
    assert reading("Die Asylanten sollen zurück, wo sie herkommen.", "de")
    assert reading("Que los refugiados se vuelvan de donde vinieron.", "es") == "exclusion"
