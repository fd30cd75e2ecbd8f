"""Sentence sets written for the project (templates filled with our own slots), for training and benchmarks.

Every set is split by a fixed hash of the *template* (so no template's fills sit on both sides) into a train
part, used to choose cues, thresholds and weights, and a validation part (about 30%), only measured.
"""

import hashlib
import itertools
import random

VALIDATION_SHARE = 30  # percent of templates held out for validation


def split_of(key: str) -> str:
    """'train' or 'validation' for a template (or sentence) key, by a fixed hash."""
    bucket = int(hashlib.sha1(key.encode("utf-8")).hexdigest()[:8], 16) % 100
    return "validation" if bucket < VALIDATION_SHARE else "train"


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


# The kinds of a hand-written tone set, in the order its lists are passed; the first four have negative tone.
WRITTEN_KINDS = ("sarcasm", "dismissal", "condescension", "passive", "civil", "complaint", "praise", "neutral")


def written_rows(source: str, *lists: list[str]) -> list[dict]:
    """Train rows of a set written whole by hand, one list per kind of WRITTEN_KINDS: {text, kind, negative, split,
    template}, each sentence its own template (so folds never split one) named by its source ("news:…")."""
    return [{"text": text, "kind": kind, "negative": k < 4, "split": "train", "template": f"{source}:{text}"}
            for k, (kind, texts) in enumerate(zip(WRITTEN_KINDS, lists, strict=True)) for text in texts]
