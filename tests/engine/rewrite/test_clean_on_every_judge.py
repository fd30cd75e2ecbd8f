"""A suggestion is offered only if the draft with it re-scores clean on every judge (issue 26): these rewrites were
offered before, and each, scored on its own, still has a finding, so none is offered now."""

import re

import pytest

from moderation import engine
from tests.engine.rewrite.drafts import cards, findings, rewrites


@pytest.mark.parametrize("draft, refused", [
    ("The pool shut because these morons forgot to order chlorine.", "The pool shut because they forgot to order chlorine."),
    ("Anyone who parks across the cycle lane is a selfish idiot.", "Anyone who parks across the cycle lane is selfish."),
    ("Whoever designed this roundabout is a pompous idiot.", "Whoever designed this roundabout is pompous."),
])
def test_a_rewrite_with_a_finding_of_its_own_is_not_offered(draft, refused):
    # The judges find something in it (a card, or a finding held back under the card threshold: a sentence we
    # suggest must have nothing against it), so it is not offered.
    assert findings(refused), refused
    assert refused not in rewrites(draft)


# These were refused while the fallacy judge read a straw man or an ad hominem into the plain claim; a fallacy now
# needs a premise and a conclusion it can quote (issue 25), the claim has no finding, and it is offered.
@pytest.mark.parametrize("draft, offered", [
    ("Only morons would leave a barbecue burning on the beach.", "I would not leave a barbecue burning on the beach."),
    ("You're an idiot if you believe this garbage.", "I don't think you should believe this."),
    ("This is the dumbest plan I have ever seen, run by a bunch of clowns.",
     "This is the least convincing plan I have ever seen."),
])
def test_a_plain_claim_without_findings_is_offered(draft, offered):
    assert not findings(offered), offered
    assert offered in rewrites(draft)


@pytest.mark.parametrize("draft", [
    "Funny how the globalists who control the banks always find grant money for projects like this.",
    "Everyone knows cyclists never pay for roads, so this lane is a waste.",
    "Only an idiot would spend 80,000 on a statue when the roof of the clinic leaks.",
    "Yeah, because removing parking has worked SO well everywhere else.",
])
def test_every_offered_rewrite_rescores_clean(draft):
    for rewrite in rewrites(draft):
        assert not cards(rewrite), rewrite
        assert not engine.check_dogwhistle(rewrite).detection.dogwhistles_detected, rewrite


def test_coded_language_is_never_kept_by_a_tone_rewrite():
    draft = "Funny how the globalists who control the banks always find grant money for projects like this."
    assert not any("globalists" in r for r in rewrites(draft))


def test_a_bandwagon_rewrite_leans_on_no_crowd_and_no_sweeping_never():
    offered = rewrites("Everyone knows cyclists never pay for roads, so this lane is a waste.")
    assert "I think this lane is a waste, since I believe cyclists rarely pay for roads." in offered
    # the word-level "I think cyclists never pay …" keeps the sweep; its softened wording is offered instead
    assert not any(re.search(r"\b(?:everyone|never)\b", r, re.I) for r in offered), offered


@pytest.mark.parametrize("draft, broken", [
    ("Yeah, because removing parking has worked SO well everywhere else.", "has did not work"),
    ("Oh great, another brilliant plan from the council that nobody asked for.", "I think this plan from the council nobody"),
    ("What a stupid idea, only an idiot would support spending $4.2 million on this.", "What a misguided idea."),
])
def test_the_issues_broken_suggestions_are_gone(draft, broken):
    offered = rewrites(draft)
    assert not any(broken in r for r in offered), offered
    assert all("4.2" in r for r in offered if "4.2" in draft)
