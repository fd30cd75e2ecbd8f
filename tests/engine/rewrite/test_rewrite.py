"""Rewrites: the rule rewriter's moves, and the property that a suggested rewrite is assessed better."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from moderation.engine import analyse, score_comment
from moderation.engine.commentscore.rewrites import TOXICITY_NOISE
from moderation.engine.commentscore.tone import tone_issues
from moderation.engine.fallacies import fallacy_issues
from moderation.engine.rewrite import Issue, RuleRewriter, apply_rewrite
from moderation.engine.rewrite.rules import soften
from moderation.schemas.findings import ModerationCategory, ModerationTolerances, ToleranceLevel
from tests.engine.commentscore.comment_fragments import NEUTRAL, PROBLEMS

ALL_STRICT = ModerationTolerances(insult=ToleranceLevel.STRICT, profanity=ToleranceLevel.STRICT,
                                  dismissive_tone=ToleranceLevel.STRICT, logical_fallacy=ToleranceLevel.STRICT,
                                  low_effort=ToleranceLevel.STRICT)


def _issue(sentence: str, quote: str, category: ModerationCategory, **slots: str) -> Issue:
    at = sentence.index(quote)
    return Issue(at, at + len(quote), quote, category, category.value, 2, 0.9, slots)


def test_a_bare_insult_becomes_a_statement_about_the_idea():
    out = RuleRewriter().rewrite("You are an idiot.", _issue("You are an idiot.", "idiot", ModerationCategory.INSULT))
    assert out == "I think this is mistaken."


def test_the_insult_is_dropped_and_the_argument_kept():
    text = "This stupid plan ignores the night buses."
    out = RuleRewriter().rewrite(text, _issue(text, "stupid", ModerationCategory.INSULT))
    assert out == "This plan ignores the night buses."


def test_absolutes_are_softened_and_commands_become_suggestions():
    assert soften("They always ignore us.") == "They often ignore us."
    assert soften("You need to read the report.") == "It might help to read the report."


def test_sarcasm_markers_are_removed():
    text = "Oh great, another genius plan from the council /s"
    out = RuleRewriter().rewrite(text, _issue(text, "Oh great, another genius plan", ModerationCategory.DISMISSIVE_TONE,
                                              warmer="another plan"))
    assert out == "Another plan from the council."


def test_threats_get_no_rewrite():
    text = "I will hurt you."
    assert RuleRewriter().rewrite(text, _issue(text, "I will hurt you", ModerationCategory.THREAT)) == ""


def _problems(comment: str) -> tuple[int, float]:
    r = score_comment(comment, None, tolerances=ALL_STRICT)
    count = len(r.logical_fallacies) + len(r.objectionable_phrases) + len(r.negative_tone_phrases)
    return count + int(r.appears_low_effort), r.toxicity_score


def _hidden_findings(comment: str, sentence, result) -> int:
    """Tone and fallacy findings of the sentence left unreported because an insult in it was: a rewrite that keeps
    the sentence shows them again (commentscore/rewrites.py counts them on both sides)."""
    analysis = analyse(comment)
    hidden = 0
    if not any(f.quoted_logical_fallacy_example in sentence.text for f in result.logical_fallacies):
        hidden += sum(sentence.start <= f.start < sentence.end for f in fallacy_issues(analysis))
    if not any(t.quoted_negative_tone_phrase in sentence.text for t in result.negative_tone_phrases):
        hidden += sum(sentence.start <= t.start < sentence.end for t in tone_issues(analysis))
    return hidden


comments = st.lists(st.sampled_from(NEUTRAL + PROBLEMS), min_size=1, max_size=3).map(" ".join)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(comments)
def test_every_suggested_rewrite_is_assessed_better(comment):
    result = score_comment(comment, None, tolerances=ALL_STRICT)
    before_count, before_tox = _problems(comment)
    findings = [(f.quoted_logical_fallacy_example, f.suggested_rewrite, False) for f in result.logical_fallacies]
    findings += [(p.quoted_objectionable_phrase, p.suggested_rewrite, True) for p in result.objectionable_phrases]
    findings += [(p.quoted_negative_tone_phrase, p.suggested_rewrite, False) for p in result.negative_tone_phrases]
    for quote, rewrite, objectionable in findings:
        if not rewrite:
            continue
        sentence = next(s for s in analyse(comment).sentences if quote in s.text)
        count, tox = _problems(apply_rewrite(comment, sentence.start, sentence.end, rewrite))
        assert count < before_count + _hidden_findings(comment, sentence, result)
        assert tox < before_tox if objectionable else tox <= before_tox + TOXICITY_NOISE + 1e-4


def test_problem_fragments_mostly_get_a_rewrite():
    cards = [[f.suggested_rewrite for f in [*r.logical_fallacies, *r.objectionable_phrases, *r.negative_tone_phrases]]
             for r in (score_comment(text, None) for text in PROBLEMS)]
    found = [c for c in cards if c]
    assert sum(any(c) for c in found) >= len(found) // 2
    # One rewrite per sentence: never two cards with the same suggestion.
    assert all(len([x for x in c if x]) == len({x for x in c if x}) for c in cards)


class _EchoRewriter:
    """A plugged-in rewriter that makes things worse: its suggestions must be rejected."""

    def rewrite(self, text: str, finding: Issue) -> str:
        return text + " You fool."


class _PlainRewriter:
    """A plugged-in rewriter that states the point plainly."""

    def rewrite(self, text: str, finding: Issue) -> str:
        return "I think the parking plan needs more work."


def test_a_plugged_in_rewriter_is_verified_like_the_rules():
    from moderation.engine.commentscore import score_comment as score_with

    analysis = analyse("Whoever drew up the parking plan is an idiot.")
    worse = score_with(analysis, None, None, ModerationTolerances(), rewriter=_EchoRewriter())
    better = score_with(analysis, None, None, ModerationTolerances(), rewriter=_PlainRewriter())
    assert worse.objectionable_phrases and all(p.suggested_rewrite == "" for p in worse.objectionable_phrases)
    assert [p.suggested_rewrite for p in better.objectionable_phrases] == ["I think the parking plan needs more work."]
