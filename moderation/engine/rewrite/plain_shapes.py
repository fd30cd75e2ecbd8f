"""Shapes whose point is a plain claim or question under the jab: sarcasm about a result, a group addressed by a
name, "nobody cares", "what kind of idiot …?", "are you blind or …?", "did you even …?".

"Yeah right, because closing the pool has worked wonders for kids' health" claims the closure did not help them;
"You idiots on the council spent £90,000 on a logo" says what the council did; "What kind of idiot schedules bin
collections for Christmas Day?" asks who does and why. Each is recast around that claim or question, keeping its
words (the gate still checks grammar, the point and every judge).
"""

import re

from moderation.engine.rewrite.shapes import Shape, clean, lowered, point_only, what_they_do
from moderation.engine.rewrite.verify import INSULT_NOUN
from moderation.engine.rewrite.words import mock_praise, participle

_I = re.IGNORECASE
# One or two sarcastic markers before "because" ("Yeah, because", "Yeah right, because", "Oh sure, because").
_MARKERS = r"^(?:(?:oh|yeah|yes|sure|right|of course|well)[,!]? ){1,2}because "


def _helped(m: re.Match) -> list[tuple[str, str]]:
    """"Because X has worked wonders for Y" → X has not helped Y (two wordings)."""
    x, y = clean(m["x"]), clean(m["y"])
    return [(f"I doubt {lowered(x)} {m['aux'].lower()} helped {y}.", m["x"] + " " + m["y"]),
            (f"I don't think {lowered(x)} {m['aux'].lower()} been good for {y}.", m["x"] + " " + m["y"])]


def _made_so(m: re.Match) -> tuple[str, str]:
    """"Because X has made Y so lovely" → "I don't think X has made Y lovely"."""
    return (f"I don't think {lowered(clean(m['x']))} {m['aux'].lower()} made {clean(m['y'])} {m['adj'].lower()}.",
            m["x"] + " " + m["y"])


# Words heaped on the name a group is addressed by ("you pathetic lot", "you useless idiots").
_HEAPED = (r"(?:(?:absolute|complete|total|utter|bloody|stupid|dumb|pathetic|useless|lazy|clueless|ignorant|"
           r"incompetent|spineless) )*")
# The verb that starts what the group did ("approved", "left", "spent", "have had", "keep"): past forms, the
# irregular ones the writer is likely to use, and auxiliaries.
_DID = (r"(?:[a-z]{2,}ed|cut|put|set|let|shut|ran|went|came|made|gave|got|said|kept|left|lost|won|spent|paid|sold|"
        r"built|broke|chose|took|sent|told|has|have|had|are|were|keep|never|still|always|just|can't|won't|don't)")


def _disagree_about(m: re.Match) -> tuple[str, str]:
    """"Nobody cares what you think about X" → "I disagree with you about X"."""
    return f"I disagree with you {clean(m['rest'])}.", m["rest"]


_MOCKING = re.compile(r"\b(?:precious|beloved|little|silly|so-called) ", re.I)  # "your precious allotments"


def _other_things_matter(m: re.Match) -> tuple[str, str]:
    """"Nobody cares about your precious allotments" → "I think other things matter more than your allotments"."""
    x = _MOCKING.sub("", m["x"])
    return f"I think other things matter more than {lowered(clean(x))}.", x


def _base(verb: str) -> str:
    """The base form of a third-person verb ("schedules" → "schedule", "approves" → "approve", "tries" → "try")."""
    if re.search(r"[^aeiou]ies$", verb):
        return verb[:-3] + "y"
    if re.search(r"(?:ch|sh|ss|x|zz|o)es$", verb):
        return verb[:-2]
    return verb[:-1]


def _who_does(m: re.Match) -> list[tuple[str, str]]:
    """"What kind of idiot schedules X?" → "Who schedules X?" and "Why would anyone schedule X?"."""
    x, point = clean(m["x"]), m["v"] + " " + m["x"]
    return [(f"Who {m['v'].lower()} {x}?", point), (f"Why would anyone {_base(m['v'].lower())} {x}?", point)]


def _why_would_anyone(m: re.Match) -> tuple[str, str]:
    """"How dumb do you have to be to put X?" → "Why would anyone put X?"."""
    return f"Why would anyone {clean(m['x'])}?", m["x"]


def _have_you(m: re.Match) -> tuple[str, str]:
    """"Did you even read X?" → "Have you read X?", "Are you blind or just pretending not to see X?" → "Have you seen
    X?" (the perfect asks whether; the past with "even" taunts). The point is X: "seen" does not stem to "see"."""
    return f"Have you {participle(m['v'])} {clean(m['x'])}?", m["x"]


_CALLED = rf"(?:{INSULT_NOUN}|lot|people|guys|lads|bunch)"
_DIMWIT = r"(?:stupid|dumb|thick|daft|dense|clueless|blind|naive|gullible|deluded)"
PLAIN_SHAPES: tuple[tuple[re.Pattern, Shape], ...] = (
    (re.compile(_MARKERS + r"(?P<x>.+?) (?P<aux>has|have) (?:worked|done) (?:wonders|miracles) for (?P<y>.{3,})$", _I),
     _helped),
    (re.compile(_MARKERS + r"(?P<x>.+?) (?P<aux>has|have) made (?P<y>.+?) so (?P<adj>[a-z]+)$", _I), _made_so),
    (re.compile(rf"^(?:you|ya) {_HEAPED}{_CALLED} (?:on|in|at|from|over at|down at|running) "
                rf"(?P<s>(?:the|our|this|that|your) [\w'-]+(?: [\w'-]+){{0,3}}?) (?P<vp>{_DID}\b.{{3,}})$", _I),
     what_they_do),  # "You idiots on the council spent £90,000" → "The council spent £90,000": the group by its name
    (re.compile(r"^(?:(?:whatever|honestly|frankly)[,.]? )?(?:nobody|no one) (?:cares|gives a \w+) (?:about )?what you "
                r"(?:think|say|reckon|believe) (?P<rest>(?:about|of|on) .{3,})$", _I), _disagree_about),
    (re.compile(r"^(?:(?:whatever|honestly|frankly)[,.]? )?(?:nobody|no one) cares about (?P<x>(?:your|the|their) "
                r"(?:(?:precious|beloved|little|silly|so-called) )?(?!what\b).{3,})$", _I),
     _other_things_matter),
    # Mock praise before a whole clause ("Great job, geniuses, the new bins are too big for …"): the clause is the
    # point (before an "-ing" phrase, shapes.py says the plan is not a good idea).
    (re.compile(rf"^(?:{mock_praise()}) (?:idea|plan|job|move|work|thinking|stuff)(?:,? (?:geniuses|genius|guys|folks|"
                r"everyone|people|council|team))?[,:!]+\s*(?P<x>(?!\w+ing\b)(?:the|this|that|these|those|our|your|their|"
                r"it|they|we|you)\b.{12,})$", _I), point_only),
    (re.compile(rf"^what (?:kind|sort|type) of (?:\w+ )?(?:{INSULT_NOUN}|person|people|council|management) "
                r"(?P<v>[a-z]+(?<!s)s) (?P<x>.{6,})$", _I), _who_does),
    (re.compile(rf"^how (?:\w+ )?{_DIMWIT} (?:do|would) you (?:have|need) to be to (?P<x>.{{6,}})$", _I), _why_would_anyone),
    (re.compile(rf"^are you (?:(?:really|just|that|so) )?(?:{_DIMWIT}|deaf) or (?:are you |just |simply )*pretending not to "
                r"(?P<v>see|notice|know|hear|understand|remember|read) (?P<x>.{6,})$", _I), _have_you),
    # (Only with a jab: "are you thick or …", or "even"/"actually" — "Did you read the report?" is asked already.)
    (re.compile(rf"^(?=are you |(?:do|did) you (?:lot |people |guys )?(?:even|actually)\b)"
                rf"(?:are you (?:(?:really|just|that|so) )?(?:{_DIMWIT}|an idiot|a moron)(?: or)?,? )?(?:do|did) you "
                r"(?:lot |people |guys )?(?:even |just |actually |ever )*(?:not )?(?P<v>read|see|look|check|watch|listen|"
                r"visit|notice|hear|open|try|ask|think|consider|bother) (?P<x>.{6,})$", _I), _have_you),
)
