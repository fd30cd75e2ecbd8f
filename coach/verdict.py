"""One verdict over every check that ran: ready to post, or what needs changing (never both)."""

from dataclasses import dataclass

from coach.findings import KINDS, Finding
from coach.language import ENGLISH_ONLY_CHECKS, draft_language, judged_toxicity
from moderation.schemas.megacall import MegaCallResult

GOOD_SCORE = 4  # comment scores from which a draft with no findings is called ready
# The highest score a draft shown as spam or off-topic can show: the comment score reads the words alone, so an
# advert in polite words would otherwise show 3/5 beside "reads as spam".
SCORE_CAPS = {"spam": 1, "offtopic": 2}
# The highest score beside a sentence flagged by the multilingual reading of a draft of no certain language: the
# comment score read it as English only (an English threat or insult card holds the score at 2 or lower too).
OTHER_READING_CAP = 2
# How a kind's findings read in the verdict line: (one, several) — "{n}" is the count.
_PHRASES = {
    "objectionable": ("1 objectionable phrase", "{n} objectionable phrases"),
    "dogwhistle": ("coded language", "coded language ({n} terms)"),
    "spam": ("reads as spam", "reads as spam"),
    "banned": ("a banned topic", "{n} sentences on banned topics"),
    "offtopic": ("off-topic", "off-topic"),
    "fallacy": ("1 weak argument", "{n} weak arguments"),
    "tone": ("1 negative-tone phrase", "{n} negative-tone phrases"),
    "machine": ("reads as machine-written", "reads as machine-written"),
}


@dataclass(frozen=True)
class Verdict:
    """The headline of a check: `state` is "ready", "improve" or "changes"; `text` says it in words."""

    state: str
    text: str
    problems: tuple[str, ...]


def verdict_of(result: MegaCallResult, found: list[Finding], dismissed: list[Finding] = ()) -> Verdict:
    """The draft's state across every check: problems in order of severity, else how good it is. A draft in
    another language is judged for insults, threats and hate only, and says so; one no judge reads is not checked.
    `dismissed`: findings the writer hid; a low score is only called "could be better" with what would raise it."""
    language = draft_language(result)
    if language is not None and not language.judged:
        return Verdict("unchecked", f"Not checked: {language.name} is not supported", ("unsupported language",))
    if language is not None:
        unavailable = f"{ENGLISH_ONLY_CHECKS}: not available in {language.name}"
        if found:
            count = len(found)
            problem = "1 objectionable sentence" if count == 1 else f"{count} objectionable sentences"
            return Verdict("changes", f"Needs changes: {problem} (checked in {language.name}) · {unavailable}",
                           (problem,))
        toxicity = judged_toxicity(result)
        if toxicity is not None and toxicity >= SURE_HOSTILE:  # hostile overall, no single sentence flagged
            return Verdict("changes", f"Needs changes: reads as hostile overall (checked in {language.name}) — calmer "
                                      f"words would fix it · {unavailable}", ("hostile",))
        if toxicity is not None and toxicity >= FLAGGED:  # not sure enough to say "needs changes"; never "ready"
            return Verdict("improve", f"Could be better: may read as hostile (checked in {language.name}) — calmer "
                                      f"words would help · {unavailable}", ("may read as hostile",))
        return Verdict("ready", f"No insult, threat or hate found (checked in {language.name}) · {unavailable}", ())
    counts: dict[str, int] = {}
    for finding in found:
        counts[finding.kind] = counts.get(finding.kind, 0) + 1
    problems = tuple(_PHRASES[kind][count > 1].format(n=count)
                     for kind in KINDS if (count := counts.get(kind, 0)) and kind in _PHRASES)
    score = result.comment_score
    if problems:
        return Verdict("changes", "Needs changes: " + " · ".join(problems), problems)
    # The engine's own reading with no card: never "Ready to post" (issue 38 item 5); "needs changes" when it is sure.
    if score and score.toxicity_score >= SURE_HOSTILE:
        return Verdict("changes", "Needs changes: reads as hostile overall — calmer words would fix it", ("hostile",))
    if score and score.toxicity_score >= FLAGGED:
        return Verdict("improve", "Could be better: may read as hostile — calmer words would help",
                       ("may read as hostile",))
    if score and score.appears_low_effort:
        return Verdict("improve", "Could be better: add a reason or an example", ("low effort",))
    if score and score.overall_score < GOOD_SCORE:
        raise_it = what_would_raise(result, dismissed)
        if raise_it:
            return Verdict("improve", f"Could be better: comment score {score.overall_score}/5 — {raise_it}",
                           ("low score",))
    checks = "every check" if score else "the checks that ran"
    return Verdict("ready", f"Ready to post: {checks} passed", ())


# Kinds of finding the comment score counts (score.py's rubric): dismissing one hides it, the score still counts it.
_SCORED = ("objectionable", "fallacy", "tone")
FLAGGED = 0.5  # the engine's toxicity from which a draft is never "Ready to post", whatever was dismissed
# ... and from which it "reads as hostile overall" and needs changes: below it, about half the real comments with no
# card that the engine puts over 0.5 are labelled toxic (benchmarks/CHOICES.md; the comment score's explanation
# says "may read as hostile" under the same level, commentscore/explain.py).
SURE_HOSTILE = 0.8
HOSTILE = 0.4  # the rubric's first toxicity cap: from here the wording alone holds the score at 3 or lower
LOW_EFFORT_ITEM = "low_effort"


def what_would_raise(result: MegaCallResult, dismissed: list[Finding] = ()) -> str:
    """What would raise a low comment score, in words the writer can act on ("" when nothing can be named: then
    the coach does not call the draft "could be better")."""
    score = result.comment_score
    counted = [f for f in dismissed if f.kind in _SCORED]
    if counted:  # said without naming their kind: the verdict names only what is shown
        one = len(counted) == 1
        return (f"it still counts the {'finding' if one else f'{len(counted)} findings'} you dismissed; rewording "
                f"{'it' if one else 'them'} would raise the score")
    if score and score.toxicity_score >= HOSTILE:
        return "some of the wording reads as hostile; calmer words would raise the score"
    item = score.health_items.get(LOW_EFFORT_ITEM) if score else None
    if item is not None and item.score < 5:
        return "a reason or an example would raise the score"
    return ""


def banner_score(verdict: Verdict, result: MegaCallResult, found: list[Finding]) -> int | None:
    """The comment score for the verdict's badge: none beside "Needs changes" (a 5/5 badge beside a failing check
    reads as approval; Details keeps the figure)."""
    return None if verdict.state == "changes" else shown_score(result, found)


def shown_score(result: MegaCallResult, found: list[Finding]) -> int | None:
    """The comment score to show: the service's, at most SCORE_CAPS[kind] when the checks found spam or off-topic;
    none for a draft in another language: its verdict names what was judged in it (insults, threats and hate
    only), which a 1–5 score of the whole comment would overstate."""
    if not result.comment_score or draft_language(result) is not None:
        return None
    score = result.comment_score.overall_score
    for finding in found:
        score = min(score, SCORE_CAPS.get(finding.kind, score))
        if finding.read_by == "multilingual":  # the English score did not read that sentence
            score = min(score, OTHER_READING_CAP)
    return score
