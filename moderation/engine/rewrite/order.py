"""Which verified suggestions a sentence offers: distinct texts, smallest change to the sentence first, at most three."""

import re

from moderation.engine.rewrite.variants import variants

MAX_SUGGESTIONS = 3  # issue 26: "offer up to three" (more is a list to read, not a choice)
_WORD = re.compile(r"\w+|[^\w\s]")


def change_size(before: str, after: str) -> int:
    """Characters of the words removed plus the words added from `before` to `after` (an edit distance over words,
    each weighing its length): a word-level table is about a hundred cells where a character-level one is thousands,
    and it costs a request well under a millisecond."""
    a, b = _WORD.findall(before), _WORD.findall(after)
    row = [0]
    for word in b:
        row.append(row[-1] + len(word))
    for old in a:
        diagonal, row[0] = row[0], row[0] + len(old)
        for j, new in enumerate(b, 1):
            keep = diagonal if old == new else diagonal + len(old) + len(new)
            diagonal, row[j] = row[j], min(row[j] + len(old), row[j - 1] + len(new), keep)
    return row[-1]


def same_text(a: str, b: str) -> bool:
    """Equal but for case and spacing (two candidates that read the same are one suggestion)."""
    def norm(text: str) -> str:
        return re.sub(r"\s+", " ", text).strip().casefold()
    return norm(a) == norm(b)


def smallest_change_first(sentence: str, options: list[tuple]) -> list[tuple]:
    """`options` (each a tuple whose first item is the rewrite) ordered by change to `sentence`, the plan's order
    breaking ties; a rewrite equal to the sentence is no change and goes."""
    kept = [o for o in options if o[0] and not same_text(o[0], sentence)]
    if len(kept) < 2:
        return kept
    return sorted(kept, key=lambda o: change_size(sentence, o[0]))  # sorted() is stable: ties keep the plan's order


def pick(ordered: list[tuple], passes) -> list[tuple]:
    """The first MAX_SUGGESTIONS options of `ordered` that `passes`, one per distinct text (verification stops there,
    so a sentence costs at most as many checks as it has candidates). Another wording of an option (variants.py: a
    sweep as the writer's experience or softened) is a fallback: tried, after the others, only when every option it
    rewords was refused ("rarely" is not offered beside a "never" that passed)."""
    sources = {k: [j for j, other in enumerate(ordered) if j != k and option[0] in variants(other[0])]
               for k, option in enumerate(ordered)}
    chosen: list[tuple] = []
    verdicts: dict[int, bool] = {}
    for fallback in (False, True):
        for k, option in enumerate(ordered):
            if bool(sources[k]) != fallback or any(same_text(option[0], c[0]) for c in chosen):
                continue
            if fallback and any(verdicts.get(j, True) for j in sources[k]):
                continue  # what it rewords passed (or was never tried): the plainer wording stands
            verdicts[k] = passes(option)
            if verdicts[k]:
                chosen.append(option)
                if len(chosen) == MAX_SUGGESTIONS:
                    return chosen
    return chosen
