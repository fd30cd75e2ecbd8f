"""The grammar gate (rewrite/grammar.py) on sentences written for it: what it refuses and what it lets through."""

import pytest

from moderation.engine.rewrite.grammar import grammar_problems


@pytest.mark.parametrize("sentence", [
    "I doubt this will work, because removing parking has did not work well everywhere else.",
    "Honestly the council are useless and you cheering them on are just as.",
    "I think this plan from the council nobody asked for.",
    "The plan will worked out.",
    "It are a good plan.",
    "They is wrong about the bus.",
    "We need to finished it soon.",
    "I think the.",
    "The report, the, is late.",
    "Another parking fee rise that nobody voted for.",
    "The real problem is the potholes; the bins matters less.",
    "How do you have to be to put a bike lane next to the bus stop?",
    "What kind of schedules roadworks on the bridge?",
    "The mayor did went to the meeting.",
    "The the plan is late.",
    "On the council spent £90,000 on a logo.",
    "About the trees, the school needs the extra classrooms.",
    "On the school board cut the music lessons.",
    "I don't think the parking charges is a good idea.",
    "The treasurer is an useless accountant.",
    "You're an man who never listens.",
])
def test_broken_sentences_are_refused(sentence):
    assert grammar_problems(sentence), sentence


@pytest.mark.parametrize("sentence", [
    "I doubt this will work, because removing parking did not work well everywhere else.",
    "I know who you are.",
    "It took an hour and an honest answer from an MP.",
    "I think this plan from the council is misguided.",
    "The seeds need water.",
    "I doubt the council will finish the repairs by June.",
    "That is how things are.",
    "Do you mean that we should close the road?",
    "I would not spend 80,000 on a statue.",
    "I had had enough of the delays.",
    "We were told to proceed.",
    "It was used to fund the park.",
    "I think that the plan that they made is fine.",
    "I think the plan they made is fine.",
    "The news is bad.",
    "The bus is late.",
    "What kind of parents let kids run there?",
    "The bins matter less.",
    "A plan that works is what we need.",
    "Another plan was approved that nobody voted for.",
    "I doubt this plan from the council, which nobody asked for, will help.",
    "On Tuesday the council spent £90,000 on a logo.",
    "About half the trees were cut.",
    "On Tuesday morning the council cut the music lessons.",
    "I don't think the parking charges are a good idea.",
    "I don't think selling off the playing fields has ever paid off.",
    "The new bus is late.",
    "The council's plans are late.",
])
def test_whole_sentences_pass(sentence):
    assert grammar_problems(sentence) == [], sentence


def test_a_kind_of_with_no_word():
    # round 3 of issue 26: "a special kind of stupid to …" with the word removed
    from moderation.engine.rewrite.grammar import grammar_problems
    assert grammar_problems("It takes a special kind of to close the pool in July.")
    assert not grammar_problems("It is kind of late to close the pool in July.")
