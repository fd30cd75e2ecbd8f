"""Synthetic toxicity rows written for this project: hate, threats and insults next to their hard negatives
(counter-speech, quotation, negation, reclaimed terms, neutral and positive mentions of groups, non-protected targets).
Templates with their scores and the slot pools are data (toxicity/data/, see its README.md); the filling stays here.
A row's labels are (TOXICITY, IDENTITY_ATTACK, INSULT, THREAT) in [0, 1].
"""

import random
from pathlib import Path

from moderation.engine.training.sentences_io import grouped, read_tsv, slots, where

DATA = Path(__file__).with_name("data")
LABELS = ("toxicity", "identity_attack", "insult", "threat")
# Families of the first set in the order they were filled, and how many fills each template gets per `per_template`.
SYNTHETIC = (("hate", 1), ("threat_group", 1), ("threat_person", 1), ("insult_person", 1), ("other_target", 1),
             ("counter", 1), ("negated", 1), ("neutral", 2), ("neutral_adj", 2))
SYNTHETIC_SLOTS = ("G", "S", "O", "V", "T", "HM", "HV", "I", "A", "R")  # filled in this order (the draws depend on it)
HARD_SLOTS = ("G", "S", "V", "T", "HV", "HM")


def _fill(template: str, pools: dict[str, list[str]], order: tuple[str, ...], rng: random.Random) -> str:
    """Each `{slot}` in `order` replaced, one draw per occurrence; the first letter capitalised."""
    text = template
    for slot in order:
        while "{" + slot + "}" in text:
            text = text.replace("{" + slot + "}", rng.choice(pools[slot]), 1)
    return text[0].upper() + text[1:]


def _table(name: str) -> dict[str, list[tuple[str, tuple[float, ...]]]]:
    """family -> [(template, labels)] of one set, in file order."""
    rows = where(read_tsv(DATA / "templates.tsv"), set=name)
    pairs = [(r["family"], (r["template"], tuple(float(r[c]) for c in LABELS))) for r in rows]
    return grouped([{"family": f, "pair": p} for f, p in pairs], "family", "pair")


def synthetic_rows(per_template: int = 12, seed: int = 1234) -> list[tuple[str, tuple[float, float, float, float]]]:
    """(text, (toxicity, identity_attack, insult, threat)) rows, deduplicated (a later fill's labels win)."""
    rng = random.Random(seed)
    pools, table = slots(DATA / "slots.tsv", set="synthetic"), _table("synthetic")
    rows: dict[str, tuple[float, ...]] = {}
    for family, repeats in SYNTHETIC:
        for template, labels in table[family]:
            for _ in range(per_template * repeats):
                rows[_fill(template, pools, SYNTHETIC_SLOTS, rng)] = labels
    for text, labels in table["mild"]:  # profanity not aimed at anyone: whole sentences, no slots
        rows[text] = labels
    return list(rows.items())


def hard_case_rows(per_template: int = 10, seed: int = 4321) -> list[tuple[str, tuple[float, float, float, float], str]]:
    """(text, (toxicity, identity_attack, insult, threat), family) rows of the hard cases, deduplicated (first wins)."""
    rng = random.Random(seed)
    pools = {**slots(DATA / "slots.tsv", set="synthetic"), **slots(DATA / "slots.tsv", set="hard_case")}
    rows: dict[str, tuple] = {}
    for family, pairs in _table("hard_case").items():
        for template, labels in pairs:
            for _ in range(per_template if "{" in template else 1):
                rows.setdefault(_fill(template, pools, HARD_SLOTS, rng), (labels, family))
    return [(text, labels, family) for text, (labels, family) in rows.items()]
