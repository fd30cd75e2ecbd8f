"""Cue phrases of sarcasm, dismissal, condescension and passive aggression that use no insult word.

The cues are data (commentscore/data/tone_cues.json: case-insensitive regular expressions by kind, with notes on
what each group was checked on). Cues are anchored so that civil uses of the same words stay clean ("good luck with
the move" is sincere, "good luck with that" is not).
"""

import json
import re
from pathlib import Path

_DATA = Path(__file__).resolve().parent / "data" / "tone_cues.json"


def _compiled() -> tuple[tuple[str, re.Pattern], ...]:
    """(kind, cue) in the file's order: the first cue that matches names the sentence's kind."""
    cues: dict[str, list[str]] = json.loads(_DATA.read_text(encoding="utf-8"))["cues"]
    return tuple((kind, re.compile(p, re.IGNORECASE)) for kind, patterns in cues.items() for p in patterns)


_COMPILED = _compiled()


def cue_of(sentence: str) -> tuple[str, str] | None:
    """(kind, the cue's words) for the first cue in the sentence, or None."""
    text = sentence.strip().replace("’", "'")
    for kind, regex in _COMPILED:
        match = regex.search(text)
        if match:
            return kind, match.group(0)
    return None
