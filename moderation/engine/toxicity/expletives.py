"""A swear word used as an intensifier between the words of a threat ("Hollis needs to be fucking shot"): the threat
families read the sentence a second time without it, and their hits are mapped back to the writer's own words."""

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import replace

from moderation.engine.toxicity.hits import RuleHit

# Intensifying swear words before another word (starred and clipped spellings too). Not "damn", which is also a verb
# ("damn them"), nor plain adverbs ("really", "literally": a report says "they literally killed him").
EXPLETIVE = re.compile(
    r"(?i)(?<![\w'*-])(?:f(?:u|\*)(?:c|\*)k(?:ing|in'?|n)|f\*{2,3}(?:ing|in'?)|fu?kin[g']?|fcking|fckin'?|fkn|"
    r"fecking|feckin'?|bloody|god\s?damn(?:ed)?|goddam|freakin[g']?|friggin[g']?|effing|flippin[g']?)"
    r"\s++(?=[^\W\d_])")


def without_expletives(sentence: str) -> tuple[str, Callable[[int, int], tuple[int, int]]] | None:
    """The sentence with its intensifying swear words left out, and a map of a span of it back to `sentence` (a
    span that ran over a removed word keeps it inside); None when it holds none."""
    removed = [(m.start(), m.end()) for m in EXPLETIVE.finditer(sentence)]
    if not removed:
        return None
    pieces, at, cuts, shift, shifts = [], 0, [], 0, []
    for start, end in removed:
        pieces.append(sentence[at:start])
        shift += end - start
        cuts.append(start - (shift - (end - start)))  # where the removal sits in the shorter text
        shifts.append(shift)
        at = end
    pieces.append(sentence[at:])

    def to_source(start: int, end: int) -> tuple[int, int]:
        before_start = bisect_right(cuts, start)  # a removal right at the start lies before the span's first word
        inside_end = bisect_left(cuts, end)  # a removal right at the end lies after its last word
        return (start + (shifts[before_start - 1] if before_start else 0),
                end + (shifts[inside_end - 1] if inside_end else 0))

    return "".join(pieces), to_source


def threats_read_without(sentence: str, first: tuple[RuleHit, ...], read) -> list[RuleHit]:
    """The threats `read` (the rule reading of a sentence) finds once the swear words are left out that the first
    reading did not, as spans of `sentence`."""
    stripped = without_expletives(sentence)
    if stripped is None:
        return []
    text, to_source = stripped
    found = []
    for second in read(text).hits:
        if second.kind != "threat":
            continue
        start, end = to_source(second.start, second.end)
        if not any(h.kind == "threat" and h.start < end and start < h.end for h in first):
            found.append(replace(second, start=start, end=end))
    return found
