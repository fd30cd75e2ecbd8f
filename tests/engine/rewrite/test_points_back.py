"""A clause that points back at the name-calling before it ("… and the whole team knows it") keeps a referent: the
names are said plainly instead of dropped, so the rewrite never ends on an "it" that points at nothing."""

import pytest

from moderation.engine.rewrite.clauses import clause_rewrite, name_calling_spans
from tests.engine.rewrite.drafts import rewrites as _rewrites


# Written for these tests.
@pytest.mark.parametrize("draft, rewrite", [
    ("My boss is an incompetent clown and the whole office knows it.",
     "I think my boss is mistaken and the whole office knows it."),
    ("The coach is a lazy idiot, and everyone at the club says so.",
     "I think the coach is mistaken, and everyone at the club says so."),
])
def test_a_clause_pointing_back_keeps_the_claim_said_plainly(draft, rewrite):
    assert _rewrites(draft) == {rewrite}


def test_a_clause_that_stands_alone_is_kept_without_the_names():
    assert clause_rewrite("The new manager is a clown and the rota changes every week.") == (
        "The rota changes every week.", "the rota changes every week")


def test_no_plain_form_means_no_clause_rewrite():
    # The dropped clause is not a plain "<the someone> is a <name>", so there is nothing to say in its place.
    assert clause_rewrite("Anyone who voted for the car park is a moron, and everyone knows it.") is None


# Written for these tests: a verdict of worthlessness before the name makes it name-calling, as greed and lies do.
@pytest.mark.parametrize("draft, rewrite", [
    ("Our plumber is a useless clown and the boiler still leaks.", "The boiler still leaks."),
    ("The umpire is a blind fool.", "I think the umpire is mistaken."),
])
def test_a_verdict_before_the_name_is_name_calling(draft, rewrite):
    assert rewrite in _rewrites(draft)  # one of up to three (issue 26)


def test_a_job_with_a_verdict_is_not_name_calling():
    assert name_calling_spans("He worked as a lazy clown at the fair for years.") == []
