"""Sentence and word segmentation with exact character offsets into the original text.

Every rule reads the comment through `sentences()`, so this is where input is bounded before any rule runs
(issue 31), without a normalised copy: a sentence is always a verbatim slice (`Span.text == text[start:end]`),
so every quote a judge takes from it is a substring of the comment at the offsets given, and no judge needs an
offset map. Two rules bound what one sentence can hold:
- a run of `GAP` or more whitespace characters ends a sentence, as a line break does (a gap carries no words,
  and rules that look across whitespace no longer see a long run inside a sentence);
- a sentence longer than `MAX_SENTENCE` characters is cut into pieces of at most that length, at the last space
  after punctuation, else the last space, in the second half of the window (one unbroken token is cut hard).
A comment with no such gap and no such sentence segments exactly as before. Rules that read the whole comment
(spam links, llmdetect signals, dogwhistle forms) stay bounded by their patterns, which cannot backtrack
(tests/engine/test_pattern_budget.py).
"""

import re
from dataclasses import dataclass

# A sentence ends at . ! ? … (with closing quotes/brackets) followed by space, or at a line break.
GAP = 8  # whitespace characters in a row that end a sentence
MAX_SENTENCE = 1000  # characters in one sentence; longer ones are cut (the longest real sentences are ~500)
_SENTENCE_END = re.compile(r"""(?<=[.!?…])["'”’)\]]*\s+|\n+|\s{%d,}""" % GAP)
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’_-]*|[^\sA-Za-z0-9]")


@dataclass(frozen=True)
class Span:
    """A piece of the text: `text == source[start:end]`."""

    start: int
    end: int
    text: str


def sentences(text: str) -> list[Span]:
    """Split into sentences (or lines), trimmed, with offsets; never returns an empty list for non-blank text."""
    spans: list[Span] = []
    pos = 0
    for match in _SENTENCE_END.finditer(text):
        _append_trimmed(text, pos, match.start() if match.group().strip() == "" or "\n" in match.group() else match.end(), spans)
        pos = match.end()
    _append_trimmed(text, pos, len(text), spans)
    return spans


def _append_trimmed(text: str, start: int, end: int, out: list[Span]) -> None:
    piece = text[start:end]
    stripped = piece.strip()
    if not stripped:
        return
    lead = len(piece) - len(piece.lstrip())
    begin = start + lead
    while len(stripped) > MAX_SENTENCE:
        cut = _cut(stripped)
        head = stripped[:cut].rstrip()
        out.append(Span(begin, begin + len(head), head))
        rest = stripped[cut:]
        stripped = rest.lstrip()
        begin += cut + len(rest) - len(stripped)
    out.append(Span(begin, begin + len(stripped), stripped))


def _cut(sentence: str) -> int:
    """Where to cut an over-long sentence: after the last space that follows punctuation in the window's second
    half, else after its last space, else at the cap (one unbroken token)."""
    last_space = 0
    for at in range(MAX_SENTENCE - 1, MAX_SENTENCE // 2, -1):
        if sentence[at].isspace() and not sentence[at - 1].isspace():
            if not sentence[at - 1].isalnum():
                return at + 1
            last_space = last_space or at + 1
    return last_space or MAX_SENTENCE


def words(text: str) -> list[Span]:
    """Word and punctuation tokens with offsets."""
    return [Span(m.start(), m.end(), m.group()) for m in _WORD.finditer(text)]


def count_words(text: str) -> int:
    """How many of `words(text)` open with a letter or digit (punctuation tokens not counted), without building
    spans."""
    return sum(1 for token in _WORD.findall(text) if token[0].isalnum())


def find_verbatim(text: str, phrase: str, start: int = 0) -> Span | None:
    """Locate `phrase` in `text` (exact, then case-insensitive) and return the verbatim span."""
    at = text.find(phrase, start)
    if at < 0:
        at = text.lower().find(phrase.lower(), start)
    if at < 0:
        return None
    return Span(at, at + len(phrase), text[at:at + len(phrase)])


# The writer describing themselves right before a word ("I felt stupid", "I'm such an idiot", "made me look dumb").
_SAID_OF_ONESELF = re.compile(r"\b(?:I(?:'m|’m| am| was| felt| feel| looked| look)|me|myself)"
                              r"(?: (?:so|such|a|an|really|very|bit|pretty|quite|totally|completely|look|feel|like))*\s*$",
                              re.IGNORECASE)


def said_of_oneself(before: str) -> bool:
    """Whether the text just before a word makes the writer the one it describes (a put-down of no one else)."""
    return bool(_SAID_OF_ONESELF.search(before))
