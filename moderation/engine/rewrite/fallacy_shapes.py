"""Recast the common fallacy shapes around their conclusion, keeping the premise where it is a fact.

Ad hominem "He cheated on his taxes, so the plan is wrong" → "I think the plan is wrong." (the remark about
the person is not a reason); bandwagon "Everyone is switching, so X must be good" → "I think X may be good,
since many people are switching."; a hasty generalisation's "all"/"every"/"always" → "some"/"often"; a
slippery slope's "next they'll Y" → "I worry that they could Y".
"""

import re

from moderation.engine.rewrite.verify import ATTACK_WORDS

# ("so that restaurant is …": after "so", "that" is the conclusion's own word; after "which means" it is a joint.)
_FUTURE = re.compile(r"(?:'ll| will)(?= [a-z])(?<!the will)(?<!free will)(?<!good will)", re.I)
_SO = re.compile(r"^(?P<p>.{6,}?),? (?:and )?(?:so|therefore|thus|hence|(?:(?:which|that) (?:means|proves)|therefore|thus)"
                 r"(?: that)?) (?P<c>.{4,}?)[.!?]*$", re.I)
# The conclusion first, then a remark about the person as the reason ("X because he is …", "X, since they never …").
_BECAUSE = re.compile(r"^(?P<c>.{6,}?),? (?:because|since|as) (?P<p>(?:he|she|they|you|the \w+)(?:'s|'re| is| are| was| were|"
                      r" has| have| can't| cannot| never| doesn't| don't| couldn't)\b.+?)[.!?]*$", re.I)
_HEDGES = re.compile(r"\b(?:obviously|clearly|totally|completely|definitely|certainly|surely|undoubtedly|plainly|of course|just)\s+", re.I)
_IRREGULAR = {"is": "are", "was": "were", "has": "have", "does": "do", "doesn't": "don't"}


def _plural_verb(verb: str) -> str:
    """The verb that agrees with a plural subject ("hates" → "hate", "watches" → "watch", "is" → "are")."""
    low = verb.lower()
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    if re.search(r"[^aeiou]ies$", low):
        return verb[:-3] + "y"
    if re.search(r"(?:ch|sh|ss|x|o)es$", low):
        return verb[:-2]
    return verb[:-1] if low.endswith("s") and not low.endswith("ss") else verb


# "everyone (I know) hates" → "many people (I know) hate": the verb follows the new plural subject.
_CROWD = ((r"\b(?:everyone|everybody|all of us)\b(?P<who> (?:I|we) know| here| around here|"
            r" (?:on|in|at|from|along) (?:my|our|the|this) \w+)?\s+(?P<v>\w+(?:n't)?)\b",
           lambda m: f"many people{m['who'] or ''} {_plural_verb(m['v'])}"),
          (r"\b(?:everyone|everybody)\b", "many people"),
          (r"\ball my friends\b", "many of my friends"), (r"\bmillions of people\b", "many people"))
_ABSOLUTE = ((r"\bthe whole (\w+) is\b", r"parts of the \1 may be"), (r"\bthe (?:whole|entire) (\w+) (\w+?)s\b", r"parts of the \1 may \2"), (r"\ball (?=[a-z]+s\b)", "some "), (r"\bevery (\w+)", r"some \1"), (r"\beveryone\b", "some people"), (r"\beverybody\b", "some people"), (r"\balways\b", "often"),
             (r"\bnever\b", "rarely"), (r"\bnobody\b", "few people"), (r"\bno one\b", "few people"))
_QUESTION = re.compile(r"(?:why|how|what|who|whom|whose|which|where|when|would|should|could|can|do|does|did|is|are|was|"
                       r"were|will|won't|isn't|aren't|doesn't|don't|shouldn't|wouldn't)\b", re.I)
_RECAST = re.compile(r"(?:so )?(?:what )?you(?:'re|’re| are) (?:basically |really |essentially |actually |just )?saying", re.I)
# A conclusion that only restates the premise's certainty ("so it must be true", "so that settles it").
_SETTLED = re.compile(r"(?:it|this|that)(?:'s| is| must be| has to be)(?: (?:true|right|correct|so|settled|a fact))?|"
                      r"that settles it|case closed|end of (?:story|discussion)", re.I)
_MUST = ((r"\bmust be\b", "may be"), (r"\bhas to be\b", "may be"), (r"\bis definitely\b", "may be"),
         # "the whole town must hate it" concludes (a state: "may" supposes); "the council must reverse it" asks for
         # an act and keeps its "must"
         (r"\bmust(?= (?:hate|love|like|know|want|agree|think|believe|feel|mean|understand|prefer|need|have|own|"
          r"support|oppose|dislike|trust|resent|fear|respect|regret|admire)\b)", "may"))


def _sub_all(text: str, pairs) -> str:
    for pattern, repl in pairs:
        text = re.sub(pattern, repl, text, flags=re.I)
    return text


# A plural that took the place of a singular sweep ("nobody is" → "few people is") takes a plural verb.
_AGREE = ((r"\b(few people|some people) is\b", r"\1 are"), (r"\b(few people|some people) was\b", r"\1 were"),
          (r"\b(few people|some people) has\b", r"\1 have"), (r"\b(few people|some people) (\w+?[^s'])s\b", r"\1 \2"))


# The sweeps a claim can soften without a new noun ("every summer" is a time, not a sweep; "some complaint" breaks).
_SWEEPING_WORDS = tuple(pair for pair in _ABSOLUTE if re.search(r"always|never|nobody|no one", pair[0]))


def softened_sweep(text: str) -> str:
    """`text` with its sweeping words said of most cases ("never" → "rarely", "nobody is" → "few people are")."""
    out = _sub_all(_sub_all(text, _SWEEPING_WORDS), _AGREE)
    return out[:1].upper() + out[1:]


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
    if split and _QUESTION.match(split["c"]):
        split = None  # "…, so why would anyone trust his budget?": the conclusion is a question, not a claim to restate
    if label == "ad hominem" and split:
        conclusion = _HEDGES.sub("", split["c"])
        return _sentence(f"I think {_lower_first(conclusion)}"), split["c"]
    reason = _BECAUSE.match(text) if label == "ad hominem" else None
    if reason:  # "You can't trust X because he is a terrible person": the claim stays, the remark about him goes
        return _sentence(f"I think {_lower_first(_HEDGES.sub('', reason['c']))}"), reason["c"]
    if label == "ad populum" and split and re.search(r"\b(?:everyone|everybody|all my friends|millions|most people|"
                                                     r"(?:half|most|the majority)(?: of)? (?:the|this|our)|"
                                                     r"(?:\d[\d,.]*k?|thousands of|hundreds of|hundred|thousand) \w+)\b",
                                                     split["p"], re.I):
        conclusion = _sub_all(_HEDGES.sub("", split["c"]), _MUST)
        known = re.match(r"(?:everyone|everybody) knows (?:that )?(?P<x>.+)$", split["p"], re.I)
        if known:
            # "Everyone knows X" is the crowd vouching for X: the writer says X as their own view, its sweep softened
            # ("cyclists never pay" → "cyclists rarely pay"), since "many people know X" still leans on the crowd.
            premise = _sub_all(known["x"], _ABSOLUTE)
            return _sentence(f"I think {_lower_first(conclusion)}, since I believe {premise}"), premise + " " + split["c"]
        premise = _sub_all(_lower_first(split["p"]), _CROWD)
        # The head count ("millions of people" → "many people") is the fallacy, not part of the point to keep.
        return _sentence(f"I think {_lower_first(conclusion)}, since {premise}"), premise + " " + split["c"]
    if label == "fallacy of extension" and slots.get("y") and _RECAST.match(slots.get("cue", "")):
        # "So you're saying X?" → "Do you mean that X?": ask about the recast instead of asserting it.
        y = slots["y"].strip().rstrip("?")
        asked = text.replace(slots["cue"], f"Do you mean that {y}?")
        asked = re.sub(r"\?[.!?]+", "?", asked).strip()
        return asked[:1].upper() + asked[1:], y
    if label == "fallacy of credibility" and split:
        # "An expert said X, so it must be true": the report of what they said stays; the certainty drawn from who
        # said it goes ("so it must be true" adds nothing), or becomes a suggestion ("which suggests Z").
        if _SETTLED.fullmatch(split["c"].strip()):
            return _sentence(split["p"]), split["p"]
        conclusion = _sub_all(_HEDGES.sub("", split["c"]), _MUST)
        return _sentence(f"{split['p']}, which suggests {_lower_first(conclusion)}"), split["p"] + " " + split["c"]
    if label == "faulty generalization":
        if split:  # "A few cases, so all X": keep the cases, ask the softened question instead of concluding it
            softened = _sub_all(split["c"], _ABSOLUTE)
            if softened != split["c"] and not ATTACK_WORDS.search(softened):
                softened = softened.replace(" may be ", " are ").replace(" may ", " ")  # "whether parts of the town hate it"
                return _sentence(f"{split['p']}, which makes me wonder whether {_lower_first(softened)}"), text
        if split and re.search(r"\bonce$", split["p"].strip(), re.I) and not ATTACK_WORDS.search(split["c"]):
            # "It happened once, so X": the case stays, the verdict becomes the question it raises.
            return _sentence(f"{split['p']}, which makes me wonder whether {_lower_first(split['c'])}"), text
        softened = _sub_all(text, _ABSOLUTE)
        if softened != text and not ATTACK_WORDS.search(softened):
            return _sentence(softened), text
    if label == "slippery slope":
        # At most four connectors, taken possessively from where a gap starts: an unbounded chain was reread to its
        # end from every gap of "soon soon soon …".
        step = re.search(r"(?:,|(?<![\s,]))\s*+(?:and )?(?:then |next |soon |before long |before you know it |eventually |"
                         r"pretty soon ){1,4}+"
                         r"(?P<y>(?:they|we|you|it|he|she|the \w+)(?:'ll| will) .+)$", text, re.I)
        if step:
            # Every step of the chain is the same speculation: "they could ban cars and every shop could close", not
            # "… and every shop will close" (a noun "will", "the will of", stays).
            hedged = _FUTURE.sub(" could", step["y"])
            return _sentence(text[:step.start()] + ", I worry that " + hedged), text
    return None
