"""The trained attribute heads (toxicity/models/heads.npz): linear layers over [embedding, lexical features], Platt-calibrated."""

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

MODEL_PATH = Path(__file__).resolve().parent / "models" / "heads.npz"


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
    # Second stage, fitted to the external API's scale: ridge on [features, first-stage logit], then Platt.
    stack_weights: np.ndarray  # (attributes, features + 1)
    stack_bias: np.ndarray
    stack_a: np.ndarray
    stack_b: np.ndarray
    stack_char: np.ndarray  # (attributes,) weight of the char n-gram model's output (toxicity_chars)

    def first_stage(self, embeddings: np.ndarray, lexical: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Standardised features and the first-stage logits (rows, attributes)."""
        features = np.hstack([embeddings, (lexical - self.lexical_mean) / self.lexical_scale])
        return features, features @ self.weights.T + self.bias

    def predict(self, embeddings: np.ndarray, lexical: np.ndarray, chars: np.ndarray) -> np.ndarray:
        """Calibrated probabilities on the external API's scale (rows, attributes)."""
        return self.predict_stages(embeddings, lexical, chars)[1]

    def predict_stages(self, embeddings: np.ndarray, lexical: np.ndarray,
                       chars: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(first-stage probabilities, second-stage probabilities), each (rows, attributes); `chars` is the char
        n-gram model's output per row."""
        features, logits = self.first_stage(embeddings, lexical)
        first = self.platt_a * logits + self.platt_b
        stacked = (features @ self.stack_weights[:, :-1].T + first * self.stack_weights[:, -1] + self.stack_bias
                   + np.asarray(chars, dtype=np.float64)[:, None] * self.stack_char)
        return _sigmoid(first), _sigmoid(self.stack_a * stacked + self.stack_b)

    def column(self, name: str) -> int:
        """Index of an attribute's column."""
        return self.names.index(name)

    def save(self, path: Path = MODEL_PATH) -> None:
        """Write the heads as a plain .npz (no pickles)."""
        np.savez_compressed(path, names=np.array(self.names), weights=self.weights.astype(np.float32),
                            bias=self.bias, lexical_mean=self.lexical_mean, lexical_scale=self.lexical_scale,
                            platt_a=self.platt_a, platt_b=self.platt_b, stack_weights=self.stack_weights.astype(np.float32),
                            stack_bias=self.stack_bias, stack_a=self.stack_a, stack_b=self.stack_b,
                            stack_char=self.stack_char)


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-z))


@lru_cache(maxsize=1)
def load_heads(path: Path = MODEL_PATH) -> AttributeHeads:
    """Load the committed heads once per process."""
    if not path.exists():
        raise FileNotFoundError(f"toxicity model missing at {path}; run `python -m moderation.engine.training toxicity`")
    with np.load(path, allow_pickle=False) as data:
        return AttributeHeads(tuple(str(n) for n in data["names"]), data["weights"].astype(np.float32),
                              data["bias"], data["lexical_mean"], data["lexical_scale"], data["platt_a"], data["platt_b"],
                              data["stack_weights"].astype(np.float32), data["stack_bias"], data["stack_a"], data["stack_b"],
                              data["stack_char"])
