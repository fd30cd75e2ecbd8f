"""Apply a finding's suggested rewrite to the draft, at the finding's position.

A service may suggest a replacement for the quote itself, or (as this project's engine does) a rewrite of the
whole sentence holding the quote. A suggestion that reuses most of the sentence's other words is taken as a
sentence rewrite and replaces that sentence; otherwise exactly the quote is replaced.
"""

import re

from coach.findings import Finding, locate
from coach.sentences import sentence_bounds

_WORD = re.compile(r"[\w']+")


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)}


def rewrites_sentence(sentence: str, quote: str, rewrite: str) -> bool:
    """Whether `rewrite` stands for the whole sentence rather than only the quote."""
    rest = _words(sentence.replace(quote, " ", 1)) - _words(quote)
    if not rest:
        return False
    shared = rest & _words(rewrite)
    return len(shared) >= max(1, len(rest) / 2)


def rewrite_target(draft: str, finding: Finding) -> tuple[int, int]:
    """[start, end) of the text the rewrite replaces: the quote (at its position, else first occurrence) or its
    sentence."""
    if finding.located and draft[finding.start:finding.end] == finding.quote.strip():
        start, end = finding.start, finding.end
    else:
        start, end = locate(draft, finding.quote, max(finding.start, 0))
    if start < 0:
        raise ValueError("The quoted text is no longer in the draft; check the draft again.")
    sentence_start, sentence_end = sentence_bounds(draft, start, end)
    if (sentence_start, sentence_end) != (start, end) and rewrites_sentence(
            draft[sentence_start:sentence_end], draft[start:end], finding.rewrite):
        return sentence_start, sentence_end
    return start, end


def apply_rewrite(draft: str, finding: Finding) -> str:
    """The draft with the finding's quote (or, for a sentence rewrite, its sentence) replaced by the rewrite."""
    if not finding.rewrite:
        raise ValueError("This finding has no suggested rewrite.")
    start, end = rewrite_target(draft, finding)
    return draft[:start] + finding.rewrite + draft[end:]
