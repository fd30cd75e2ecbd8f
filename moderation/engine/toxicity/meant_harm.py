"""Threats by meaning, not stock words: a wish, call or intent that meets harm to a person, a consequence that meets a
threatened outcome, intimidation and veiled threats. The phrase lists are data (models/threat_frames.json); every hit
goes through scope.py like the other rule families."""

import json
import re
from functools import lru_cache
from pathlib import Path

from moderation.engine.toxicity.hits import RuleHit, hit
from moderation.engine.toxicity.normalise import Normalised
from moderation.engine.toxicity.scope import Scope

_PATH = Path(__file__).resolve().parent / "models" / "threat_frames.json"
_B, _E = r"(?<![\w'-])", r"(?![\w-])"
# A frame and its harm stay within this many characters: a wish at the start of a long sentence is no wish of a harm
# at its end.
_REACH = 90
# A negation between a wish and its harm turns it round ("I hope nobody gets hit there").
_TURNED = re.compile(r"\b(?:nobody|no one|noone|not|never|don't|doesn't|didn't|won't|isn't|aren't)\b|n't\b")
# A harm after "before", "or", "unless" … is a warning of it ("someone should fix the lights before a child gets hit").
_WARNING = re.compile(r"\b(?:before|or|otherwise|unless|if|until|careful|in case)\b")
# The writer's intent threatens someone only when someone else is its object ("I'll break his legs", not "I'll get hit").
_OBJECT = re.compile(r"\b(?:you|him|her|them|your|his|their)\b")
_FIRST_WORD = re.compile(r"[\w']+")
MAX_MATCHES = 8  # frames looked at per sentence, as for the other families
# (family, strength, reason): strong enough to lift THREAT over the flag and make a severe card.
_REASONS = {"wish": (0.85, "wishes harm on someone"), "call": (0.85, "calls for harm to someone"),
            "intent": (0.85, "threatens to harm someone"), "consequence": (0.85, "threatens harm if they go on"),
            "intimidation": (0.8, "intimidates: says they know where someone or their family is"),
            "veiled": (0.8, "a veiled threat of harm")}


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern]:
    """One alternation per list of the data file, compiled once."""
    data = json.loads(_PATH.read_text(encoding="utf-8"))

    def joined(name: str) -> str:
        return "|".join(f"(?:{entry})" for entry in data[name])

    out = {name: re.compile(rf"{_B}(?:{joined(name)}){_E}") for name in ("wish", "call", "intent", "consequence",
                                                                          "intimidation", "veiled")}
    out["harm"] = re.compile(rf"{_B}(?:{joined('harm')}){_E}")
    out["outcome"] = re.compile(rf"{_B}(?:{joined('outcome')}){_E}")
    out["person"] = re.compile(rf"{_B}(?:{joined('persons')}){_E}")
    return out


def meant_harm(norm: Normalised, scope: Scope, found: list[RuleHit], cancelled: list[str]) -> list[RuleHit]:
    """Threat hits by meaning in one normalised sentence, not overlapping a threat hit already `found`."""
    pats, text = _patterns(), norm.text
    taken = [(h.start, h.end) for h in found if h.kind == "threat"]
    out: list[RuleHit] = []
    for start, frame_end, end, family in _spans(pats, text):
        if family in ("consequence", "intimidation", "veiled"):
            # Their own "won't" is the threat ("you won't see me coming"): only what comes before can negate them.
            first = _FIRST_WORD.match(text, start)
            frame_end = first.end() if first else frame_end
        kept = scope.kept(start, frame_end, _REASONS[family][0], cancelled)
        if not kept:
            continue  # "I never said I hope …", "she wrote 'I know where you live', which is vile"
        made = hit(norm, start, end, "threat", kept[0], "", _REASONS[family][1], kept[1])
        if any(s < made.end and made.start < e for s, e in taken):
            continue
        taken.append((made.start, made.end))
        out.append(made)
    return out


def _spans(pats: dict[str, re.Pattern], text: str) -> list[tuple[int, int, int, str]]:
    """(start, frame end, end, family) of each threat the sentence's frames make."""
    spans = []
    aimed = bool(pats["person"].search(text))
    for family, needs in (("wish", "harm"), ("call", "harm"), ("intent", "harm"), ("intent", "outcome"),
                          ("consequence", "outcome")):
        if needs == "harm" and not aimed:
            continue  # harm to no one named ("this plan should be buried")
        for n, frame in enumerate(pats[family].finditer(text)):
            if n == MAX_MATCHES:
                break
            harm = pats[needs].search(text, frame.end(), frame.end() + _REACH)
            if harm is None or needs == "harm" and (_TURNED.search(text, frame.end(), harm.start())
                                                    or _WARNING.search(text, frame.end(), harm.start())):
                continue
            if family == "intent" and not _OBJECT.search(text, frame.end(), harm.end()):
                continue
            spans.append((frame.start(), frame.end(), harm.end(), family))
            break
    for family in ("intimidation", "veiled"):
        spans += [(m.start(), m.end(), m.end(), family) for m in list(pats[family].finditer(text))[:MAX_MATCHES]]
    return spans
