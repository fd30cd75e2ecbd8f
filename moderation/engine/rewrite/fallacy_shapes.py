"""Recast the common fallacy shapes around their conclusion, keeping the premise where it is a fact.

Ad hominem "He cheated on his taxes, so the plan is wrong" → "I think the plan is wrong." (the remark about
the person is not a reason); bandwagon "Everyone is switching, so X must be good" → "I think X may be good,
since many people are switching."; a hasty generalisation's "all"/"every"/"always" → "some"/"often"; a
slippery slope's "next they'll Y" → "I worry that they could Y".
"""

import re

from moderation.engine.rewrite.verify import ATTACK_WORDS

_SO = re.compile(r"^(?P<p>.{6,}?),? (?:and )?(?:so|therefore|thus|hence|which means|that means|which proves|that proves) "
                 r"(?:that )?(?P<c>.{4,}?)[.!?]*$", re.I)
_HEDGES = re.compile(r"\b(?:obviously|clearly|totally|completely|definitely|certainly|of course|just)\s+", re.I)
_CROWD = ((r"\b(?:everyone|everybody|all of us)\s+is\b", "many people are"), (r"\b(?:everyone|everybody)\s+has\b", "many people have"),
          (r"\b(?:everyone|everybody)\s+(\w+?)s\b", r"many people \1"), (r"\b(?:everyone|everybody)\b", "many people"),
          (r"\ball my friends\b", "many of my friends"), (r"\bmillions of people\b", "many people"))
_ABSOLUTE = ((r"\bthe whole (\w+) is\b", r"parts of the \1 may be"), (r"\bthe (?:whole|entire) (\w+) (\w+?)s\b", r"parts of the \1 may \2"), (r"\ball (?=[a-z]+s\b)", "some "), (r"\bevery (\w+)", r"some \1"), (r"\beveryone\b", "some people"), (r"\beverybody\b", "some people"), (r"\balways\b", "often"),
             (r"\bnever\b", "rarely"), (r"\bnobody\b", "few people"), (r"\bno one\b", "few people"))
_MUST = ((r"\bmust be\b", "may be"), (r"\bhas to be\b", "may be"), (r"\bis definitely\b", "may be"))


def _sub_all(text: str, pairs) -> str:
    for pattern, repl in pairs:
        text = re.sub(pattern, repl, text, flags=re.I)
    return text


def _lower_first(text: str) -> str:
    first = text.split(" ", 1)[0]
    return text if first == "I" or first.startswith("I'") or first[1:2].isupper() else text[:1].lower() + text[1:]


def _sentence(text: str) -> str:
    text = re.sub(r"\s{2,}", " ", text).strip(" ,;")
    return text[:1].upper() + text[1:].rstrip(".!?") + "."


def fallacy_rewrite(sentence: str, label: str, slots: dict[str, str]) -> tuple[str, str] | None:
    """(rewrite, point) for a fallacy finding of `label` in `sentence`, or None."""
    text = sentence.strip().replace("’", "'")
    split = _SO.match(text)
    if label == "ad hominem" and split:
        conclusion = _HEDGES.sub("", split["c"])
        return _sentence(f"I think {_lower_first(conclusion)}"), split["c"]
    if label == "ad populum" and split and re.search(r"\b(?:everyone|everybody|all my friends|millions|most people|"
                                                     r"(?:half|most|the majority)(?: of)? (?:the|this|our))\b", split["p"], re.I):
        conclusion = _sub_all(_HEDGES.sub("", split["c"]), _MUST)
        premise = _sub_all(_lower_first(split["p"]), _CROWD)
        return _sentence(f"I think {_lower_first(conclusion)}, since {premise}"), split["p"] + " " + split["c"]
    if label == "faulty generalization":
        if split:  # "A few cases, so all X": keep the cases, ask the softened question instead of concluding it
            softened = _sub_all(split["c"], _ABSOLUTE)
            if softened != split["c"] and not ATTACK_WORDS.search(softened):
                softened = softened.replace(" may be ", " are ").replace(" may ", " ")  # "whether parts of the town hate it"
                return _sentence(f"{split['p']}, which makes me wonder whether {_lower_first(softened)}"), text
        softened = _sub_all(text, _ABSOLUTE)
        if softened != text and not ATTACK_WORDS.search(softened):
            return _sentence(softened), text
    if label == "slippery slope":
        step = re.search(r",?\s*(?:and )?(?:then |next |soon |before long |before you know it |eventually |pretty soon )+"
                         r"(?P<y>(?:they|we|you|it|he|she|the \w+)(?:'ll| will) .+)$", text, re.I)
        if step:
            hedged = re.sub(r"(?:'ll| will)\b", " could", step["y"], count=1)
            return _sentence(text[:step.start()] + ", I worry that " + hedged), text
    return None
