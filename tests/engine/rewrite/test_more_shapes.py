"""More sentence shapes: an insult addressed to the reader, supporters labelled, brush-offs, and fallacies."""

import pytest

from moderation import engine
from moderation.engine.rewrite.shapes import shape_rewrites
from tests.engine.tuned_logits import tuned_logits_in_use


@pytest.mark.parametrize("draft, rewrite", [
    ("The harbour bridge needs new paint before winter, you absolute morons.", "The harbour bridge needs new paint before winter."),
    ("Listen, you clowns, the market cannot move to the car park.", "The market cannot move to the car park."),
    ("Anyone who supports the ferry tax is an idiot.", "I don't think the ferry tax is a good idea."),
    ("Whatever, the library will close anyway.", "The library will close anyway."),
    ("Wake up, people: the ferry fares doubled in a year.", "The ferry fares doubled in a year."),
    ("Even a child could see the kerb is too low.", "I think the kerb is too low."),
    ("Just a gentle reminder that the consultation closes on Friday.", "The consultation closes on Friday."),
    ("Nothing says careful planning like digging up Harbour Street twice.",
     "Digging up Harbour Street twice does not show careful planning."),
    ("Such a surprise that the council went over budget again.", "The council went over budget again, as I expected."),
    ("I'm sure it's a total coincidence that the contract went to the mayor's brother.",
     "I'm concerned that the contract went to the mayor's brother."),
    ("Only a fool would sign up for this parking scheme.", "I would not sign up for this parking scheme."),
    ("Anybody who believes the ferry will break even is a total idiot.", "I don't think the ferry will break even."),
    # a discourse marker in front does not hide the shape
    ("Frankly, you'd have to be blind not to see the kerb is too low.", "I think the kerb is too low."),
])
def test_shapes(draft, rewrite):
    assert (rewrite, ) == tuple(r for r, _ in shape_rewrites(draft))[:1]


@pytest.mark.parametrize("draft, kind, rewrite", [
    ("She is a thief who lied about her expenses, so her ferry plan is obviously wrong.", "ad hominem",
     "I think her ferry plan is wrong."),
    ("Half the town is against the ferry tax, so it must be a bad idea.", "bandwagon (appeal to popularity)",
     "I think it may be a bad idea, since half the town is against the ferry tax."),
    pytest.param("Everyone I know hates the ferry, so the whole town hates it.", "hasty generalization",
                 "Everyone I know hates the ferry, which makes me wonder whether parts of the town hate it.",
                 marks=pytest.mark.xfail(not tuned_logits_in_use(), strict=True,
                                         reason="known miss of the heads alone: with the heads retrained on the "
                                         "quantised encoder the rewrite scores TOXICITY 0.41, so verification (calmer "
                                         "than the draft) rejects it and no rewrite is offered; the blended "
                                         "fine-tuned logits fix it")),
    ("Try to keep up, the ferry timetable changed in May.", "dismissive_tone", "The ferry timetable changed in May."),
    # "…, and everyone knows it" is a tag after the claim: the claim stays, the tag goes ("I think it" would be broken)
    ("What a load of nonsense, the ferry tax will pay for the pier and everyone knows it.",
     "bandwagon (appeal to popularity)", "I disagree, the ferry tax will pay for the pier."),
])
def test_verified_rewrites_end_to_end(draft, kind, rewrite):
    result = engine.score_comment(draft, None)
    cards = [*result.objectionable_phrases, *result.negative_tone_phrases, *result.logical_fallacies]
    assert kind in {getattr(c, "fallacy_name", "") or c.category.value for c in cards}
    assert rewrite in {text for c in cards for text in c.suggested_rewrites}  # one of up to three (issue 26)
    for card in cards:  # quotes stay verbatim
        quote = getattr(card, "quoted_logical_fallacy_example", "") or getattr(card, "quoted_objectionable_phrase", "") \
            or getattr(card, "quoted_negative_tone_phrase", "")
        assert quote in draft


def test_hasty_generalisation_explanation_names_the_cases_and_the_claim():
    result = engine.score_comment("My cousin got a parking ticket, so all wardens are corrupt.", None)
    text = next(c.explanation for c in result.logical_fallacies)
    assert "“all wardens are corrupt” from “my cousin got a parking ticket”" in text


def test_possessives_count_as_kept_words():
    from moderation.engine.rewrite.verify import keeps_point
    assert keeps_point("I'm concerned that the contract went to the mayor's brother.", "the mayor's brother")


def test_a_sentence_that_only_calls_people_names_becomes_a_plain_disagreement():
    result = engine.score_comment("Those planners are complete clowns and whatever, no one cares what you think.", None)
    rewrites = {p.suggested_rewrite for p in result.objectionable_phrases + result.negative_tone_phrases} - {""}
    assert rewrites == {"I think those planners are mistaken."}
