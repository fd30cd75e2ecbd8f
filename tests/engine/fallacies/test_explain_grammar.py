"""Explanation templates rendered over many generated inputs: no broken joins, every template, every label."""

import itertools
import re

import pytest

from moderation.engine.commentscore.explain import explain_objectionable, explain_tone
from moderation.engine.core.types import Issue
from moderation.engine.fallacies import DISPLAY_NAME, explain_fallacy
from moderation.schemas.findings import ModerationCategory

# Slot values of every shape the cue patterns capture: noun phrases, clauses, with stray spaces and punctuation.
PHRASES = ["bike lanes", "they'll ban cars entirely", " the town goes bankrupt,", "we cut taxes", "all cyclists are rude.",
           "My two cyclist neighbours", "the money they wasted on the old bridge?", "a famous doctor", "terrible person",
           "it", "the council's plan to close the library on Sundays and move the staff to the new hub downtown"]
QUOTES = ["If we allow bike lanes, next they'll ban cars entirely.", "Everyone knows the stadium is a waste of money.",
          "My two cyclist neighbours are rude, so all cyclists are rude.", "He is a terrible person, so the plan is wrong.",
          "Crime went up after the mayor took office because he is soft on crime."]
_BROKEN = [
    (r"\b(\w+) \1\b", "a doubled word"), (r"\s[,.;:!?]", "a space before punctuation"), (r"[,;:]\s*[,.;:]", "two marks"),
    (r"“\s|\s”", "a space inside quotes"), (r"“”", "empty quotes"), (r"\.\.(?!\.)", "a double full stop"),
    (r"\b(?:a|an|the) (?:a|an|the)\b", "two articles"), (r"[.!?] [a-z]", "a sentence starting in lower case"),
    (r"\b(?:to|that|of|about) (?:they|we|he|she)'(?:ll|re|d)\b(?![^“]*”)", "a clause spliced in unquoted"),
    (r"\ba [aeiou]\w+ (?:person|thing)", "a/an"), (r"\s{2,}", "a double space"),
]


def _problems(text: str) -> list[str]:
    found = [name for pattern, name in _BROKEN if re.search(pattern, text, re.I if "doubled" in name else 0)]
    if text.count("“") != text.count("”"):
        found.append("unbalanced quotes")
    if not text[:1].isupper() and not text.startswith("“") or text.rstrip()[-1:] not in ".!?":
        found.append("not a sentence")
    return found


def _renders():
    for label in DISPLAY_NAME:
        for quote, (x, y) in itertools.product(QUOTES, itertools.permutations(PHRASES, 2)):
            for slots in ({}, {"x": x}, {"y": y}, {"x": x, "y": y}, {"tag": x, "who": y, "cue": quote}):
                yield label, quote, slots


def test_every_fallacy_template_renders_without_broken_joins():
    bad = []
    for label, quote, slots in _renders():
        issue = Issue(0, len(quote), quote, ModerationCategory.LOGICAL_FALLACY, label, 2, 0.9, dict(slots))
        text = explain_fallacy(issue)
        if _problems(text):
            bad.append((label, slots, text, _problems(text)))
    assert not bad, bad[:5]


@pytest.mark.parametrize("category", [c for c in ModerationCategory if c not in (
    ModerationCategory.LOGICAL_FALLACY, ModerationCategory.LOW_EFFORT, ModerationCategory.DISMISSIVE_TONE)])
def test_phrase_templates_render_without_broken_joins(category):
    for quote in PHRASES + QUOTES:
        for reason in ("", "insults the reader", "the sentence as a whole reads as hostile."):
            text = explain_objectionable(Issue(0, len(quote), quote, category, category.value, 2, 0.9, {"reason": reason}))
            assert not _problems(text), text


def test_tone_template_renders_without_broken_joins():
    from moderation.engine.commentscore.tone import _MOVES
    for quote, move in itertools.product(PHRASES + QUOTES, _MOVES.values()):
        text = explain_tone(Issue(0, len(quote), quote, ModerationCategory.DISMISSIVE_TONE, "sarcasm", 2, 0.9, {"move": move}))
        assert not _problems(text), text


def test_the_issues_broken_explanations_are_gone():
    slope = Issue(0, 10, QUOTES[0], ModerationCategory.LOGICAL_FALLACY, "slippery slope", 2, 0.9,
                  {"x": "bike lanes", "y": "they'll ban cars entirely"})
    assert "lead on to they'll" not in explain_fallacy(slope) and "“they'll ban cars entirely”" in explain_fallacy(slope)
    general = Issue(0, 10, "All of them are rude.", ModerationCategory.LOGICAL_FALLACY, "faulty generalization", 2, 0.9, {})
    assert "“a whole group”" not in explain_fallacy(general)


@pytest.mark.parametrize("quote, cited", [
    ("The night buses are always late.", "makes a sweeping claim (“always”) from too few cases"),
    ("Nobody in this street recycles.", "makes a sweeping claim (“Nobody”) from too few cases"),
    ("The night buses are a disgrace.", "makes a sweeping claim from too few cases"),
])
def test_a_sweeping_word_is_cited_as_a_word_not_as_what_the_claim_is_about(quote, cited):
    text = explain_fallacy(Issue(0, len(quote), quote, ModerationCategory.LOGICAL_FALLACY, "faulty generalization", 2,
                                 0.9, {}))
    assert cited in text and "conclusion about “" not in text


def _cited(text: str) -> list[str]:
    """What an explanation puts in quotation marks, without the excerpt's ellipsis."""
    return [c.removesuffix(" …").strip(" ,.;:!?") for c in re.findall(r"“([^”]*)”", text)]


_SUGGESTED = {"some", "in my experience"}  # words the explanation suggests using, quoted as words


def test_every_quoted_citation_comes_from_the_comment_or_its_slots():
    """Quotation marks cite the comment: a stand-in ("an authority", "the link") is never put in quotes."""
    bad = []
    for label, quote, slots in _renders():
        issue = Issue(0, len(quote), quote, ModerationCategory.LOGICAL_FALLACY, label, 2, 0.9, dict(slots))
        source = " ".join([quote, *slots.values()]).lower()
        source = re.sub(r"\s+", " ", source)
        missing = [c for c in _cited(explain_fallacy(issue)) if c.lower() not in source and c not in _SUGGESTED]
        if missing:
            bad.append((label, slots, missing))
    assert not bad, bad[:5]


@pytest.mark.parametrize("quote, who", [
    ("A retired harbour engineer said the pier is sound, so it must be true.", "“A retired harbour engineer”"),
    ("According to my dentist, the new water supply is fine.", "“my dentist”"),
])
def test_an_appeal_to_authority_names_who_said_it(quote, who):
    issue = Issue(0, len(quote), quote, ModerationCategory.LOGICAL_FALLACY, "fallacy of credibility", 2, 0.9, {})
    assert f"rests the claim on {who}" in explain_fallacy(issue)


def test_a_cause_without_a_cause_word_is_not_cited_in_quotes():
    quote = "The ferry was late and the pier flooded."
    issue = Issue(0, len(quote), quote, ModerationCategory.LOGICAL_FALLACY, "false causality", 2, 0.9, {})
    assert "asserts a cause without showing it" in explain_fallacy(issue)
