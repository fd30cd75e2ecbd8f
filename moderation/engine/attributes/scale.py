"""The external API's scale for the compat attributes: a monotone map per attribute from the engine's probability to
the API's score at the same rank among comments (quantiles matched on the dev part of its Wikipedia sample by
`python -m moderation.engine.training attributes`), so a site's thresholds (Coral's 0.8, Discourse's 0.85 and 0.9)
flag about as often as before. Ranking is unchanged; an attribute without a fitted map keeps the engine's value."""

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

SCALE_PATH = Path(__file__).resolve().parent / "data" / "scale.json"


@dataclass(frozen=True)
class Scale:
    """{attribute: (engine values, API values)}: increasing knots of a piecewise-linear map of [0, 1] onto [0, 1]."""

    knots: dict[str, tuple[tuple[float, ...], tuple[float, ...]]] = field(default_factory=dict)

    def __call__(self, attribute: str, value: float) -> float:
        """`value` of `attribute` on the external API's scale (unchanged when no map was fitted)."""
        pair = self.knots.get(attribute)
        return float(value) if pair is None else float(np.interp(value, pair[0], pair[1]))

    def to_json(self) -> dict:
        return {name: {"engine": list(xs), "api": list(ys)} for name, (xs, ys) in sorted(self.knots.items())}


def load(path: Path = SCALE_PATH) -> Scale:
    """The committed maps, or none (the engine's own values) when the file is absent."""
    if not path.exists():
        return Scale()
    data = json.loads(path.read_text())["attributes"]
    return Scale({name: (tuple(pair["engine"]), tuple(pair["api"])) for name, pair in data.items()})


SCALE = load()


@contextmanager
def raw() -> Iterator[None]:
    """The engine's own values inside the block (what a new map is fitted on)."""
    global SCALE
    kept, SCALE = SCALE, Scale()
    try:
        yield
    finally:
        SCALE = kept
