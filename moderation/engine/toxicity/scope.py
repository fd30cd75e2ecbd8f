"""Whether a rule hit is meant: negated, condemned or reported — one reading that every rule family asks.

A hit that is negated ("Refugees are not vermin", "I don't hate …") or condemned ("calling them X is vile", quoted to
report it with a word of condemnation) is dropped, and the reason recorded as a cancellation. A hit said or thought by
someone other than the writer, with no condemnation ("my uncle thinks …"), is damped: it keeps at most DAMPED, below the
flag, so the model's reading of the sentence decides. Patterns run on the normalised sentence."""

import re
from functools import cached_property

from moderation.engine.toxicity.counter import RHETORICAL, patterns
from moderation.engine.toxicity.reasons import SET_ASIDE
from moderation.engine.toxicity.vocabulary import listed

# A damped hit's strength: under the flag (0.5), so a reported claim is no finding of the rules' own.
DAMPED = 0.45
REPORTED = SET_ASIDE["reported"]

_QUOTED = re.compile(r"\"[^\"]+\"|“[^”]+”|‘[^’]+’|(?<!\w)'[^']+'(?!\w)")
# A negation inside the hit's own words ("are not vermin", "I'm not going to say …").
_NEGATED_INSIDE = re.compile(r"\b(?:are|is|am|'m|'re|were|was|be)\s+(?:not|never|n't)\b|\b(?:don't|do not|doesn't|"
                             r"does not|won't|will not|never|didn't|no longer)\s+\w+")
_OTHERS_HATRED_BEFORE = re.compile(r"\b(?:your|his|her|their|such|this|that|the|of)\s+(?:\w+\s+)?$")
# Another's hatred ("their hatred of …"), not the writer's own ("the loathing I feel for …").
_OTHERS_HATRED = re.compile(r"(?:hate|hatred|contempt|disdain|disgust|loathing)\b"
                            r"(?!\s+(?:that\s+)?(?:i|we)\s+(?:feel|felt|have|had|hold|held)\b)")
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
# A denial framing a hit in its clause: "nobody thinks …", "no one here is saying …", "it's absurd to suggest …", "that
# doesn't mean …"; it reads across the writer's own clause start ("nobody thinks someone should …"), and may open
# inside the hit ("none of you argued that … should be hanged"). Not the writer's "I'm not saying".
_DENIAL = re.compile(
    rf"(?:\b{listed('denial_subjects')}(?:\s+(?:here|else|sane|seriously|really|actually|honestly|genuinely|ever|even|"
    rf"is|are|was|were|would|will|could|can|should|does|did|has|have|'s))*\s+{listed('denial_verbs')}"
    rf"|\bit(?:'s|\s+is|\s+was|\s+would\s+be)\s+{listed('absurd_words')}\s+to\s+(?:say|suggest|claim|think|argue|"
    r"pretend|imply)|\b(?:that|this|it|which)\s+(?:doesn't|does\s+not|didn't|did\s+not|won't|will\s+not)\s+mean)\b")
_CLAUSE_BREAK = re.compile(r"[,;:.!?]")
# A question of the violence's need ("why did they have to hurt him", "he asked why police have to shoot anyone"):
# "why", a few words, a modal of necessity; not "why not" nor a negated modal ("why shouldn't we"), which ask for it.
_WHY_NEEDED = re.compile(
    r"(?<![\w'])why\s+(?!not\b|don't\b|dont\b|wouldn't\b|shouldn't\b|can't\b)(?:[\w']+\s+){0,4}?"
    r"(?:have\s+to|has\s+to|had\s+to|need\s+to|needs\s+to|needed\s+to|must|should|(?:want|wants|wanted)\s+to)"
    r"(?![\w'])")
_NEGATED_WORD = re.compile(r"n't\b|(?<![\w'])(?:not|never)(?![\w'])")
_DENIAL_REACH = 60  # characters from a denial frame's end to the hit it frames
# Verbs that put a claim in someone's mouth or mind: after one of them, with someone else as subject, it is reported.
_SAY = listed("reporting_verbs")
# Only a listener, "that" and a determiner between a reporting verb and the claim: "she told me that all …" reports
# the claim; "my aunt said I'm handsome, fuck you <slur>" goes on in the writer's own words.
_TO_CLAIM = r"(?:\s+(?:me|us|everyone|them|him|her))?(?:\s+that)?(?:\s+(?:all|the|these|those|some|most|many|every))*\s*$"
# Someone other than the writer says or thinks it: "my uncle thinks …", "she told me that …", "people who say …".
_THIRD_PARTY_BEFORE = re.compile(
    rf"\b(?:he|she|they|someone|somebody|people|some people|many people|folks|my \w+|his \w+|her \w+|their \w+|"
    rf"the \w+|this \w+|that \w+|a (?:man|woman|guy|bloke|lady|friend|colleague|neighbour|neighbor|stranger))\s+"
    rf"(?:\w+\s+){{0,2}}?{_SAY}{_TO_CLAIM}"
    rf"|\b(?:people|anyone|those|someone|whoever|everyone)\s+(?:who|that)\s+{_SAY}{_TO_CLAIM}")
# Where the writer's own clause begins: the writer as the subject of a modal ("I'll", "we would", "I want"), or
# someone called on ("someone should", "somebody needs to"; not "anyone" or "people", which a "don't think" before
# them still negates): a negator or a word against harm before it belongs to another clause ("if you don't leave, I
# will …").
_CLAUSE_START = re.compile(r"(?<![\w'])(?:i|we)(?:'ll|'d|'m|\s+(?:will|would|shall|should|am|gonna|must|want|wanna)\b)"
                           r"|\b(?:someone|somebody)\s+(?:should|needs\s+to|ought\s+to|must|has\s+to)\b")
# The words before a hit that can frame it: the `$`-anchored checks read this far back, so a hit late in a long
# sentence costs no more than one early.
_LOOKBACK = 200


class Scope:
    """One sentence's quoted stretches and the place of its first words against harm, found once for all its hits."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.quotes = [m.span() for m in _QUOTED.finditer(text)]
        self._against = [m.end() for m in _AGAINST_HARM.finditer(text)]
        self._own_clauses = [m.start() for m in _CLAUSE_START.finditer(text)]

    def inside_quotes(self, start: int, end: int) -> bool:
        """True when [start, end) overlaps a quoted stretch of the sentence (the quoted words carry the hate)."""
        return any(s < end and start < e for s, e in self.quotes)

    def ends_before(self, pattern: re.Pattern, start: int) -> bool:
        """True when a `$`-anchored `pattern` matches the text up to `start`, read at most _LOOKBACK back."""
        return bool(pattern.search(self.text, max(0, start - _LOOKBACK), start))

    def own_clause(self, end: int) -> int:
        """Where the clause of a hit ending at `end` begins: the last place before `end` where the writer becomes the
        subject of a modal or someone is called on (0 when none): what comes before it is another clause."""
        return max((at for at in self._own_clauses if at < end), default=0)

    @cached_property
    def _denials(self) -> list[tuple[int, int]]:
        """The sentence's denial frames, found when a threat first asks (most sentences hold no threat hit)."""
        return [m.span() for m in _DENIAL.finditer(self.text)]

    def denied(self, start: int, end: int) -> bool:
        """True when a denial frame ("nobody thinks", "it's absurd to suggest") opens before the hit's end and reaches
        it within its clause: ending at most _DENIAL_REACH characters before the hit, or inside it, with no clause
        break from its end to the hit's end."""
        return any(at < end and to <= end and start - to <= _DENIAL_REACH
                   and not _CLAUSE_BREAK.search(self.text, min(to, start), end) for at, to in self._denials)

    def questioned(self, start: int, end: int) -> bool:
        """True when a "why" in the clause of the hit at [start, end) asks why its violence is needed ("why did they
        have to hurt him"), with no negation from the "why" to the hit's end."""
        for found in _WHY_NEEDED.finditer(self.text, max(0, start - 80), end):
            if (found.start() < end and not _CLAUSE_BREAK.search(self.text, found.start(), max(found.end(), start))
                    and not _NEGATED_WORD.search(self.text, found.start(), end)):
                return True
        return False

    def against_harm_before(self, start: int, end: int) -> bool:
        """True when words against the harm ("stop", "protect", "never let") come before `start`, in the clause of the
        hit at [start, end)."""
        clause = self.own_clause(end)
        return any(clause <= at <= start for at in self._against)

    def kept(self, start: int, end: int, score: float, cancelled: list[str],
             negation_is_the_attack: bool = False, deniable: bool = False) -> tuple[float, bool] | None:
        """(strength, reported) a hit of `score` at [start, end) keeps: None when negated or condemned (the reason goes
        to `cancelled`); at most DAMPED, reported, when quoted or reported without condemnation; else `score`."""
        reason = reading(self, start, end, negation_is_the_attack, deniable)
        if reason == REPORTED:
            return min(score, DAMPED), True
        if reason:
            cancelled.append(reason)
            return None
        return score, False


def reading(scope: Scope, start: int, end: int, negation_is_the_attack: bool = False, deniable: bool = False) -> str:
    """Why the hit at [start, end) is not the writer's own meaning: negated, condemned, REPORTED, or '' when meant.
    `negation_is_the_attack`: the hit's own "not" carries the hate ("… do not deserve rights"), so a "not" before or
    inside it negates nothing. `deniable`: a denial frame before it negates it (threats only: a denial of saying hate
    cost real validation rows, benchmarks/CHOICES.md)."""
    pats, norm = patterns(), scope.text
    outside = norm[:start] + " " * (end - start) + norm[end:]
    condemned = bool(pats["condemn"].search(outside))
    # A negator reaches the hit only from inside its clause: "if you don't pay, I will …" negates nothing.
    clause = scope.own_clause(end)
    before = RHETORICAL.sub(" ", norm[max(0, start - 30, clause):start])[-14:] if clause <= start else ""
    inside = RHETORICAL.sub(lambda m: " " * len(m.group()), norm[start:end])  # "why don't we …" negates nothing
    own = inside[max(0, clause - start):]
    if not negation_is_the_attack and (pats["negator"].search(before) or _NEGATED_INSIDE.search(own)
                                       or deniable and scope.denied(start, end)):
        return SET_ASIDE["negated"]
    if deniable and scope.questioned(start, end):
        return SET_ASIDE["questioned"]
    if _OTHERS_HATRED_BEFORE.search(before) and _OTHERS_HATRED.match(inside):
        return SET_ASIDE["others_hatred"]
    if scope.ends_before(_SAYING_BEFORE, start) and (condemned or re.match(r"\s*saying|\s*claiming", norm)):
        return SET_ASIDE["condemned"]
    if _OPPOSITE_BEFORE.search(norm[max(0, start - 60):end].rsplit(" ", 1)[0] + " ") or _OPPOSITE.search(inside):
        return SET_ASIDE["negated"]
    if _NO_BEFORE.search(before) or _STOPPED.search(inside):
        return SET_ASIDE["negated"]
    if scope.ends_before(_DISBELIEF_BEFORE, start):
        return SET_ASIDE["negated"]
    if scope.ends_before(_POSTING_BEFORE, start):
        return SET_ASIDE["condemned"]
    quoted = scope.inside_quotes(start, end)
    if quoted and (pats["report"].search(outside) or condemned
                   or "?" in outside or _SPEAKER.search(outside)):
        return SET_ASIDE["quoted"]
    # Quotation marks alone are no report: tweets quote the writer's own words, and scare quotes still use a slur.
    # A question asks for agreement with what people say ("wouldn't most people say …?"), it reports nothing.
    reported = not norm.rstrip().endswith("?") and scope.ends_before(_THIRD_PARTY_BEFORE, start)
    if condemned and (reported or _REPORTING.search(norm, 0, start)):
        return SET_ASIDE["condemned"]
    if scope.against_harm_before(start, end):
        return SET_ASIDE["against_harm"]
    return REPORTED if reported else ""

