"""Negative tone: dismissive, sarcastic or contemptuous phrasing that is not an insult, as verbatim phrases.

Precise patterns, not a model: each names the move it makes (writing someone off, sarcasm, contempt)
so the explanation can say why it may hurt. Strong but civil disagreement ("I strongly disagree",
"this is wrong because ...") matches nothing here, and text inside quotation marks is skipped
(someone quoting a put-down to object to it is not being dismissive).
"""

import re
from dataclasses import dataclass

from moderation.engine.commentscore.tone_model import tone_sentences
from moderation.engine.core.datafile import read_json
from moderation.engine.core.text import said_of_oneself
from moderation.engine.core.types import Issue
from moderation.engine.core.analysis import Analysis
from moderation.engine.toxicity.targets import thing_criticism_spans
from moderation.schemas.findings import ModerationCategory


@dataclass(frozen=True)
class TonePattern:
    """One dismissive move: its name, its regex, what it does, how much it hurts and a warmer replacement."""

    name: str
    regex: re.Pattern[str]
    move: str  # what the phrase does to the other person, used in the explanation (data/tone_moves.json)
    severity: int
    warmer: str  # replacement for the quoted phrase ("" = drop it)


_SAY = read_json(__file__, "tone_moves.json")


def _p(pattern: str, name: str, severity: int) -> TonePattern:
    said = _SAY["patterns"][name]
    return TonePattern(name, re.compile(pattern, re.IGNORECASE), said["move"], severity, said["warmer"])


_CONTEMPT = ("dumbest_idea", "stupid_idea")  # contempt words aimed at an idea: not when said of oneself
_CONTEMPT_WORD = r"(?:stupid|dumb|idiotic|moronic|brainless|asinine|brain-?dead)\b(?! luck\b)"  # "dumb luck" is chance
# What an idea is called: a proposal, a decision, a view, or the thing proposed.
_IDEA = (r"(?:idea|plan|decision|policy|scheme|proposal|budget|law|rule|move|argument|comment|article|opinion|take|vote|"
         r"system|project|design|suggestion|logic|reasoning|excuse|change|cut|closure|report|survey|timetable|levy|tax|"
         r"fee|strategy|question|response|answer|bill|motion|plan of action|waste)s?")
_WORD_GROUPS = r"(?:brain|clue|sense|iq|functioning brain|half a brain|common sense|two brain cells)"
PATTERNS: tuple[TonePattern, ...] = (
    _p(rf"\b(?:nobody|no one|no-one) with (?:a|any|an ounce of|half a|two|even a)? ?{_WORD_GROUPS} "
       rf"(?:believes|thinks|would believe|would think|buys|agrees with)\b", "no_one_with_sense_believes", 2),
    _p(rf"\b(?:anyone|anybody|everyone) with (?:a|any|an ounce of|half a|two|even a)? ?{_WORD_GROUPS} "
       rf"(?:can see|knows|would know|understands|can tell)\b", "anyone_with_sense_sees", 2),
    _p(rf"\b(?:nobody|no one|no-one) with (?:a|any|an ounce of|half a|two|even a)? ?{_WORD_GROUPS}\b",
       "no_one_with_sense", 2),
    _p(rf"\b(?:anyone|anybody|everyone) with (?:a|any|an ounce of|half a|two|even a)? ?{_WORD_GROUPS}\b",
       "anyone_with_sense", 2),
    _p(r"\b(?:oh|wow),? (?:great|wonderful|fantastic|brilliant|perfect|sure)\b,?(?= (?:another|more|yet|just what)\b)",
       "oh_great_another", 2),
    _p(r"\banother (?:genius|brilliant|bright|great) (?:plan|idea|move|take|solution)\b", "another_genius_plan", 2),
    _p(r"\bkeep (?:your|ur) (?:\w+ )?(?:opinions?|views?|thoughts|comments|two cents) to yourself\b",
       "keep_it_to_yourself", 2),
    _p(r"\b(?:give me a break|spare me|get a grip|get a clue|get over it|grow up|get real|wise up|cry (?:me a river|more)|boo hoo)\b",
       "brush_off", 2),
    _p(r"(?:^|(?<=[.!?]\s))typical\b[.!]*|\btypical (?:liberal|leftist|conservative|right-winger|boomer|millennial|lefty|republican|democrat)s?\b",
       "typical", 2),
    _p(r"\b(?:lol|lmao|haha),? (?:ok|okay|sure|right)\b|\bok(?:ay)? boomer\b", "laugh_off", 2),
    _p(r"\b(?:yeah,? right|sure,? whatever|whatever you say|if you say so|nice try)\b", "yeah_right", 2),
    _p(r"(?:^|(?<=[.!?]\s))(?:sure|yeah|oh yes|right),? because\b(?! of\b)",  # "because of the rain" gives a cause
       "sure_because", 2),
    # Mock belief in a prediction: "As if the landlord will ever fix it." (not "as if" in the middle: "it looks as if
    # it will rain" compares)
    _p(r"(?:^|(?<=[.!?]\s))as if\b(?=[^,;.]*\b(?:going to|gonna|will|would|could|can|ever)\b)", "as_if", 2),
    _p(r"🙄+", "eye_roll", 1),
    _p(r"\b(?:who cares|nobody cares|no one cares)\b", "who_cares", 2),
    _p(r"\b(?:educate yourself|do your (?:own )?research|learn to read|read a book|go back to school|try reading)\b",
       "educate_yourself", 2),
    _p(r"\b(?:did you even read|do you even (?:read|know|understand)|have you even read)\b", "did_you_even_read", 2),
    _p(r"\b(?:clearly|obviously) you (?:have no idea|don't understand|do not understand|know nothing)\b",
       "clearly_you_have_no_idea", 2),
    _p(r"\b(?:are you (?:serious|kidding me|for real)|you can't be serious|you cannot be serious)\b",
       "are_you_serious", 1),
    _p(r"\b(?:what a joke|what a load of(?: \w+)?|what nonsense|such nonsense|laughable|pathetic)\b", "what_a_joke", 2),
    # Contempt words aimed at an idea: before a word for a proposal or a view ("an idiotic plan", "the dumbest budget")
    # or said of one ("the levy is stupid"). Said of oneself ("I'm stupid", "a stupid mistake", "it sounds dumb, but
    # I …") they mock no one. The superlative needs a superlative in its place ("the most misguided budget").
    # "The dumbest thing I've ever read" judges what someone said; "the dumbest thing I've done" is about oneself.
    _p(rf"\b(?:stupidest|dumbest|most (?:idiotic|moronic|brainless|asinine))(?=\s+(?:[\w-]+\s+)?{_IDEA}\b|"
       rf"\s+things?\s+(?:i'?ve|i have|i)\s+(?:ever\s+)?(?:read|heard|seen)\b)", "dumbest_idea", 2),
    _p(rf"(?<!\bmost )\b{_CONTEMPT_WORD}(?=\s+(?:[\w-]+\s+)?{_IDEA}\b)|"
       rf"(?:(?<=\bis )|(?<=\bare )|(?<='s )|(?<=\bwas )|(?<=\bwere ))"
       rf"(?:(?:so|just|really|totally|utterly|completely) )?{_CONTEMPT_WORD}", "stupid_idea", 2),
    _p(r"\b(?:wake up,? (?:people|sheep)|open your eyes)\b", "wake_up", 2),
    _p(r"\b(?:you people|you lot|people like you)\b", "you_people", 2),
    # "Nobody asked you" brushes a person off; "nobody asked us about this" is a complaint about being left out.
    _p(r"\bspare us\b|\b(?:nobody|no one) asked (?:for )?(?:you|your|u|ur)\b|"
       r"\b(?:nobody|no one) (?:wants|needs|cares about) (?:your|ur) (?:\w+ )?(?:opinions?|views?|take|input|thoughts|two cents)\b", "nobody_asked_you", 2),
)

_QUOTED = re.compile(r"\"[^\"]{1,400}\"|“[^”]{1,400}”|(?<![A-Za-z])'[^']{1,200}'(?![A-Za-z])")


def _quoted_ranges(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _QUOTED.finditer(text)]


def tone_issues(analysis: Analysis) -> list[Issue]:
    """Dismissive or sarcastic phrases (not inside quotation marks), each with its severity."""
    text = analysis.text
    quoted = _quoted_ranges(text)
    found: list[Issue] = []
    taken: list[tuple[int, int]] = []
    for pattern in PATTERNS:
        for match in pattern.regex.finditer(text):
            start, end = match.span()
            while end > start and text[end - 1] in " ,":
                end -= 1
            if end <= start or any(a <= start and end <= b for a, b in quoted):
                continue
            if any(start < b and a < end for a, b in taken):
                continue
            if pattern.name in _CONTEMPT and said_of_oneself(text[:start]):
                continue
            taken.append((start, end))
            found.append(Issue(start, end, text[start:end], ModerationCategory.DISMISSIVE_TONE, "dismissive",
                               pattern.severity, 0.9, {"move": pattern.move, "warmer": pattern.warmer}))
    found = _merge_adjacent(text, sorted(found, key=lambda issue: issue.start))
    return sorted(found + _sentence_tone(analysis, found, quoted), key=lambda issue: issue.start)


_MOVES = _SAY["sentence_moves"]  # what a whole sentence's tone does, by the kind that found it


def _sentence_tone(analysis: Analysis, phrases: list[Issue], quoted: list[tuple[int, int]]) -> list[Issue]:
    """Whole sentences whose tone mocks or talks down without a phrase above: cues and the tone model."""
    out = []
    for hit in tone_sentences(analysis):
        span = analysis.sentences[hit.index]
        if any(span.start <= p.start < span.end for p in phrases) or any(a <= span.start and span.end <= b for a, b in quoted):
            continue
        start, end = span.start, span.end
        while end > start and analysis.text[end - 1].isspace():
            end -= 1
        out.append(Issue(start, end, analysis.text[start:end], ModerationCategory.DISMISSIVE_TONE, hit.kind, 2, hit.score,
                         {"move": _MOVES[hit.kind], "warmer": "", "cue": hit.cue}))
    return out


def _merge_adjacent(text: str, issues: list[Issue]) -> list[Issue]:
    """Join phrases separated only by spaces or punctuation ("Oh great, another genius plan") into one."""
    merged: list[Issue] = []
    for issue in issues:
        last = merged[-1] if merged else None
        if last and not text[last.end:issue.start].strip(" ,.;:!?-–—"):
            warmer = issue.slots.get("warmer", "") or last.slots.get("warmer", "")
            merged[-1] = Issue(last.start, issue.end, text[last.start:issue.end], last.category, last.label,
                               max(last.severity, issue.severity), max(last.score, issue.score),
                               {"move": last.slots["move"], "warmer": warmer})
        else:
            merged.append(issue)
    return merged


def contempt_for_things(analysis: Analysis, insults: list[Issue]) -> tuple[list[Issue], list[Issue]]:
    """(insults kept, contempt findings): an insult word said of "this", "that" or "it" ("This is garbage.") judges a
    thing said or done, not a person, so it is reported as contempt for the idea, with the same warmer word as
    "the plan is dumb"."""
    things = [(s.start + a, s.start + b) for s in analysis.sentences for a, b in thing_criticism_spans(s.text)]
    kept, contempt = [], []
    for issue in insults:
        if issue.category is ModerationCategory.INSULT and any(a <= issue.start and issue.end <= b for a, b in things):
            contempt.append(Issue(issue.start, issue.end, issue.quote, ModerationCategory.DISMISSIVE_TONE, "dismissive",
                                  2, issue.score, dict(_SAY["patterns"]["stupid_idea"])))
        else:
            kept.append(issue)
    return kept, contempt
