"""Plain copy: service explanations without the internal figures and model terms behind them (figures go under
"Details"); the words come from coach/copy.json."""

import json
import re
from functools import lru_cache
from pathlib import Path

_DATA = Path(__file__).parent / "copy.json"
# "(similarity 0.05)", "(0 of 64 bits differ)", "(toxicity 0.31)": a parenthesis of words around one number.
_FIGURE = re.compile(r"\s*\((?=[^()]*\d)(?=[^()]*[A-Za-z])[A-Za-z0-9 .%,:=/-]*\)")
# ", similarity 0.23" inside a longer parenthesis, "(probability 0.02)" already gone by _FIGURE.
_SIMILARITY = re.compile(r",?\s*(?:closest |best )?similarity \d+(?:\.\d+)?|\s*\(\d+%\)", re.I)
# "Signals of machine-written text: 6 word frequency, 3 stylistic, 1 epistemic." counts of the detector's kinds.
_SIGNALS = re.compile(r"Signals of machine-written text: ((?:\d+ [a-z ]+?(?:, |(?=\.)))+)\.")


# What a figure leaves behind when it was quoted: 'unrelated to the article ("closest similarity 0.07")' → '("")'.
_EMPTY_QUOTE = re.compile(r"\s*\(\s*(?:\"\s*\"|“\s*”|'\s*')\s*\)")


@lru_cache(maxsize=1)
def copy() -> dict:
    """The coach's plain words (coach/copy.json)."""
    return json.loads(_DATA.read_text(encoding="utf-8"))


def _signals(match: re.Match) -> str:
    kinds = [re.sub(r"^\d+ ", "", part).strip() for part in match.group(1).split(", ")]
    words = [copy()["signals"].get(kind, kind) for kind in kinds]
    listed = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
    return f"It shows signs of machine-written text: {listed}."


def plain(text: str) -> str:
    """`text` without parenthesised internal figures, similarity scores or the detectors' own terms."""
    text = _SIMILARITY.sub("", _FIGURE.sub("", text or ""))
    for old, new in copy()["replace"]:
        text = text.replace(old, new)
    text = _EMPTY_QUOTE.sub("", text)
    return _SIGNALS.sub(_signals, text).replace(" ()", "").strip()
