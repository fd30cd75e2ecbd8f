"""Fill sentence templates from slot pools (the generators' one filling rule; templates and pools are data files)."""

import itertools
import random


def fill(templates: list[str], slots: dict[str, list[str]], per_template: int, seed: int = 7) -> list[tuple[str, str]]:
    """(sentence, template) pairs: up to `per_template` distinct fills of each template, deterministically."""
    rng = random.Random(seed)
    out: list[tuple[str, str]] = []
    for template in templates:
        names = [n for n in slots if "{" + n + "}" in template]
        combos = list(itertools.product(*(slots[n] for n in names))) if names else [()]
        rng.shuffle(combos)
        seen: set[str] = set()
        for combo in combos[: per_template * 3]:
            sentence = template.format(**dict(zip(names, combo)))
            sentence = sentence[0].upper() + sentence[1:]
            if sentence not in seen:
                seen.add(sentence)
                out.append((sentence, template))
            if len(seen) >= per_template:
                break
    return out
