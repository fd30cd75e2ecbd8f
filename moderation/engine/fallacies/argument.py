"""The premise and the conclusion a fallacy finding can quote: verbatim spans of its quote, or None."""

import re

# Each connective names which side of it is the premise ("A, so B": A backs B; "B because A": A backs B).
# Each starts at the first space of a run (or at its punctuation), so a long run of spaces is read once.
_CONCLUSION_AFTER = re.compile(r"(?:[,;.]|(?<![\s,;.]))\s++(?:and\s++)?(?:so|therefore|thus|hence|which means|that means|meaning|"
                               r"which proves|that proves|that'?s why|this is why|which is why)\s+", re.IGNORECASE)
_PREMISE_AFTER = re.compile(r"(?:,|(?<![\s,]))\s++(?:because|since|given that|as long as|considering)\s+", re.IGNORECASE)
# A leading condition or reason: "If A, (then) B", "Because A, B", "Since A, B", "Given that A, B".
_LEADING = re.compile(r"^(?:if|because|since|given that|once)\s+(?P<premise>[^,;]+?)(?:,\s*(?:then\s+)?|\s+then\s+)"
                      r"(?P<conclusion>.+)$", re.IGNORECASE | re.DOTALL)
_MIN_WORDS = 2  # "it rained" can back a claim; one word cannot


def _words(text: str) -> int:
    return len(re.findall(r"[A-Za-z][\w'’-]*", text))


def _span(text: str, start: int, end: int) -> tuple[int, int] | None:
    """[start, end) trimmed of spaces and punctuation at the edges; None when too short to be a claim."""
    while start < end and not text[start].isalnum():
        start += 1
    while end > start and not text[end - 1].isalnum():
        end -= 1
    return (start, end) if _words(text[start:end]) >= _MIN_WORDS else None


def _asserts(text: str, span: tuple[int, int], quote_end: int) -> bool:
    """A conclusion is a claim: one that runs to a question mark asks instead ("So why is it wrong?")."""
    rest = text[span[1]:quote_end]
    return "?" not in rest.split(".")[0]


def _pair(text: str, premise: tuple[int, int] | None, conclusion: tuple[int, int] | None, quote_end: int,
          rhetorical: bool) -> tuple[tuple[int, int], tuple[int, int]] | None:
    if premise and conclusion and (rhetorical or _asserts(text, conclusion, quote_end)):
        return premise, conclusion
    return None


def _find(text: str, start: int, end: int, words: str) -> tuple[int, int] | None:
    at = text.lower().find(words.lower().strip(), start, end) if words.strip() else -1
    return _span(text, at, at + len(words.strip())) if at >= 0 else None


def _from_slots(text: str, start: int, end: int, ground: str, claim: str,
                rhetorical: bool) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """A cue's own slots: the claim it backs (`y`) and its ground (`x`), else the appeal the cue makes around the
    claim ("Everyone knows" + "the stadium is a waste of money")."""
    conclusion = _find(text, start, end, claim)
    if conclusion is None:
        return None
    premise = _find(text, start, end, ground) or _span(text, start, conclusion[0]) or _span(text, conclusion[1], end)
    return _pair(text, premise, conclusion, end, rhetorical)


def premise_and_conclusion(text: str, start: int, end: int, cue: str = "", ground: str = "",
                           claim: str = "") -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(premise, conclusion) as [start, end) offsets into `text` inside the quote [start, end): from a cue's slots
    (`ground`, `claim`), a connective, else the cue (the appeal it makes, e.g. "everyone knows", backs the claim
    beside it); None without both. With a cue the conclusion may be a question: the cue names a rhetorical move
    ("What about …?", "So you're saying …?"); without one a question asserts nothing."""
    rhetorical = bool(cue.strip())
    found = _from_slots(text, start, end, ground, claim, rhetorical)
    if found:
        return found
    quote = text[start:end]
    leading = _LEADING.match(quote)
    if leading:
        found = _pair(text, _span(text, start + leading.start("premise"), start + leading.end("premise")),
                      _span(text, start + leading.start("conclusion"), start + leading.end("conclusion")), end, rhetorical)
        if found:
            return found
    for regex, premise_first in ((_CONCLUSION_AFTER, True), (_PREMISE_AFTER, False)):
        for match in regex.finditer(quote):
            before = _span(text, start, start + match.start())
            after = _span(text, start + match.end(), end)
            found = (_pair(text, before, after, end, rhetorical) if premise_first
                     else _pair(text, after, before, end, rhetorical))
            if found:
                return found
    appeal = _find(text, start, end, cue)
    if appeal is None:
        return None
    sides = (_span(text, start, appeal[0]), _span(text, appeal[1], end))
    beside = max((s for s in sides if s and _words(text[s[0]:s[1]]) >= 3), key=lambda s: s[1] - s[0], default=None)
    return _pair(text, appeal, beside, end, rhetorical)
