"""How the fine-tuned encoder's attribute logits (computed in the shared encoder run) mix with the linear heads,
per attribute family, and whether the rules apply: chosen on the calibration bucket (models/blend.json, written by
training/toxicity/choose_blend.py; see benchmarks/CHOICES.md)."""

import json
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

BLEND_PATH = Path(__file__).resolve().parent / "models" / "blend.json"
# The hate attributes get their own weight: the fine-tuned layers learn hate and its hard negatives better than the
# heads, and the external API's scale (the rest) worse (benchmarks/RESULTS.md, design variants).
HATE = ("IDENTITY_ATTACK", "THREAT")


@dataclass
class Blend:
    """p = w * fine-tuned + (1 - w) * heads per attribute column, w = `hate_weight` for HATE and `weight` for the
    rest (hate_weight None: `weight` everywhere); rules on or off."""

    weight: float = 0.0
    rules: bool = True
    hate_weight: float | None = None

    @property
    def hate(self) -> float:
        return self.weight if self.hate_weight is None else self.hate_weight

    @property
    def active(self) -> bool:
        """True when any column reads the fine-tuned logits (the runtime then needs the grafted encoder)."""
        return max(self.weight, self.hate) > 0.0

    def key(self) -> tuple[float, float, bool]:
        return self.hate, self.weight, self.rules

    def copy(self) -> "Blend":
        return replace(self)

    def set(self, other: "Blend") -> None:
        """Take another blend's settings in place (the judge holds this object)."""
        self.weight, self.rules, self.hate_weight = other.weight, other.rules, other.hate_weight

    def _mix(self, heads: np.ndarray, logits: np.ndarray | None, names: tuple[str, ...]) -> np.ndarray:
        if logits is None or not self.active:
            return heads
        column = np.array([self.hate if n in HATE else self.weight for n in names])
        tuned = 1.0 / (1.0 + np.exp(-logits))
        return column * tuned + (1.0 - column) * heads

    def sentences(self, heads: np.ndarray, analysis, names: tuple[str, ...]) -> np.ndarray:
        """Per-sentence probabilities (sentences, attributes); `names` are the columns."""
        return self._mix(heads, analysis.sentence_logits, names)

    def whole(self, heads: np.ndarray, analysis, names: tuple[str, ...]) -> np.ndarray:
        """The whole comment: the fine-tuned logits averaged over sentences by token count (what the heads' mean
        pooling over all tokens gives, the head being linear)."""
        if not self.active:
            return heads
        logits = analysis.sentence_logits
        if logits is None:
            return heads
        tokens = analysis.encoded.tokens.astype(np.float64)
        return self._mix(heads, (logits * tokens[:, None]).sum(axis=0) / tokens.sum(), names)


def load(path: Path = BLEND_PATH) -> Blend:
    """The committed choice, or heads only with rules when there is none."""
    if not path.exists():
        return Blend()
    data = json.loads(path.read_text())
    hate = data.get("hate_weight")
    return Blend(float(data["weight"]), bool(data["rules"]), None if hate is None else float(hate))


BLEND = load()
