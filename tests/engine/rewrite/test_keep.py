"""What a suggestion must keep of its sentence (rewrite/keep.py): figures, names, the question, most of what was said."""

from moderation.engine.rewrite.keep import figures, lost, names

STUPID = "What a stupid idea, only an idiot would support spending $4.2 million on this."


def test_figures_and_names_are_read_from_the_sentence():
    assert figures("It cost £2.3 million, then 80,000 more in 2019.") == ["2.3", "80000", "2019"]
    assert names("Only morons would vote for Green again after she closed two stations in March.") == ["Green", "March"]
    assert names("Removing parking has worked SO well, I'm sure.") == []  # emphasis and "I'm" are no names


def test_a_rewrite_that_drops_a_figure_a_name_a_question_or_most_words_is_refused():
    assert "drops the figure 4.2" in lost(STUPID, "What a misguided idea.")
    assert "drops most of what was said" in lost(STUPID, "What a misguided idea.", ("stupid",))
    assert lost("Councillor Patel closed the Mill Road library.", "The councillor closed the library.") == [
        "drops the name Patel, Mill, Road"]
    assert lost("Did you read the minutes?", "I think you did not read the minutes.") == ["drops the question"]


def test_a_rewrite_that_keeps_them_passes():
    assert lost(STUPID, "I would not support spending $4.2 million on this idea.", ("stupid",)) == []
    assert lost("Are you stupid or do you just not read the minutes?", "Did you read the minutes?", ("stupid",)) == []
    assert lost("What about the fees the council doubled?", "I'd also like to ask about the fees the council doubled.") == []
    # An ad hominem's rewrite drops the remark about the person, which is most of the sentence.
    assert lost("The plan is wrong because the mayor is a terrible person who cheats at golf.",
                "I think the plan is wrong.", share=False) == []
