"""Which verified suggestions a sentence offers: distinct texts, smallest change to the sentence first, at most three."""

import re

MAX_SUGGESTIONS = 3  # issue 26: "offer up to three" (more is a list to read, not a choice)


def change_size(before: str, after: str) -> int:
    """Character edit distance (insertions, deletions, substitutions) from `before` to `after`."""
    if len(before) < len(after):
        before, after = after, before
    row = list(range(len(after) + 1))  # one row at a time: sentences are short, so this stays well under a millisecond
    for i, a in enumerate(before, 1):
        diagonal, row[0] = row[0], i
        for j, b in enumerate(after, 1):
            diagonal, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, diagonal + (a != b))
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
    return sorted(kept, key=lambda o: change_size(sentence, o[0]))  # sorted() is stable: ties keep the plan's order


def pick(ordered: list[tuple], passes) -> list[tuple]:
    """The first MAX_SUGGESTIONS options of `ordered` that `passes`, one per distinct text (verification stops there,
    so a sentence costs at most as many checks as it has candidates)."""
    chosen: list[tuple] = []
    for option in ordered:
        if any(same_text(option[0], c[0]) for c in chosen):
            continue
        if passes(option):
            chosen.append(option)
            if len(chosen) == MAX_SUGGESTIONS:
                break
    return chosen
