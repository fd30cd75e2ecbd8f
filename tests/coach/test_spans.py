"""Highlights on whole phrases (issue 26 item 5): a quote cut mid-phrase is widened to what it needs."""

from coach.findings import findings_of
from coach.spans import whole_phrase
from moderation.schemas.findings import CommentScore, ModerationCategory, ObjectionablePhrase
from moderation.schemas.megacall import MegaCallResult

CLOWNS = "Honestly the council are useless and you clowns cheering them on are just as stupid."
ASKED = "Nobody asked for your opinion on the new cycle bridge."


def _widened(text: str, quote: str) -> str:
    start = text.find(quote)
    start, end = whole_phrase(text, start, start + len(quote))
    return text[start:end]


def test_cut_quotes_are_widened_to_the_phrase():
    assert _widened(CLOWNS, "them on are just as stupid") == "you clowns cheering them on are just as stupid"
    assert _widened(ASKED, "Nobody asked for your") == "Nobody asked for your opinion"
    assert _widened("What a stupid idea.", "tupid") == "stupid"


def test_whole_quotes_stay_as_they_are():
    assert _widened(CLOWNS, "clowns") == "clowns"
    assert _widened("Only an idiot would vote for it.", "idiot") == "idiot"
    assert _widened("It is for your own good, you fool.", "you fool") == "you fool"  # never across the clause's end


def test_findings_carry_the_widened_quote():
    phrase = ObjectionablePhrase(quoted_objectionable_phrase="them on are just as stupid",
                                 category=ModerationCategory.INSULT, severity=2, explanation="A put-down.",
                                 suggested_rewrite="", rewrite_replaces="")
    score = CommentScore(objectionable_phrases=[phrase], appears_low_effort=False, overall_score=2,
                         toxicity_score=0.8, toxicity_explanation="")
    found = findings_of(CLOWNS, MegaCallResult(comment_score=score))
    assert [CLOWNS[f.start:f.end] for f in found] == ["you clowns cheering them on are just as stupid"]
    assert found[0].quote == "you clowns cheering them on are just as stupid"
