"""Counter-speech, negation and quotation: why a hit is reported, condemned or denied rather than meant, and the
words of support or equal worth that cancel a sentence's hate. Patterns run on the normalised sentence."""

import re
from functools import lru_cache

from moderation.engine.toxicity.lexicon import alternation, lexicon, word_regex
from moderation.engine.toxicity.vocabulary import B as b, E as e, fragments, listed

# Words of support for a group or of opposition to hatred: a sentence naming a group with these and no attack
# is counter-speech or praise.
SUPPORTIVE = re.compile(rf"\b(?:{listed('supportive_words')}|{listed('supportive_stems')}\w*)\b")
EQUAL_WORTH = re.compile(rf"\b{listed('equal_worth')}\b")
# Negations that do not negate what follows ("why don't we ...", "do people not see that ...").
RHETORICAL = re.compile(rf"\b{listed('rhetorical_questions')}\b")
_QUOTED = re.compile(r"\"[^\"]+\"|“[^”]+”|‘[^’]+’|(?<!\w)'[^']+'(?!\w)")
_NEGATED_INSIDE = re.compile(r"\b(?:are|is|am|'re|were|was|be)\s+(?:not|never|n't)\b|\b(?:don't|do not|doesn't|does not|"
                             r"won't|will not|never|didn't|no longer)\s+\w+")
_OTHERS_HATRED_BEFORE = re.compile(r"\b(?:your|his|her|their|such|this|that|the|of)\s+(?:\w+\s+)?$")
_OTHERS_HATRED = re.compile(r"(?:hate|hatred|contempt|disdain|disgust|loathing)\b")
_SAYING_BEFORE = re.compile(rf"\b{listed('saying_verbs')}\s+(?:that\s+)?(?:you|he|she|they|people|someone|anyone)?\s*$")
_OPPOSITE_BEFORE = re.compile(r"\b(?:opposite of|far from|anything but)\s*$")
_OPPOSITE = re.compile(r"\b(?:opposite of|far from)\b")
_NO_BEFORE = re.compile(r"\bno\s*$")
_STOPPED = re.compile(r"\b(?:not let|won't let|never let|stop (?:them|these|those|the|people|anyone)|prevent)\b")
_DISBELIEF_BEFORE = re.compile(rf"\b{listed('disbelief_openers')}\s+(?:seriously\s+|really\s+|honestly\s+)?"
                               rf"{listed('disbelief_verbs')}\s+(?:that\s+)?(?:all\s+)?$")
_POSTING_BEFORE = re.compile(r"(?:^|\b(?:if|when|people who|anyone who|those who|whoever)\s+(?:you're|you are|you|they|he|she|"
                             rf"someone)?\s*){listed('posting_verbs')}\s+(?:that\s+)?(?:all\s+)?$")
_SPEAKER = re.compile(r"\b(?:he|she|they|someone|people|you)\b")
_REPORTING = re.compile(rf"\b{listed('reporting_cues')}\b")
_AGAINST_HARM = re.compile(rf"\b{listed('against_harm')}\b")
# The words before a hit that can frame it: the `$`-anchored checks read this far back, so a hit late in a long
# sentence costs no more than one early.
_LOOKBACK = 200


@lru_cache(maxsize=1)
def patterns() -> dict[str, re.Pattern]:
    """Patterns built from the lexicon: negators, condemnation, reporting verbs, reclaimed use."""
    lex = lexicon()
    return {
        "negator": re.compile(rf"{b}{fragments()['negator']}{e}"),
        "condemn": word_regex("condemn"),
        "report": word_regex("report_verbs"),
        # A reporting verb (the lexicon's, and openers) just before a quotation: "he said (that) '…".
        "reported_before": re.compile(rf"(?<![\w-])(?:{alternation(lex['report_verbs'])}|claim\w*|tell\w*|start\w* with|"
                                      rf"open\w* with|hear\w*)\s+(?:that\s+)?[\"'“‘]?\s*$"),
        "reclaim": re.compile(rf"{b}(?:{alternation(lex['reclaim_cues'])})"),
    }


class Scope:
    """One sentence's quoted stretches and the place of its first words against harm, found once for all its hits."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.quotes = [m.span() for m in _QUOTED.finditer(text)]
        self._against = min((m.end() for m in _AGAINST_HARM.finditer(text)), default=len(text) + 1)

    def inside_quotes(self, start: int, end: int) -> bool:
        """True when [start, end) overlaps a quoted stretch of the sentence (the quoted words carry the hate)."""
        return any(s < end and start < e for s, e in self.quotes)

    def ends_before(self, pattern: re.Pattern, start: int) -> bool:
        """True when a `$`-anchored `pattern` matches the text up to `start`, read at most _LOOKBACK back."""
        return bool(pattern.search(self.text, max(0, start - _LOOKBACK), start))

    def against_harm_before(self, start: int) -> bool:
        """True when words against the harm ("stop", "protect", "never let") come before `start`."""
        return self._against <= start


def counter_frame(scope: Scope, start: int, end: int, negated_positive: bool = False) -> str:
    """Why the hit at [start, end) is reported, condemned or negated rather than meant, or ''."""
    pats, norm = patterns(), scope.text
    outside = norm[:start] + " " * (end - start) + norm[end:]
    before = RHETORICAL.sub(" ", norm[max(0, start - 30):start])[-14:]
    inside = norm[start:end]
    if not negated_positive and (pats["negator"].search(before) or _NEGATED_INSIDE.search(inside)):
        return "negated"
    if _OTHERS_HATRED_BEFORE.search(before) and _OTHERS_HATRED.match(inside):
        return "describes someone else's hatred"
    if scope.ends_before(_SAYING_BEFORE, start) and (pats["condemn"].search(outside) or re.match(r"\s*saying|\s*claiming", norm)):
        return "reported in order to condemn it"
    if _OPPOSITE_BEFORE.search(norm[max(0, start - 60):end].rsplit(" ", 1)[0] + " ") or _OPPOSITE.search(inside):
        return "negated"
    if _NO_BEFORE.search(before) or _STOPPED.search(inside):
        return "negated"
    if scope.ends_before(_DISBELIEF_BEFORE, start):
        return "negated"
    if scope.ends_before(_POSTING_BEFORE, start):
        return "reported in order to condemn it"
    if scope.inside_quotes(start, end) and (pats["report"].search(outside) or pats["condemn"].search(outside)
                                            or "?" in outside or _SPEAKER.search(outside)):
        return "quoted to report or condemn it"
    if pats["condemn"].search(outside) and _REPORTING.search(norm, 0, start):
        return "reported in order to condemn it"
    if scope.against_harm_before(start):
        return "speaks against the harm"
    return ""
