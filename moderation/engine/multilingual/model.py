"""The multilingual heads: one logistic layer per attribute over multilingual-e5-small vectors
(models/heads.npz, written by `python -m moderation.engine.training multilingual`; card in models/MODEL_CARD.md)."""

import json
from functools import lru_cache
from pathlib import Path

import numpy as np

MODELS = Path(__file__).resolve().parent / "models"


class Heads:
    """Weights (attributes × 384), biases, and the languages the heads were trained and measured for."""

    def __init__(self, folder: Path = MODELS) -> None:
        with np.load(folder / "heads.npz") as stored:
            self.weights = stored["weights"].astype(np.float32)
            self.biases = stored["biases"].astype(np.float32)
        meta = json.loads((folder / "heads.json").read_text(encoding="utf-8"))
        self.attributes: tuple[str, ...] = tuple(meta["attributes"])
        self.languages: frozenset[str] = frozenset(meta["languages"])

    def probabilities(self, vectors: np.ndarray) -> np.ndarray:
        """(n, attributes) probabilities for n vectors (made consistent: see `consistent`)."""
        return consistent(self.raw(vectors), self.attributes)

    def raw(self, vectors: np.ndarray) -> np.ndarray:
        """(n, attributes) probabilities of each head alone, before `consistent`."""
        return 1.0 / (1.0 + np.exp(-(vectors @ self.weights.T + self.biases)))


def consistent(raw: np.ndarray, attributes: tuple[str, ...]) -> np.ndarray:
    """An identity attack, an insult or a threat is toxic (TOXICITY at least theirs); severe toxicity or sexual
    content counts only as far as the text is toxic (those heads learned from few examples and drift on civil
    text). A threat in plain words is not capped: the tuned THREAT head learned threats at a person, and the
    calibration holds it to the civil rate like the others (CHOICES, issue 39 round 3)."""
    out = raw.copy()
    column = {name: i for i, name in enumerate(attributes)}
    toxic = np.max(raw[:, [column[n] for n in ("TOXICITY", "IDENTITY_ATTACK", "INSULT", "THREAT")]], axis=1)
    out[:, column["TOXICITY"]] = toxic
    for name in ("SEVERE_TOXICITY", "SEXUALLY_EXPLICIT"):
        out[:, column[name]] = np.minimum(raw[:, column[name]], toxic)
    return out


@lru_cache(maxsize=1)
def heads() -> Heads:
    """The shipped heads, loaded once."""
    return Heads()
