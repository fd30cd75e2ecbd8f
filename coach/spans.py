"""Highlights on whole phrases: a quote the service cut mid-phrase ("them on are just as stupid", "Nobody asked for
your") is widened to the words it needs, so the writer sees the phrase, not a fragment of it."""

import re

# A highlight that starts with one of these lost what it hangs on ("them on …", "on are …"): widen to the clause.
_STARTS_CUT = frozenset("them him her us me on up off out of to for with at by from in into are is was were has have "
                        "had and or but than as".split())
# A highlight that ends with one of these stops before its noun ("… for your"): widen to the next content word.
_ENDS_CUT = frozenset("your my our their his her its the a an this that these those for of to with at by from in on "
                      "into and or but very so too as than is are was were be".split())
# Where a clause starts: after punctuation or a joining word.
_CLAUSE_START = re.compile(r"(?:[.!?;:,()]\s*|\b(?:and|but|or|because|so|while|although|though|when|if)\s+)(?=\S)", re.I)
_WORD = re.compile(r"[\w'’-]+")


def _first_word(text: str, start: int, end: int) -> str:
    match = _WORD.search(text, start, end)
    return match.group(0).lower() if match else ""


def whole_phrase(text: str, start: int, end: int) -> tuple[int, int]:
    """[start, end) widened to whole words, to its clause's start when it begins cut, and to the next content word
    (at most four words on) when it ends cut."""
    while start > 0 and text[start - 1].isalnum() and start < end:
        start -= 1
    while end < len(text) and text[end].isalnum() and end > start:
        end += 1
    if _first_word(text, start, end) in _STARTS_CUT:
        starts = [m.end() for m in _CLAUSE_START.finditer(text, 0, start)]
        start = starts[-1] if starts else len(text) - len(text.lstrip())
    words = list(_WORD.finditer(text, start, end))
    if words and words[-1].group(0).lower() in _ENDS_CUT:
        for _, word in zip(range(4), _WORD.finditer(text, end)):
            # never across the end of the clause, the quote's own closing stop included ("… like this." + "We")
            if re.search(r"[.!?;:,]", text[words[-1].end():word.start()]):
                break
            end = word.end()
            if word.group(0).lower() not in _ENDS_CUT:
                break
    return start, end
