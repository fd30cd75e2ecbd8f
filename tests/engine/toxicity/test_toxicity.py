"""Toxicity on sentences written for these tests: hate without swear words scores high, hard negatives low."""

import pytest

from moderation.engine.toxicity import hate, offending_phrases, scores, sentence_scores, toxicity
from moderation.engine.toxicity.normalise import normalise
from moderation.engine.toxicity.rules import sentence_analysis
from moderation.engine.core.analysis import Analysis

TOXIC = [
    "Refugees are a swarm of parasites feeding on our towns.",  # dehumanisation, no swear words
    "Every one of those Hindus is dishonest and dirty.",  # derogation of a group
    "I am going to find you tonight and hurt you badly.",  # threat against a person
    "Those Muslims deserve to be wiped out.",  # call for violence against a group
    "You are a spineless, brainless fool.",  # insult
    "Jews have no right to live in this town.",  # denial of rights
    "D1sabled people are all p4thetic.",  # leetspeak
]
CLEAN = [
    "Calling refugees \"parasites\" is cruel and I will report it.",  # quoting hate to condemn it
    "I have never hated Hindus and never will.",  # negated hate
    "My landlady is Muslim and she bakes wonderful bread.",  # neutral identity mention
    "The lesbian book club meets every Thursday at the library.",  # neutral identity mention
    "We have to speak out when people call for violence against Jews.",  # counter-speech
    "Proud to march with my fellow queers at the parade today.",  # reclaimed in-group term
    "We put a new roof on the shed last weekend.",  # plain text
    "Could you share where the figures in the second chart come from?",  # a question
]


@pytest.mark.parametrize("text", TOXIC)
def test_hostile_comments_score_high(text: str) -> None:
    assert toxicity(Analysis(text)) >= 0.7, text


@pytest.mark.parametrize("text", CLEAN)
def test_hard_negatives_score_low(text: str) -> None:
    assert toxicity(Analysis(text)) < 0.5, text


def test_sentence_scores_follow_sentences() -> None:
    analysis = Analysis("The garden looks lovely this year. You are a worthless idiot.")
    scores = sentence_scores(analysis)
    assert len(scores) == len(analysis.sentences) == 2
    assert scores[1] > 0.7 > scores[0]
    assert toxicity(analysis) >= scores[1] * 0.9


def test_offending_phrases_are_verbatim_and_short() -> None:
    text = "Thanks for the update. Honestly, Mexicans are vermin and you are a moron."
    analysis = Analysis(text)
    phrases = offending_phrases(analysis)
    assert phrases, "expected at least one phrase"
    for phrase in phrases:
        assert phrase.text == text[phrase.start:phrase.end]
        assert phrase.kind in {"insult", "profanity", "threat", "identity_attack", "sexual", "harassment"}
        assert phrase.reason
        assert len(phrase.text) < 40  # a phrase, not the whole comment
    kinds = {p.kind for p in phrases}
    assert {"identity_attack", "insult"} <= kinds
    assert not any("Thanks" in p.text for p in phrases)


def test_phrases_map_back_through_obfuscation() -> None:
    text = "Look at them. B l a c k people are v3rmin."
    phrase = next(p for p in offending_phrases(Analysis(text)) if p.kind == "identity_attack")
    assert phrase.text == text[phrase.start:phrase.end]
    assert phrase.text.startswith("B l a c k")


def test_no_phrases_for_condemned_or_negated_hate() -> None:
    for text in CLEAN[:5]:
        assert not [p for p in offending_phrases(Analysis(text)) if p.kind in {"identity_attack", "threat"}], text


def test_normalise_undoes_common_obfuscation() -> None:
    assert normalise("I haet them").text == "i hate them"
    assert normalise("g4y").text == "gay"
    assert normalise("w o m e n are").text == "women are"
    assert normalise("stabthem").text in {"stab them", "stabthem"}


IDEA_CRITICISM = [
    "The bus timetable change is stupid.",
    "What a ridiculous proposal for the harbour.",
    "Honestly, your argument about rents is dumb.",
    "The council's recycling policy is a complete joke.",
]


@pytest.mark.parametrize("text", IDEA_CRITICISM)
def test_criticism_of_ideas_is_neither_insult_nor_harassment(text: str) -> None:
    analysis = Analysis(text)
    result = scores(analysis)
    assert result.comment("TOXICITY") <= 0.3 and result.comment("INSULT") < 0.2, text
    assert not [p for p in offending_phrases(analysis) if p.kind in {"insult", "harassment"}], text


def test_person_insult_next_to_idea_criticism_still_counts() -> None:
    assert toxicity(Analysis("The bus timetable change is stupid and you are a clown.")) >= 0.7


PERSONAL_THREATS = [
    "I hope you catch cancer and die slowly.",  # wish of illness and death
    "I wish you would get run over by a lorry.",  # wish of an accident
    "We know where you live, by the way.",  # intimidation
    "I will be waiting right outside your flat tonight.",  # intimidation
    "I've been watching you leave work every day.",  # stalking
]


@pytest.mark.parametrize("text", PERSONAL_THREATS)
def test_wishes_of_harm_and_intimidation_are_threats(text: str) -> None:
    analysis = Analysis(text)
    result = scores(analysis)
    assert result.comment("THREAT") >= 0.7 and result.comment("TOXICITY") >= 0.7, text
    assert result.comment("SEVERE_TOXICITY") >= 0.5, text
    assert any(p.kind == "threat" and p.text == text[p.start:p.end] for p in offending_phrases(analysis)), text


@pytest.mark.parametrize("text, threat", [
    # a budget or a wage that people own is not a person: cutting it threatens no one
    ("You plan to cut the fire brigade budget, so you clearly value savings over safety.", False),
    ("They are going to cut the nurses' pay again this spring.", False),
    # the same verbs aimed at the people stay threats
    ("I am going to cut you if you say that again.", True),
    ("We should hurt the officers who wrote these fines.", True),
])
def test_a_violent_verb_is_a_threat_only_when_aimed_at_people(text: str, threat: bool) -> None:
    from moderation.engine.toxicity.rules import sentence_hits

    assert any(h.kind == "threat" for h in sentence_hits(text)) is threat, text


def test_kind_wishes_are_not_threats() -> None:
    for text in ("I hope you don't get sick this winter.", "I'll be waiting outside the cinema at seven."):
        assert scores(Analysis(text)).comment("THREAT") < 0.5, text


def test_hate_flag_separates_hate_from_personal_abuse() -> None:
    assert hate(Analysis("Immigrants are vermin and should be driven out.")) >= 0.7
    assert hate(Analysis("You are a spineless, brainless fool.")) < 0.5  # abusive, but not hate
    assert hate(Analysis("My landlady is Muslim and she bakes wonderful bread.")) < 0.5


def test_idea_criticism_that_turns_on_the_reader_is_an_attack() -> None:
    assert toxicity(Analysis("The ferry proposal is daft and so are you.")) >= 0.5


def test_normalise_leaves_ordinary_short_words_alone() -> None:
    # One wrong, extra or missing first letter away from a slur, but ordinary words or abbreviations.
    text = "I cant see the pics in the cont section, only spam."
    assert normalise(text).text == text.lower()
    assert toxicity(Analysis(text)) < 0.5


def test_normalise_leaves_words_of_english_alone() -> None:
    # Outside the encoder's vocabulary and one edit from a word the rules read ("wetback", "rapists", "pieces",
    # "idiots", "tranny"), but English; a typo outside the dictionary and leetspeak are still repaired.
    text = "After the setbacks my nieces said racists use idioms about tyranny and suckers lose."
    assert normalise(text).text == text.lower()
    assert toxicity(Analysis("That vote was a setback for the council.")) < 0.5
    assert normalise("what a fuking idoit").text == "what a fucking idiot"
    assert normalise("sh1t").text == "shit"
    # A form of the rules' own word is still read as it ("skanks" for the lexicon's "skank"), and a word refused as
    # another word is not split instead ("burner" is not "burn er").
    assert normalise("skanks").text == "skank"
    assert normalise("the log burner").text == "the log burner"


def test_a_word_of_english_is_not_split_into_glued_words() -> None:
    # "homo phone", "retard ant", "he arse", "cock er" were read as a slur, swearing or sexual language.
    for text in ("Homophones trip up spellcheckers.", "The fire retardant worked.", "The hearse arrived at noon.",
                 "Our cocker spaniel loves the park.", "He is a fishmonger by trade."):
        assert not sentence_analysis(text).hits, text
    # Glued swearing is still read: a swear word with no everyday sense, or a word's own stem and its ending.
    for text in ("What a shithead.", "Stop pissing about."):
        assert any(h.kind == "profanity" for h in sentence_analysis(text).hits), text


def test_a_hostile_sentence_points_at_its_insult_words_not_at_the_whole_sentence() -> None:
    text = "Only a moron would pay for that ugly ferry, and the planners are clueless idiots."
    phrases = offending_phrases(Analysis(text))
    assert phrases and all(len(p.text.split()) == 1 and text[p.start:p.end] == p.text for p in phrases)
    assert {"moron", "idiots"} <= {p.text for p in phrases}
