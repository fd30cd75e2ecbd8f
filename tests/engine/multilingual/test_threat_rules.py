"""Threat readings by rule in other languages (multilingual/threats.py, issue 39 item 5): each family reads its shape
and not its near-misses; a reading the sentence contradicts is held under the flag; the coach shows a threat card.
Sentences written for these tests (in no training file and in neither benchmark threat set)."""

import pytest

from moderation import engine
from moderation.engine.multilingual.threats import HELD, RAISED, reading, threat_readings, unsupported

READ = [
    ("es", "Como te pille en el mercado te voy a apuñalar, chivato.", "you"),
    ("es", "Ojalá alguien le pegue un tiro a ese tertuliano.", "frame"),
    ("es", "Sabemos dónde vives, periodista de pacotilla.", "intimidation"),
    ("fr", "Je vais te défoncer à la sortie du conseil municipal.", "you"),
    ("fr", "Ce préfet mériterait qu'on le pende au balcon.", "frame"),
    ("fr", "Je sais où tu habites, petit malin.", "intimidation"),
    ("de", "Ich bring dich um, wenn du noch einmal über meinen Sohn schreibst.", "you"),
    ("de", "Hoffentlich wird der Landrat bald aufgehängt.", "frame"),
    ("de", "Wir wissen, wo der Redakteur wohnt.", "intimidation"),
    ("pt", "Vou te esfaquear na saída da câmara, seu verme.", "you"),
    ("pt", "Esse delegado merece levar um tiro na cabeça.", "frame"),
    ("pt", "Alguém devia botar fogo na escola com a diretora lá dentro.", "inside"),
    ("it", "Ti sgozzo appena esci dal consiglio comunale.", "you"),
    ("it", "Quell'assessore andrebbe impiccato davanti al comune.", "frame"),
    ("it", "So dove abiti, caro giornalista.", "intimidation"),
    # A command to die, at the start of a clause (session 39).
    ("es", "¡Muérete ya, sinvergüenza!", "you"),
    ("fr", "Allez crever, bande de vautours.", "you"),
    ("de", "Verreck doch endlich, du Heuchler.", "you"),
    ("pt", "Morre logo, seu vagabundo.", "you"),
    ("it", "Crepa, stronzo.", "you"),
    # A command to kill oneself, at the start of a clause (session 40).
    ("es", "Nadie te soporta, suicídate ya.", "you"),
    ("fr", "Pends-toi, minable.", "you"),
    ("de", "Erschieß dich doch, du Clown.", "you"),
    ("pt", "Enforca-te, seu lixo.", "you"),
    ("it", "Suicidati, schifoso.", "you"),
    ("es", "Ese columnista debería suicidarse.", "frame"),
    ("fr", "Ce chroniqueur devrait se tirer une balle.", "frame"),
    # A person thrown into water, off a height or before a train, after a wish or a call, or as a command (session 44).
    ("es", "Que alguien empuje a ese presentador a las vías del metro.", "thrown"),
    ("es", "Echadlos al pantano, que se ahoguen.", "thrown"),
    ("fr", "Il faudrait pousser ces députés sous le métro.", "thrown"),
    ("de", "Schmeißt die Bonzen von der Brücke!", "thrown"),
    ("pt", "Bora jogar esses deputados da ponte.", "thrown"),
    ("it", "Bisognerebbe gettare quei ministri dalla finestra.", "thrown"),
    # A negated condition with no comma does not negate the threat after it (session 44).
    ("es", "Como no te largues te reviento.", "you"),
    ("fr", "Si tu ne dégages pas je vais te défoncer.", "you"),
    ("pt", "Se você não sumir daqui eu te arrebento.", "you"),
    # A wish that ends in "qu'" before its subject: the frame's end is its apostrophe (session 44).
    ("fr", "J'espère qu'il crève tout seul, ce menteur.", "frame"),
]
NOT_READ = [
    ("es", "No hay que matar a nadie por una opinión."),  # condemned
    ("es", "Espero que el conductor que atropelló al niño vaya a juicio."),  # described
    ("es", "Ayer me mataron de risa los chistes del alcalde."),  # idiom, past
    ("fr", "Il ne faut pas tuer les loups de la montagne."),  # negated
    ("fr", "Le conseil veut tuer le temps avec ce débat."),  # idiom
    ("de", "Niemand sollte für einen Zeitungsartikel erschossen werden."),  # condemned
    ("de", "Ich weiß nicht, wo die Bibliothek jetzt ist."),  # not where someone lives
    ("pt", "Não sei onde ele mora agora."),  # negated knowledge
    ("pt", "Vamos matar a saudade no sábado, pessoal."),  # idiom
    ("it", "Non bisogna uccidere nessuno, nemmeno per rabbia."),  # negated
    ("it", "Ho passato il pomeriggio ad ammazzare il tempo in biblioteca."),  # idiom
    ("es", "Me muero de ganas de ver el nuevo parque."),  # idiom, the writer
    ("fr", "On crève de chaud dans cette salle du conseil."),  # idiom
    ("de", "Im Film stirbt der Held am Ende, und Stirb langsam läuft heute."),  # a film
    ("pt", "No fim do livro, o vilão morre sozinho."),  # a story, not a command
    ("it", "La pianta crepa se non la annaffi."),  # a plant
    ("fr", "Ton orgueil va te tuer un jour, fais attention."),  # a future with a subject, not a command
    ("fr", "Ne te tue pas au travail pour ce dossier."),  # a negated idiom
    ("de", "Häng dich richtig rein, dann klappt die Prüfung."),  # an idiom: put effort in
    ("pt", "Ele vai se matar de tanto trabalhar."),  # an idiom, the third person
    ("it", "Furono impiccati dai nazisti nel 1944."),  # history: a participle, not a command
    # Things thrown, a swim, a report, a negated call (session 44).
    ("es", "Hay que dejar de tirar plásticos al mar."),  # things, not a person
    ("fr", "Personne ne devrait jeter ces élus dans la Seine, voyons."),  # negated
    ("de", "Die Kinder werfen Steine in den Fluss."),  # things
    ("pt", "Vamos nos jogar no mar amanhã cedo!"),  # a swim
    ("pt", "O salva-vidas jogou a boia no rio para o menino."),  # a report, a thing
    ("it", "Non buttate le bottiglie nel fiume."),  # things, negated
    ("es", "Si me lo pides no te voy a matar, tranquilo."),  # the main clause negated after a condition
    ("pt", "Se você pedir eu não vou te matar."),  # the same
]
CONTRADICTED = [
    ("es", "Anoche en el videojuego maté a veinte zombis."),
    ("fr", "Le boucher a tué le cochon pour la fête du village."),
    ("de", "Der Täter hat den Kassierer angeschossen und ist geflohen."),
    ("pt", "Na receita, bata os ovos e corte a cebola."),
    ("it", "Spero che il ragazzo ferito ieri sera guarisca presto."),
]


@pytest.mark.parametrize("language, text, family", READ)
def test_a_threat_shape_is_read(language, text, family):
    assert reading(text, language) == family


@pytest.mark.parametrize("language, text", NOT_READ)
def test_a_near_miss_is_not_read(language, text):
    assert reading(text, language) == ""


@pytest.mark.parametrize("language, text", CONTRADICTED)
def test_a_reading_the_sentence_contradicts_is_held(language, text):
    assert reading(text, language) == "" and unsupported(text, language)
    assert threat_readings([text], [0.8], language) == ([HELD], True)


def test_a_sentence_with_no_violent_word_is_left_to_the_model():
    """A threat in words the lists do not hold keeps the model's reading (never silence on harm)."""
    text = "Un día de estos vas a tener un accidente muy feo, ya lo verás."
    assert not unsupported(text, "es")
    assert threat_readings([text], [0.7], "es") == ([0.7], False)


def test_rules_read_only_their_own_languages_and_english_is_untouched():
    assert threat_readings(["Te voy a apuñalar."], [0.1], None) == ([0.1], False)
    assert threat_readings(["Te voy a apuñalar."], [0.1], "en") == ([0.1], False)
    assert threat_readings(["Te voy a apuñalar."], [0.1], "es") == ([RAISED], False)


@pytest.mark.parametrize("language, text, family", READ[::3])
def test_the_coach_shows_a_threat_card(language, text, family):
    score = engine.score_comment(text, None)
    assert "threat" in [p.category.value for p in score.objectionable_phrases], score
    assert score.overall_score <= 2


@pytest.mark.parametrize("language, text", [("es", "Espero que el conductor que atropelló al niño vaya a juicio."),
                                            ("it", "Spero che il ragazzo ferito ieri sera guarisca presto.")])
def test_the_coach_shows_no_threat_card_for_a_victim(language, text):
    score = engine.score_comment(text, None)
    assert "threat" not in [p.category.value for p in score.objectionable_phrases], score


def test_the_external_api_path_scores_a_threat_in_its_language():
    scores = engine.score_attributes("Wir wissen, wo der Redakteur wohnt.", ["THREAT", "TOXICITY"], language="de")
    assert scores["THREAT"].score == pytest.approx(RAISED) and scores["TOXICITY"].score == pytest.approx(RAISED)


def test_a_threat_sentence_in_another_language_inside_an_english_comment():
    text = "I read the article about the new road. Sabemos perfectamente dónde vives y a qué hora sales de casa."
    assert engine.score_attributes(text, ["THREAT"], language="en")["THREAT"].score >= 0.5


def test_a_sentence_read_to_decide_its_language_is_not_read_again_by_the_judge(monkeypatch):
    """engine.detect_language runs every language's rules on a comment that leans to English without confidence; the
    judge that then reads it finds those readings done (threat and insult rules alike)."""
    from moderation.engine.multilingual import insults, threats

    searched = []
    real = threats._without_idioms
    monkeypatch.setattr(threats, "_without_idioms", lambda text, language: searched.append(language) or real(text, language))
    text = "Cala a boca, imbecil."
    threats.reading.cache_clear()
    insults.reading.cache_clear()
    guess = engine.detect_language(text)
    assert guess.undetermined and searched, guess
    engine.score_attributes(text, ["THREAT", "INSULT"], language=engine.UNDETERMINED)
    engine.score_attributes(text, ["THREAT", "INSULT"], language=engine.UNDETERMINED)
    assert sorted(searched) == sorted(set(searched)) and set(searched) == set(threats._DATA), searched
    assert insults.reading(text, "pt") == insults.reading.__wrapped__(text, "pt") != ""


# A call for violence asked as a question, in each language (session 56); the same openers before a call, an invitation
# or killing time are not.
@pytest.mark.parametrize("language, text, read", [
    ("es", "¿Alguien podría apuñalar a ese concejal?", True),
    ("fr", "On pourrait l'égorger ce soir, non ?", True),
    ("de", "Können wir den Landrat einfach erschießen?", True),
    ("pt", "Alguém poderia esfaquear esse vereador?", True),
    ("it", "Potremmo accoltellare quel consigliere all'uscita?", True),
    ("es", "¿Alguien podría invitar a ese concejal?", False),
    ("de", "Können wir den Landrat einfach anrufen?", False),
    ("it", "Possiamo ammazzare il tempo in piazza?", False),
])
def test_a_call_asked_as_a_question(language, text, read):
    assert bool(reading(text, language)) is read, text
