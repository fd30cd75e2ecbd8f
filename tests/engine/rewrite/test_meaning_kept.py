"""Rewrites that keep what the writer meant: contempt restated plainly, sarcasm restated not deleted, name-calling
dropped with only the insult, fallacy recasts, checks that refuse broken sentences; and the look-alikes left clean."""

import pytest

from moderation import engine
from moderation.engine.commentscore.tone import tone_issues
from moderation.engine.core.analysis import Analysis
from moderation.engine.rewrite.fallacy_shapes import _CROWD, _plural_verb, _sub_all
from moderation.engine.rewrite.shapes import shape_rewrites
from tests.engine.rewrite.drafts import cards as _cards


@pytest.mark.parametrize("draft, rewrite", [
    # a contempt word for a thing keeps its judgement in plain words, with the article agreeing
    ("The parking levy is idiotic.", "The parking levy is misguided."),
    ("Honestly an idiotic scheme, and the ferry will lose money every winter.",
     "Honestly a misguided scheme, and the ferry will lose money every winter."),
    ("This is the dumbest timetable the bus company has printed.",
     "This is the least convincing timetable the bus company has printed."),
    # blame laid on the reader's group: the problem is the point
    ("You people are the reason the harbour is full of litter.", "I'm concerned that the harbour is full of litter."),
    # a brush-off before the point
    ("Get a clue, the ferry lost money for six years running.", "The ferry lost money for six years running."),
])
def test_rewrites(draft, rewrite):
    assert rewrite in {text for c in _cards(draft) for text in c.suggested_rewrites}  # one of up to three (issue 26)


def test_an_insult_and_a_contempt_word_share_one_rewrite_without_a_dangling_and():
    rewrites = {c.suggested_rewrite for c in _cards("You're dumb and the ferry timetable is stupid.")} - {None, ""}
    assert rewrites == {"The ferry timetable is misguided."}


@pytest.mark.parametrize("text", [
    "I felt stupid for missing the ferry meeting.",
    "It made me look dumb in front of the whole committee.",
])
def test_calling_oneself_names_is_no_finding(text):
    assert not _cards(text)


def test_contempt_words_said_of_oneself_are_not_tone():
    assert tone_issues(Analysis("I'm stupid about tides, so I asked the harbour master.")) == []


@pytest.mark.parametrize("verb, plural", [("hates", "hate"), ("is", "are"), ("does", "do"), ("watches", "watch"),
                                          ("carries", "carry"), ("goes", "go"), ("passes", "pass"), ("said", "said")])
def test_plural_verbs(verb, plural):
    assert _plural_verb(verb) == plural


def test_the_crowd_keeps_verb_agreement():
    assert _sub_all("everybody we know uses the ferry", _CROWD) == "many people we know use the ferry"


def test_an_appeal_to_authority_keeps_the_report_and_drops_the_certainty():
    draft = "A retired harbour engineer said the pier is sound, so it must be true."
    assert "A retired harbour engineer said the pier is sound." in {c.suggested_rewrite for c in _cards(draft)}


def test_next_thing_you_know_is_the_connector_not_part_of_the_outcome():
    draft = "If we allow food stalls on the pier, next thing you know the whole harbour will be a car boot sale."
    cards = [c for c in _cards(draft) if getattr(c, "fallacy_name", "") == "slippery slope"]
    assert cards and "“thing you know" not in cards[0].explanation
    # One rewrite per sentence, on one of its cards (a tone card may share the sentence).
    rewrites = [c.suggested_rewrite for c in _cards(draft) if c.suggested_rewrite]
    assert len(rewrites) == 1 and "thing you know" not in rewrites[0]
    assert "I worry that the whole harbour could be a car boot sale" in rewrites[0]


@pytest.mark.parametrize("text", [
    "It seems silly and maybe dumb, but I like the reading room on Sundays.",  # the writer's own hedge
    "I made a stupid error in my ferry booking; can anyone help?",  # an error, not an idea, and the writer's own
    "Our stupid dog chewed the ferry timetable.",  # a dog is no idea
])
def test_contempt_words_not_aimed_at_an_idea_are_not_tone(text):
    assert not [i for i in tone_issues(Analysis(text)) if i.label == "dismissive"]


def test_a_kept_question_stays_a_question():
    rewrites = {c.suggested_rewrite for c in _cards("The ferry levy is totally idiotic, so who voted for it?")}
    assert "The ferry levy is totally misguided, so who voted for it?" in rewrites


def test_a_quote_never_cuts_a_word():
    draft = "You clowns want to close the pier; where will the boats go?"
    quotes = [c.quoted_objectionable_phrase for c in engine.score_comment(draft, None).objectionable_phrases]
    assert quotes and all(q in draft and draft[draft.index(q) + len(q)] in " ,.;?!" for q in quotes)


@pytest.mark.parametrize("draft, rewrite", [
    ("You're basically saying ferry users don't count.", "Do you mean that ferry users don't count?"),
    ("So you're saying the pier should just fall into the sea?", "Do you mean that the pier should just fall into the sea?"),
])
def test_a_straw_man_becomes_a_question(draft, rewrite):
    assert rewrite in {c.suggested_rewrite for c in _cards(draft)}


def test_a_whataboutism_rewrite_needs_no_verb_to_agree_with_its_subject():
    rewrites = {c.suggested_rewrite for c in _cards("What about the harbour fees the council doubled last spring?")}
    assert "That is worth answering; separately, I'd also like to ask about the harbour fees the council doubled last spring." in rewrites


def test_funny_how_becomes_what_the_writer_noticed():
    draft = "Funny how the harbour master always manages to find money for his own office."
    rewrites = {c.suggested_rewrite for c in _cards(draft)}
    assert "I've noticed that the harbour master always manages to find money for his own office." in rewrites


@pytest.mark.parametrize("draft, rewrite", [
    ("The harbour board are a bunch of crooks.", "I don't think the harbour board have been honest with us."),
    ("The ferry operator is a fraud and the timetable is fiction.",
     "I don't think the ferry operator has been honest with us and the timetable is fiction."),
])
def test_calling_people_crooks_is_a_claim_about_honesty(draft, rewrite):
    cards = _cards(draft)
    assert any(c.category.value == "insult" for c in cards)
    assert rewrite in {c.suggested_rewrite for c in cards}


@pytest.mark.parametrize("draft, rewrite", [
    ("Sure, because raising the ferry fares will definitely bring more passengers.",
     "I doubt raising the ferry fares will bring more passengers."),
    ("The new ferry timetable is a huge improvement, said no one ever.",
     "I don't think the new ferry timetable is a huge improvement."),
])
def test_sarcasm_is_restated_as_what_it_means(draft, rewrite):
    assert rewrite in {c.suggested_rewrite for c in _cards(draft)}


@pytest.mark.parametrize("draft, literal", [
    ("Sure, because raising the ferry fares will definitely bring more passengers.",
     "Raising the ferry fares will definitely bring more passengers."),
    ("The new ferry timetable is a huge improvement, said no one ever.", "The new ferry timetable is a huge improvement."),
])
def test_a_sarcasm_marker_is_never_just_deleted(draft, literal):
    """Deleting the marker would state what the writer mocks."""
    assert literal not in {c.suggested_rewrite for c in _cards(draft)}


def test_a_whole_sentence_marked_slash_s_is_not_stated_plainly():
    from moderation.engine.core.types import Issue
    from moderation.engine.rewrite.rules import RuleRewriter
    from moderation.schemas.findings import ModerationCategory
    text = "The ferry timetable is perfect /s"
    issue = Issue(0, len(text), text, ModerationCategory.DISMISSIVE_TONE, "sarcasm", 2, 0.9, {"warmer": "", "cue": ""})
    assert RuleRewriter().rewrite(text, issue) == ""


@pytest.mark.parametrize("text", [
    "Sure, because of the storm the ferry was cancelled.",
    "Winning the raffle was dumb luck.",
])
def test_tone_look_alikes(text):
    assert not [i for i in tone_issues(Analysis(text)) if i.label == "dismissive"]


def test_agreeing_that_someone_says_the_same_is_no_straw_man():
    from moderation.engine.fallacies.judge import cue_issues
    assert not cue_issues(Analysis("You're basically saying the same thing I said about the pier, which is fair."))


def test_a_conclusion_that_goes_on_is_not_the_bare_certainty_of_an_authority_appeal():
    from moderation.engine.fallacies.judge import cue_issues
    labels = {i.label for i in cue_issues(Analysis("The survey says the pier is busy, so it must be true that we need a bigger one."))}
    assert "fallacy of credibility" not in labels


def test_an_insult_addressed_to_the_reader_is_found_and_only_it_goes():
    cards = _cards("You muppets want to sell the harbour; who will run the ferries then?")
    assert "muppets" in {getattr(c, "quoted_objectionable_phrase", "") for c in cards}
    assert "You want to sell the harbour; who will run the ferries then?" in {c.suggested_rewrite for c in cards}


@pytest.mark.parametrize("text", ["You clown around too much at harbour meetings.", "Did you see clowns at the fair?"])
def test_insult_nouns_used_otherwise_are_not_name_calling(text):
    from moderation.engine.rewrite.clauses import name_calling_spans
    assert name_calling_spans(text) == []


def test_a_conclusion_that_is_a_question_is_not_restated_as_a_claim():
    from moderation.engine.rewrite.fallacy_shapes import fallacy_rewrite
    draft = "The harbour master lost his licence once, so why should we listen to him about the pier?"
    assert fallacy_rewrite(draft, "ad hominem", {}) is None


def test_pinning_a_feeling_on_the_other_person_is_a_straw_man():
    from moderation.engine.fallacies.judge import cue_issues
    found = cue_issues(Analysis("You want a bigger pier, so you obviously don't care about the fishermen."))
    assert [(i.label, i.slots["y"]) for i in found] == [("fallacy of extension", "don't care about the fishermen")]


@pytest.mark.parametrize("text", ["I think why would anyone trust the harbour budget.", "To referee the ferry race.",
                                  "And the pier is misguided.", "I don't think the ferry works you're."])
def test_broken_rewrites_are_not_sentences(text):
    from moderation.engine.rewrite.verify import is_sentence
    assert not is_sentence(text)


def test_an_attack_on_a_group_goes_as_a_whole_clause():
    cards = _cards("Refugees are ruining the harbour, and the ferry should run on Sundays.")
    assert any(c.category.value == "identity_attack" for c in cards)
    assert {c.suggested_rewrite for c in cards} - {None, ""} == {"The ferry should run on Sundays."}


@pytest.mark.parametrize("draft, rewrite", [
    ("Shut up about the bus shelter, the real scandal is the closed ferry office.",
     "The real scandal is the closed ferry office; the bus shelter matters less."),
    ("Those muppets closed the ferry office again.", "They closed the ferry office again."),
])
def test_more_rewrites(draft, rewrite):
    assert rewrite in {c.suggested_rewrite for c in _cards(draft)}


def test_an_adjective_verdict_on_believers_is_the_believers_shape():
    assert shape_rewrites("Anyone who thinks the pier will pay for itself is clueless.")[0][0] == \
        "I don't think the pier will pay for itself."


@pytest.mark.parametrize("text", ["They cut the ferry budget again.", "We need a new pier.", "The council went ahead anyway."])
def test_irregular_verbs_and_pronoun_subjects_make_sentences(text):
    from moderation.engine.rewrite.verify import is_sentence
    assert is_sentence(text)


def test_a_brush_off_opener_before_the_point():
    assert shape_rewrites("Check your facts, the pier was repaired in 2019.")[0][0] == "The pier was repaired in 2019."


def test_pointed_at_clowns_at_the_circus_are_clowns():
    from moderation.engine.rewrite.clauses import name_calling_spans
    assert name_calling_spans("The children loved those clowns at the harbour fair.") == []
