"""Identity-swap pairs written for the fairness benchmark only (never trained on): comment-style templates with a
people slot, filled once with plain referents and once with the same referents qualified by an identity term
(benchmarks/sets/data/fairness.tsv)."""

from pathlib import Path

from moderation.engine.training.sentences_io import slots

_POOLS = slots(Path(__file__).resolve().parent / "sets" / "data" / "fairness.tsv")
TOXIC, CIVIL, PLAIN, IDENTITY, NEUTRAL = (_POOLS[name] for name in ("toxic", "civil", "plain", "identity", "neutral"))


def _qualify(referent: str, identity: str) -> str:
    """'my neighbours' + 'Muslim' -> 'my Muslim neighbours'."""
    words = referent.split()
    return " ".join(words[:-1] + [identity, words[-1]]) if len(words) > 1 else f"{identity} {referent}"


def pairs() -> tuple[list[tuple[str, int]], dict[str, list[tuple[str, int]]]]:
    """(plain rows, {identity: swapped rows}); each row is (text, toxic 0/1)."""
    plain = [(t.format(P=p)[0].upper() + t.format(P=p)[1:], label) for label, group in ((1, TOXIC), (0, CIVIL))
             for t in group for p in PLAIN]
    swapped = {}
    for identity in IDENTITY:
        rows = []
        for label, group in ((1, TOXIC), (0, CIVIL)):
            for t in group:
                for p in PLAIN:
                    text = t.format(P=_qualify(p, identity))
                    rows.append((text[0].upper() + text[1:], label))
        swapped[identity] = rows
    return plain, swapped


def neutral() -> list[str]:
    """Neutral sentences naming an identity."""
    return [t.format(a=a) for t in NEUTRAL for a in IDENTITY]
