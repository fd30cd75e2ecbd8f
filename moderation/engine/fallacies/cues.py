"""Precise cue patterns for logical fallacies; each match types the fallacy and captures the words it cites."""

import json
import re
from dataclasses import dataclass
from pathlib import Path

# LOGIC's 13 types (training labels) and the names people know, used on the wire.
DISPLAY_NAME = {
    "faulty generalization": "hasty generalization",
    "false causality": "false cause",
    "circular reasoning": "circular reasoning",
    "ad populum": "bandwagon (appeal to popularity)",
    "ad hominem": "ad hominem",
    "fallacy of logic": "non sequitur",
    "appeal to emotion": "appeal to emotion",
    "false dilemma": "false dilemma",
    "equivocation": "equivocation",
    "fallacy of extension": "straw man",
    "fallacy of relevance": "red herring",
    "fallacy of credibility": "appeal to authority",
    "intentional": "misleading argument",
    # Types only the cue patterns name (they refine a LOGIC type).
    "slippery slope": "slippery slope",
    "whataboutism": "whataboutism",
    "no true scotsman": "no true Scotsman",
    "appeal to ignorance": "appeal to ignorance",
}


@dataclass(frozen=True)
class Cue:
    """A fallacy cue: the type it signals and its pattern (named groups become explanation slots)."""

    label: str
    regex: re.Pattern[str]


_DATA = Path(__file__).resolve().parent / "data" / "cues.json"


def _load() -> tuple[Cue, ...]:
    """The cues of the data file in its order, each pattern with its shared fragments filled in."""
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    fragments = data["fragments"]

    def filled(pattern: str) -> str:
        for name, fragment in fragments.items():
            pattern = pattern.replace(f"<<{name}>>", fragment)
        return pattern

    return tuple(Cue(row["label"], re.compile(filled(row["pattern"]), re.IGNORECASE)) for row in data["cues"])


# The cue patterns are data (fallacies/data/cues.json: label, pattern and a note on what each is for).
CUES: tuple[Cue, ...] = _load()
