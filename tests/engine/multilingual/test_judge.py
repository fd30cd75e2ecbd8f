"""The multilingual judge on sentences written for these tests (none is in its training data): hate, insults and
threats in each supported language score high, civil comments low; mixed comments are judged per sentence."""

import pytest

from moderation import engine

# (language, hateful at a group, insult at a person, civil)
CASES = [
    ("es", "Esos inmigrantes son escoria y deberían volverse a su país ya mismo.",
     "Eres un idiota y un ignorante, no vuelvas a comentar aquí.",
     "Creo que el ayuntamiento debería publicar el estudio antes de votar el proyecto."),
    ("fr", "Ces immigrés sont des déchets et devraient rentrer chez eux immédiatement.",
     "Tu es un idiot et un ignorant, ne reviens plus commenter ici.",
     "Je pense que la mairie devrait publier l'étude avant de voter le projet."),
    ("de", "Diese Ausländer sind Abschaum und sollen sofort dahin zurück, wo sie herkommen.",
     "Du bist ein Idiot und ein Ignorant, kommentier hier nie wieder.",
     "Ich finde, die Stadt sollte die Studie veröffentlichen, bevor über das Projekt abgestimmt wird."),
    ("pt", "Esses imigrantes são um lixo e deviam voltar para o país deles agora mesmo.",
     "Você é um idiota e um ignorante, não volte a comentar aqui.",
     "Acho que a prefeitura deveria publicar o estudo antes de votar o projeto."),
    ("it", "Questi immigrati sono feccia e dovrebbero tornarsene subito al loro paese.",
     "Sei un idiota e un ignorante, non commentare mai più qui.",
     "Penso che il comune dovrebbe pubblicare lo studio prima di votare il progetto."),
]
ATTRIBUTES = ["TOXICITY", "IDENTITY_ATTACK", "INSULT"]


# Known misses of the shipped model, kept as expected failures so that a better model shows up here
# (benchmarks/bench_multilingual.py has the figures). The fine-tuned layers (issue 39) flag every case here; the
# heads over frozen vectors missed hate in es and pt and insults in es, fr, pt and it.
MISSED_HATE: set[str] = set()
MISSED_INSULT: set[str] = set()


def _marked(missed: set[str], why: str):
    return [pytest.param(*case, id=case[0], marks=pytest.mark.xfail(strict=True, reason=why) if case[0] in missed
                         else ()) for case in CASES]


@pytest.mark.parametrize("language, hateful, insult, civil", CASES, ids=[c[0] for c in CASES])
def test_each_language_is_detected_and_civil_writing_is_not_flagged(language, hateful, insult, civil):
    for text in (hateful, insult, civil):
        guess = engine.detect_language(text)
        assert guess.language == language and guess.confident, (text, guess)
    calm = engine.score_attributes(civil, ATTRIBUTES, language=language)
    assert all(result.score < 0.2 for result in calm.values()), calm
    rude = engine.score_attributes(insult, ATTRIBUTES, language=language)
    hate = engine.score_attributes(hateful, ATTRIBUTES, language=language)
    assert rude["INSULT"].score > 2 * calm["INSULT"].score and rude["TOXICITY"].score > 2 * calm["TOXICITY"].score
    assert hate["IDENTITY_ATTACK"].score > 2 * calm["IDENTITY_ATTACK"].score


@pytest.mark.parametrize("language, hateful, insult, civil", _marked(MISSED_HATE, "hate under the flag"))
def test_hate_at_a_group_is_flagged(language, hateful, insult, civil):
    hate = engine.score_attributes(hateful, ATTRIBUTES, language=language)
    assert hate["IDENTITY_ATTACK"].score >= 0.5 and hate["TOXICITY"].score >= 0.5, hate


@pytest.mark.parametrize("language, hateful, insult, civil", _marked(MISSED_INSULT, "insults under the flag"))
def test_an_insult_at_a_person_is_flagged(language, hateful, insult, civil):
    rude = engine.score_attributes(insult, ATTRIBUTES, language=language)
    assert rude["TOXICITY"].score >= 0.5, rude


def test_every_toxicity_attribute_is_judged_in_the_five_languages_and_the_rest_in_english_only():
    for name in ("TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT",
                 "SEXUALLY_EXPLICIT", "TOXICITY_EXPERIMENTAL"):
        assert engine.attribute_languages(name) == {"en", "es", "fr", "de", "pt", "it"}, name
    for name in ("SPAM", "FLIRTATION", "REASONING"):
        assert engine.attribute_languages(name) == {"en"}, name


def test_a_spanish_sentence_inside_an_english_comment_is_judged_in_spanish():
    civil = "Thanks for covering the council meeting, the figures on parking were useful."
    spanish = CASES[0][1]
    mixed = f"{civil} {spanish}"
    alone = engine.score_attributes(civil, ["IDENTITY_ATTACK"], spans=True)["IDENTITY_ATTACK"]
    both = engine.score_attributes(mixed, ["IDENTITY_ATTACK"], spans=True)["IDENTITY_ATTACK"]
    in_spanish = engine.score_attributes(spanish, ["IDENTITY_ATTACK"], language="es")["IDENTITY_ATTACK"].score
    assert alone.score < 0.2
    start = mixed.index(spanish)
    spans = [span for span in both.spans if span[0] == start]  # the Spanish sentence, scored as Spanish
    assert spans and spans[0][2] == pytest.approx(in_spanish, abs=1e-6) and both.score >= in_spanish
