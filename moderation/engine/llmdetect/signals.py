"""Finders of the signs of machine-written text, each returning verbatim quotes from the comment."""

import re
import statistics
from dataclasses import dataclass

from moderation.engine.core.analysis import Analysis
from moderation.engine.core.datafile import read_json


@dataclass(frozen=True)
class Signal:
    """One sign found: its type, a description, and the verbatim text that shows it."""

    signal_type: str  # word_frequency | structural | stylistic | epistemic
    description: str
    quoted_text: str


def _words(*items: str) -> re.Pattern:
    return re.compile(r"(?<![\w-])(?:" + "|".join(items) + r")(?![\w-])", re.IGNORECASE)


_PHRASES = read_json(__file__, "phrases.json")  # our own lists: what each is, in the file's note
_VOCABULARY = _words(*_PHRASES["assistant_vocabulary"])
_TRANSITIONS = re.compile(rf"^(?:{'|'.join(_PHRASES['transitions'])}),", re.IGNORECASE)
# A formula opening a line (spaces before it, not newlines: `\n\s*` rescanned a newline run from each newline;
# the quote is stripped, so one more leading newline changes nothing).
_CONCLUSION = re.compile(r"(?:^|\n)[^\S\n]*+(?:In conclusion|In summary|To summarize|To sum up|All in all)\b[^\n]*",
                         re.IGNORECASE)
_ORDINALS = re.compile(r"(?:^|(?<=[.!?]\s))(?:First(?:ly)?|Second(?:ly)?|Third(?:ly)?|Finally|Lastly),", re.MULTILINE)
_BULLET = re.compile(r"^[ \t]*(?:[-*•–]|\d{1,2}[.)])[ \t]+\S[^\n]*", re.MULTILINE)
_HEADER = re.compile(r"^[ \t]*#{1,6}[ \t]+\S[^\n]*", re.MULTILINE)
_BOLD_LABEL = re.compile(r"\*\*[^*\n]{2,60}\*\*:?")
_TRIAD = re.compile(r"\b\w+(?: \w+)?, \w+(?: \w+)?,? and \w+(?: \w+)?\b")
# (The second form starts only at a token's start: from inside a long token `\S+` rescanned it to its end.)
_EM_DASH = re.compile(r"(?:(?<=\s)|^)[^\s—][^\n—]{0,40}?—[^\n—]{1,40}(?=\s|$)|(?<!\S)\S+—\S+")
_HEDGES = _words(*_PHRASES["hedges"])
# The gap between the two hands is bounded: unbounded, a lazy scan ran to the line's end from every "on the one hand".
_BOTH_SIDES = re.compile(r"on the one hand[^\n]{0,400}?on the other(?: hand)?|pros and cons|both sides|"
                         r"(?:^|(?<=[.!?]\s))While [^,\n]{3,80},", re.IGNORECASE)
# Marks of casual human writing (they lower the likelihood; they are not output signals).
_CASUAL = _words(*_PHRASES["casual_marks"])
_SHOUTY = re.compile(r"[!?]{2,}|(?<![\w])[A-Z]{4,}(?![\w])|:\)|:\(|:D|;\)")
_LOWER_I = re.compile(r"(?<![\w])i(?![\w'’])")


def vocabulary(analysis: Analysis) -> list[Signal]:
    """Characteristic assistant vocabulary, one signal per distinct phrase."""
    seen: dict[str, str] = {}
    for match in _VOCABULARY.finditer(analysis.text):
        seen.setdefault(match.group().lower(), match.group())
    return [Signal("word_frequency", f'characteristic assistant vocabulary: "{q}"', q) for q in seen.values()]


def structure(analysis: Analysis) -> list[Signal]:
    """Lists, markdown headers, bold labels and conclusion formulas."""
    text = analysis.text
    out = []
    bullets = _BULLET.findall(text)
    if len(bullets) >= 2:
        out.append(Signal("structural", f"a bulleted or numbered list of {len(bullets)} items", bullets[0].strip()))
    out += [Signal("structural", "a markdown header", h.strip()) for h in _HEADER.findall(text)[:2]]
    labels = _BOLD_LABEL.findall(text)
    if labels:
        out.append(Signal("structural", f"bold labels ({len(labels)})", labels[0]))
    ordinals = _ORDINALS.findall(text)
    if len(ordinals) >= 2:
        out.append(Signal("structural", f"enumerated prose ({len(ordinals)} ordinal openers)", ordinals[0]))
    out += [Signal("structural", "a formulaic conclusion", c.strip()[:80]) for c in _CONCLUSION.findall(text)[:1]]
    return out


def style(analysis: Analysis) -> list[Signal]:
    """Uniform sentence lengths, formulaic transitions, triads and em-dash asides."""
    out = []
    sentences = [s for s in analysis.sentences if len(s.text.split()) >= 3]
    lengths = [len(s.text.split()) for s in sentences]
    if len(lengths) >= 4 and statistics.mean(lengths) >= 10:
        spread = statistics.pstdev(lengths) / statistics.mean(lengths)
        if spread < 0.3:
            out.append(Signal("stylistic", f"uniform sentence lengths (variation {spread:.2f} across "
                                           f"{len(lengths)} sentences)", sentences[0].text))
    starts = {}
    for span in analysis.sentences:
        found = _TRANSITIONS.match(span.text)
        if found:
            starts.setdefault(found.group().lower(), found.group())
    out += [Signal("stylistic", f'formulaic transition "{q}"', q) for q in starts.values()]
    triads = _TRIAD.findall(analysis.text)
    if len(triads) >= (1 if len(analysis.words) >= 60 else 2):
        out.append(Signal("stylistic", f"lists of three ({len(triads)})", triads[0]))
    dashes = _EM_DASH.findall(analysis.text)
    if dashes:
        out.append(Signal("stylistic", f"em-dash asides ({len(dashes)})", dashes[0].strip()))
    return out


def epistemics(analysis: Analysis) -> list[Signal]:
    """Hedges and both-sides framing."""
    seen: dict[str, str] = {}
    for match in _HEDGES.finditer(analysis.text):
        seen.setdefault(match.group().lower(), match.group())
    out = [Signal("epistemic", f'hedge "{q}"', q) for q in seen.values()]
    for match in list(_BOTH_SIDES.finditer(analysis.text))[:2]:
        out.append(Signal("epistemic", "both-sides framing", match.group().strip()[:120]))
    return out


def casual_marks(analysis: Analysis) -> list[str]:
    """Verbatim marks of casual human writing: slang, missing apostrophes, shouting, lower-case 'i'."""
    marks = [m.group() for m in _CASUAL.finditer(analysis.text)]
    marks += [m.group() for m in _SHOUTY.finditer(analysis.text)]
    marks += [m.group() for m in _LOWER_I.finditer(analysis.text)][:2]
    letters = [c for c in analysis.text if c.isalpha()]
    if len(letters) >= 20 and all(c.islower() for c in letters):
        marks.append("(all lower case)")
    return marks
