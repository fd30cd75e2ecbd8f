"""Why the toxicity rules report or set aside a hit: the phrases of data/reasons.json."""

from moderation.engine.core.datafile import read_json

_DATA = read_json(__file__, "reasons.json")
FAMILY: dict[str, str] = _DATA["families"]  # by rule family ({g}: the group named)
HIT: dict[str, str] = _DATA["hits"]  # hits found outside the families
SET_ASIDE: dict[str, str] = _DATA["set_aside"]  # why a hit is not the writer's own meaning
