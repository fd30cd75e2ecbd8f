"""The trained attribute heads (models/toxicity.npz): linear layers over [embedding, lexical features], Platt-calibrated."""

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

MODEL_PATH = Path(__file__).resolve().parent / "models" / "toxicity.npz"


@dataclass(frozen=True)
class AttributeHeads:
    """One linear head per attribute; `predict` returns calibrated probabilities, one column per name."""

    names: tuple[str, ...]
    weights: np.ndarray  # (attributes, 384 + lexical)
    bias: np.ndarray  # (attributes,)
    lexical_mean: np.ndarray
    lexical_scale: np.ndarray
    platt_a: np.ndarray
    platt_b: np.ndarray

    def predict(self, embeddings: np.ndarray, lexical: np.ndarray) -> np.ndarray:
        """Calibrated probabilities (rows, attributes)."""
        features = np.hstack([embeddings, (lexical - self.lexical_mean) / self.lexical_scale])
        logits = features @ self.weights.T + self.bias
        return 1.0 / (1.0 + np.exp(-(self.platt_a * logits + self.platt_b)))

    def column(self, name: str) -> int:
        """Index of an attribute's column."""
        return self.names.index(name)

    def save(self, path: Path = MODEL_PATH) -> None:
        """Write the heads as a plain .npz (no pickles)."""
        np.savez_compressed(path, names=np.array(self.names), weights=self.weights.astype(np.float32),
                            bias=self.bias, lexical_mean=self.lexical_mean, lexical_scale=self.lexical_scale,
                            platt_a=self.platt_a, platt_b=self.platt_b)


@lru_cache(maxsize=1)
def load_heads(path: Path = MODEL_PATH) -> AttributeHeads:
    """Load the committed heads once per process."""
    if not path.exists():
        raise FileNotFoundError(f"toxicity model missing at {path}; run `python -m moderation.engine.training toxicity`")
    with np.load(path, allow_pickle=False) as data:
        return AttributeHeads(tuple(str(n) for n in data["names"]), data["weights"].astype(np.float32),
                              data["bias"], data["lexical_mean"], data["lexical_scale"], data["platt_a"], data["platt_b"])
