"""Plain copy on the cards (issue 26 item 8): no model internals, advice when no suggestion passed, honest scores."""

from coach.advice import advice
from coach.findings import Finding
from coach.plain import plain
from coach.verdict import shown_score
from moderation.schemas.findings import CommentScore
from moderation.schemas.megacall import MegaCallResult


def test_model_internals_become_plain_words():
    assert plain("Spam (probability 1.00): it has a link and reads like the spam it was trained on.") == \
        "Spam: it has a link and reads like typical spam."
    assert plain('Off topic: nothing is close (best match the passage "Work is…", similarity 0.03).') == \
        'Off topic: nothing is close (best match the passage "Work is…").'
    said = plain("Signals of machine-written text: 6 word frequency, 3 stylistic, 1 epistemic. Overall it is likely "
                 "machine-written (96%).")
    assert said == ("It shows signs of machine-written text: words machine-written text overuses, an evenly polished "
                    "style and stock hedging phrases. Overall it is likely machine-written.")


def test_a_finding_without_a_suggestion_says_what_to_change_and_gives_no_text():
    insult = Finding("objectionable", "clowns", "A put-down.")
    assert "Take out “clowns”" in advice(insult)
    assert "not about the person" in advice(Finding("fallacy", "He lies, so it fails.", "x", title="ad hominem"))
    assert advice(Finding("objectionable", "clowns", "x", rewrite="I disagree.")) == ""
    long = advice(Finding("tone", "Honestly the real story is the election next year, not this lane.", "x"))
    assert "Say it plainly" in long and "“" not in long  # a whole sentence is not quoted back
    coded = advice(Finding("dogwhistle", "Everyone knows which families really run the banks here.", "x"))
    assert "by name" in coded and "“" not in coded  # a coded idea said in a whole sentence: not quoted back either
    assert "without “globalists”" in advice(Finding("dogwhistle", "globalists", "x"))
    # Another card of the same sentence carries its suggestion: this one says so instead of "no rewrite passed".
    first = Finding("objectionable", "idiot", "x", rewrite="I disagree with the plan.", replaces="You idiot clowns.")
    assert "covers this too" in advice(Finding("objectionable", "clowns", "x"), [first])


def test_spam_and_off_topic_never_show_a_good_score():
    result = MegaCallResult(comment_score=CommentScore(appears_low_effort=False, overall_score=4, toxicity_score=0.0,
                                                       toxicity_explanation=""))
    assert shown_score(result, [Finding("spam", "Buy now", "Spam.")]) == 1
    assert shown_score(result, [Finding("offtopic", "Football", "Off topic.")]) == 2
    assert shown_score(result, [Finding("tone", "Sure", "x")]) == 4


def test_a_sentence_judged_in_another_language_claims_no_rewrite_was_tried():
    found = Finding("objectionable", "Diese Leute sind Abschaum.", "x", read_by="multilingual")
    said = advice(found)
    assert "English only" in said and "No rewrite passed" not in said
