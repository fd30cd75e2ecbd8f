"""How the fine-tuned encoder's attribute logits (computed in the shared encoder run) mix with the linear heads,
and whether the rules apply: chosen on the train part of every source (models/blend.json, written by
training/toxicity/choose_blend.py; see benchmarks/CHOICES.md)."""

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

BLEND_PATH = Path(__file__).resolve().parent / "models" / "blend.json"


@dataclass
class Blend:
    """p = weight * fine-tuned + (1 - weight) * heads, per attribute column; rules on or off."""

    weight: float = 0.0
    rules: bool = True

    def _mix(self, heads: np.ndarray, logits: np.ndarray | None) -> np.ndarray:
        if logits is None or self.weight <= 0.0:
            return heads
        tuned = 1.0 / (1.0 + np.exp(-logits))
        return self.weight * tuned + (1.0 - self.weight) * heads

    def sentences(self, heads: np.ndarray, analysis) -> np.ndarray:
        """Per-sentence probabilities (sentences, attributes)."""
        return self._mix(heads, analysis.sentence_logits)

    def whole(self, heads: np.ndarray, analysis) -> np.ndarray:
        """The whole comment: the fine-tuned logits averaged over sentences by token count (what the heads' mean
        pooling over all tokens gives, the head being linear)."""
        logits = analysis.sentence_logits
        if logits is None:
            return heads
        tokens = analysis.encoded.tokens.astype(np.float64)
        return self._mix(heads, (logits * tokens[:, None]).sum(axis=0) / tokens.sum())


def load(path: Path = BLEND_PATH) -> Blend:
    """The committed choice, or heads only with rules when there is none."""
    if not path.exists():
        return Blend()
    data = json.loads(path.read_text())
    return Blend(float(data["weight"]), bool(data["rules"]))


BLEND = load()
