"""Generated comments and an article for the latency benchmarks (distinct texts, so no cache hides the work),
from the slot pools in benchmarks/sets/data/latency.tsv."""

import random
from pathlib import Path

from moderation.engine.training.sentences_io import slots

_POOLS = slots(Path(__file__).resolve().parent / "sets" / "data" / "latency.tsv")
_OPENINGS, _SUBJECTS, _CLAIMS, _TAILS = (_POOLS[name] for name in ("opening", "subject", "claim", "tail"))
ARTICLE = _POOLS["article"][0]
GERMAN = _POOLS["german"]  # sentences for the worst-case inputs on the multilingual path


def _sentence(rng: random.Random) -> str:
    return f"{rng.choice(_OPENINGS)} {rng.choice(_SUBJECTS)} {rng.choice(_CLAIMS)} {rng.choice(_TAILS)}"


def comments(rng: random.Random, count: int, words: int) -> list[str]:
    """Distinct comments of about `words` words."""
    seen: set[str] = set()
    while len(seen) < count:
        parts: list[str] = []
        length = 0  # words so far (kept as a sum: recounting every part made a 180,000-word text take minutes)
        while length < words:
            parts.append(_sentence(rng))
            length += len(parts[-1].split())
        seen.add(" ".join(parts))
    return sorted(seen)
