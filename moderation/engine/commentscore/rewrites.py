"""Up to three verified rewrites per sentence, smallest change first, shared by every finding in it.

A candidate is offered only when it passes every check: a whole grammatical sentence (rewrite/grammar.py) with no
attack word that keeps every content word of the point (rewrite/verify.py) and every figure, name and question of the
sentence it replaces (rewrite/keep.py); and, with it in place of the sentence, the comment re-assessed has no finding
of any kind in that sentence, no coded language, a lower total severity, and lower toxicity (for tone and fallacies,
which need not be toxic: no higher), the rewritten sentence itself reading calm. Otherwise no rewrite is offered.
Candidates are verified smallest change first and verification stops at the third that passes (rewrite/order.py).
"""

from collections.abc import Callable

from moderation.engine import dogwhistles, toxicity
from moderation.engine.core import budget
from moderation.engine.core.analysis import Analysis, analyse
from moderation.engine.core.cached import instance_cached
from moderation.engine.core.embedder import rechecking
from moderation.engine.core.text import Span
from moderation.engine.commentscore import cards
from moderation.engine.commentscore.tone import tone_issues
from moderation.engine.core.types import Issue
from moderation.engine.fallacies import fallacy_issues
from moderation.engine.rewrite import Rewriter, apply_rewrite
from moderation.engine.rewrite.edits import edit_problems
from moderation.engine.rewrite.grammar import grammar_problems
from moderation.engine.rewrite.keep import lost
from moderation.engine.rewrite.leftovers import leftovers
from moderation.engine.rewrite.order import pick, smallest_change_first
from moderation.engine.rewrite.plan import candidates, has_good_faith_version, parsed_candidates, point_of
from moderation.engine.rewrite.verify import ATTACK_WORDS, content_words, text_problems
from moderation.schemas.findings import ModerationCategory

# Tone and fallacy findings are not toxic in themselves, and rewording moves the toxicity score by a few
# hundredths either way: their rewrites may not raise it by more than this, nor reach the rubric's first cap.
TOXICITY_NOISE = 0.05
_CALM = 0.4
# Below this the comment reads civil to the toxicity model whatever the original scored: a tone rewrite that says the
# doubt outright ("I don't think X has ever worked") may score a little above the sarcasm it replaces.
_CIVIL = 0.2
# Rewrites are optional: once the request has spent this part of its time budget, no further candidate is verified and
# the sentences left get no rewrite. Each candidate is verified on the whole comment (its other sentences decide
# whether the comment got better), so a 20,000-character comment's 50 candidates cost 5.7 s and the request ran past
# its 3 s budget into a 503; stopping early answers it with the rewrites verified so far.
REWRITE_SHARE = 0.5

Assess = Callable[[Analysis], object]  # returns an Assessment (judge.py), passed in to avoid a cycle


def sentence_of(analysis: Analysis, issue: Issue) -> Span | None:
    """The sentence that holds the finding."""
    return next((s for s in analysis.sentences if s.start <= issue.start and issue.end <= s.end), None)


def passes(analysis: Analysis, sentence: Span, issues: list[Issue], found, rewrite: str, point: str,
           assess: Assess, hidden: "HiddenFindings") -> bool:
    """Whether `rewrite` in place of `sentence` passes every check (`hidden`: the comment's findings before an insult
    hid them, shared by the sentence's candidates). The candidate's other sentences were encoded by this request:
    its encoder lookups are counted apart from new comments' own."""
    with rechecking():
        return _passes(analysis, sentence, issues, found, rewrite, point, assess, hidden)


def _passes(analysis: Analysis, sentence: Span, issues: list[Issue], found, rewrite: str, point: str,
            assess: Assess, hidden: "HiddenFindings") -> bool:
    if text_problems(rewrite, point) or grammar_problems(rewrite) or \
            lost(sentence.text, rewrite, tuple(i.quote for i in issues),
                 share=not any(i.label == "ad hominem" for i in issues)) or \
            leftovers(sentence.text, rewrite, tuple(i.label for i in issues)):
        return False
    candidate = analyse(apply_rewrite(analysis.text, sentence.start, sentence.end, rewrite)).precompute()
    end = sentence.start + len(rewrite)
    # The candidate's own toxicity first: most candidates that fail, fail here (61% of those encoded, on new real
    # comments), and these read only the encoder run, so the comment's whole re-assessment runs for the rest only.
    level = toxicity.toxicity(candidate)  # what assess() reports as the comment's toxicity
    toxic = any(i.category not in (ModerationCategory.LOGICAL_FALLACY, ModerationCategory.DISMISSIVE_TONE) for i in issues)
    # A tone rewrite that only removes words ("Try to keep up, these lanes will hurt the bakery" → the point)
    # can raise the score by dropping the padding around a strong word it keeps; it added nothing, so calm suffices.
    removed_only = not set(content_words(rewrite)) - set(content_words(sentence.text))
    noise = 1.0 if removed_only else TOXICITY_NOISE
    # "Reads calm" is the rewritten sentence's own score: another sentence's insult keeps the comment above _CALM
    # whatever this sentence says (the demo's slippery slope beside an ad hominem lost its rewrite that way).
    calm = max((score for span, score in zip(candidate.sentences, toxicity.sentence_scores(candidate))
                if sentence.start <= span.start < end), default=level)
    better = level < found.toxicity if toxic else level <= max(found.toxicity + noise, _CIVIL)
    if not better or calm >= _CALM or _coded(rewrite):
        return False
    again = assess(candidate)
    # Clean on every judge: no finding of any kind in the rewritten sentence, not only none of the kinds it fixed
    # (a tone rewrite that keeps a sweeping "never" or a bandwagon is not a fix). Held-back findings count too: a
    # writer's own sentence gets a card only when the engine is sure, but a sentence we suggest must have nothing
    # against it ("The coach is lazy" for "The coach is a lazy idiot" is still a put-down).
    if any(sentence.start <= issue.start < end
           for issue in again.objectionable + again.tone + again.fallacies + again.held):
        return False
    weight, before = _weight(again), _weight(found)
    if not (weight < before or weight < before + hidden.severity(sentence, found)):  # the detectors run only if needed
        return False
    # Last, on a candidate every judge passed: the parse says whether a word it removed left its phrase behind.
    return not edit_problems(sentence.text, rewrite)


def _coded(rewrite: str) -> bool:
    """Coded language in the suggestion read alone ("the globalists who control the banks" kept by a tone rewrite)."""
    return dogwhistles.check_dogwhistle(analyse(rewrite), None, [], []).detection.dogwhistles_detected


class HiddenFindings:
    """The tone and fallacy findings a sentence holds but that were not reported because an insult in it was ("…
    because these morons forgot …" is read as circular either way; a whole sentence read as sarcastic is left to
    the insult inside it): a rewrite that keeps the sentence and drops the insult shows them again without adding
    them. The detectors run once per comment, on first need."""

    def __init__(self, analysis: Analysis) -> None:
        self._analysis = analysis

    @instance_cached
    def _unreported(self) -> tuple[list[Issue], list[Issue]]:
        # Only those confident enough to be cards: a held-back finding is never shown, so a rewrite cannot reveal it.
        return (cards.split("fallacy", fallacy_issues(self._analysis))[0],
                cards.split("tone", tone_issues(self._analysis))[0])

    def severity(self, sentence: Span, found) -> int:
        """Their total severity in `sentence`, for each kind `found` reports nothing of there."""
        def inside(issues: list[Issue]) -> list[Issue]:
            return [i for i in issues if sentence.start <= i.start < sentence.end]

        fallacies, tone = self._unreported
        return (sum(f.severity for f in inside(fallacies)) if not inside(found.fallacies) else 0) + \
            (sum(t.severity for t in inside(tone)) if not inside(found.tone) else 0)


def explanation_ok(text: str) -> bool:
    """A backend explanation is shown only if it is one or two plain sentences with no attack word."""
    text = text.strip()
    return (10 <= len(text) <= 400 and text[0].isupper() and text[-1] in ".!?" and not ATTACK_WORDS.search(text)
            and text.count(". ") <= 2)


def _weight(found) -> int:
    """The total severity of an assessment's findings: a rewrite may trade an insult for a milder hint, not more."""
    return sum(i.severity for i in found.objectionable + found.tone + found.fallacies) + 2 * int(found.low_effort)


def _in_time() -> bool:
    """Whether a candidate may still be verified (less than REWRITE_SHARE of the request's budget spent)."""
    return budget.share_left() > 1.0 - REWRITE_SHARE


def sentence_rewrites(analysis: Analysis, found, assess: Assess, rewriter: Rewriter | None = None,
                      generative=None) -> dict[int, tuple[tuple[str, ...], str, str]]:
    """{sentence start: (up to three rewrites, smallest change first; the verbatim sentence; the backend's explanation
    when its answer is the first, else "")} for every sentence with findings that has a verified rewrite; the
    generative backend's answer, if any, is tried first."""
    by_sentence: dict[int, tuple[Span, list[Issue]]] = {}
    for issue in found.objectionable + found.tone + found.fallacies:
        sentence = sentence_of(analysis, issue)
        if sentence is not None:
            by_sentence.setdefault(sentence.start, (sentence, []))[1].append(issue)
    out: dict[int, tuple[tuple[str, ...], str, str]] = {}
    hidden = HiddenFindings(analysis)
    for start, (sentence, issues) in by_sentence.items():
        if not has_good_faith_version(issues):
            continue
        options = [(text, point, "") for text, point in candidates(sentence.text, sentence.start, issues, rewriter)]
        options = smallest_change_first(sentence.text, options)
        answer = generative.ask(sentence.text, issues) if generative is not None else None
        if answer:
            # The operator configured the backend to be preferred: its verified answer stays first, as before.
            explanation = answer.explanation if generative.explanations and explanation_ok(answer.explanation) else ""
            options.insert(0, (answer.rewrite, point_of(sentence.text, issues), explanation))
        def verified(option) -> bool:
            return _in_time() and passes(analysis, sentence, issues, found, option[0], option[1], assess, hidden)

        # The parse's candidate only when nothing else passed: it costs a parse, and a shape says more where one fits.
        chosen = pick(options, verified)
        if not chosen and _in_time():  # (a parse costs a few ms: not once the rewrites' share of the budget is spent)
            chosen = pick([(t, p, "") for t, p in parsed_candidates(sentence.text, issues)], verified)
        if chosen:
            # The backend's explanation is of its own rewrite: it goes on the card only when that rewrite is first.
            out[start] = (tuple(o[0] for o in chosen), sentence.text, chosen[0][2])
    return out
