"""Coded language that lives in combinations: numeric codes beside group language, and conspiratorial
framing around the stock actors of antisemitic conspiracy theories ("globalists", "bankers", "cosmopolitan elite").

Neither part alone is code: "Route 88" and "follow the money" are everyday; "88" beside "our race", or
"the globalists who fund this always get their way", is not. A caller's sensitive topic in the category lets
the weaker actors ("bankers", "elites") count with any frame.
"""

import re
from dataclasses import dataclass

from moderation.engine.core.datafile import read_json

_SAY = read_json(__file__, "frames.json")  # each code's and frame's meaning and why

_I = re.IGNORECASE
_NUMBERS = re.compile(r"(?<![\w/.,-])(?P<code>14\s*/\s*88|1488|14\s+words|fourteen words|88|14|23\s*/\s*16|2316|6mwe|109|1290)"
                      r"(?![\w/%-]|[.,]\d)", _I)  # a full stop may follow ("… 14 words."), a decimal may not
_GROUP_LANGUAGE = re.compile(r"\b(?:white|whites|race|racial|aryan|our people|our folk|folk|our blood|european|"
                             r"heritage|nation(?:alist)?|homeland|kin|ancestors|children of our|heil|reich|jews?|"
                             r"jewish|zionists?|brothers|sieg|hail victory|rahowa|blood and soil)\b", _I)
_STRONG_ACTORS = re.compile(r"\b(?:globalists?|global elites?|international bankers?|central bankers?|banksters?|"
                            r"cosmopolitan elites?|rootless cosmopolitans?|citizens of nowhere|the cabal|rothschilds?|"
                            r"money ?men|a certain (?:group|tribe)|(?:the )?tribe|zionist (?:bankers|media|elites?|occupied))\b", _I)
_WEAK_ACTORS = re.compile(r"\b(?:bankers|financiers|elites|soros|hollywood executives|media moguls)\b", _I)
_FRAMES = re.compile(r"\b(?:control\w*|pull\w* the strings|puppet\w*|behind (?:it|this|all|everything)|always get (?:their|what)|"
                     r"get their way|run (?:the|our|everything)|runs? the|own (?:the|our|everything)|fund\w*|financ\w*|"
                     r"agenda|secretly|follow the money|every single time|coincidence|bought|paid for|pay for|"
                     r"orchestrat\w*|engineer\w*|plan to|their plan|they want|wake up|you know who|always profit\w*|profit\w* from)\b", _I)
# The "great replacement" idea: a population replaced on purpose.
_REPLACEMENT = re.compile(r"\b(?:replac\w+ (?:us|the native \w+|white \w+|our people)|(?:white|native) (?:people|populations?|europeans|"
                          r"americans)\s+(?:are|is) being replaced|(?:plan|plot|scheme) to replace|great replacement|white genocide)\b", _I)
_STRONG_FRAMES = re.compile(r"\b(?:control\w* (?:the|our|every|all)|pull\w* the strings|puppet ?masters?|behind (?:it all|everything)|"
                            r"run (?:the world|everything|our country)|own (?:the media|the banks|everything)|every single time|"
                            r"decides? everything|call(?:s|ing)? (?:all )?the shots|really (?:run|runs|control|controls)|"
                            r"bought and paid for)\b", _I)

# "Look at who runs the newspapers": ownership of the media or the money posed as the hidden explanation.
_WHO_OWNS = re.compile(r"\b(?:look at|check|ask (?:yourself )?|find out|notice|see) who (?:really )?(?:runs|owns|controls) "
                       r"(?:the |our |all the )?(?:media|newspapers|news(?: networks| channels)?|press|hollywood|banks|studios)\b", _I)


@dataclass(frozen=True)
class FrameHit:
    """A coded combination: the verbatim term reported, its category and meaning, and why."""

    start: int
    end: int
    text: str
    category: str
    meaning: str
    why: str


def _code_key(code: str) -> str:
    key = re.sub(r"\s|/", "", code.lower())
    return {"14words": "14", "fourteenwords": "14", "1488": "1488", "1416": "14"}.get(key, key)


# Matched at the number's end (never searched from inside a run: the lookbehind sees the number's last digit).
_NOT_COUNTED = re.compile(r"(?<!\s)\s++(?:to|and|from|for|my|our|all|everyone|brothers|sisters|comrades|folks?)\b", _I)
_WORD_AFTER = re.compile(r"(?<!\s)\s++[A-Za-z]")
_LABEL_BEFORE = re.compile(r"\b(?:route|room|page|number|no\.?|bus|flight|platform|gate|aged?|chapter|unit|highway)$", _I)


def word_follows(text: str, end: int) -> bool:
    """Whether a word follows position `end` after whitespace ("88 miles"), read in place (no copy of the rest)."""
    return bool(_WORD_AFTER.match(text, end))


def _label_before(text: str, start: int) -> bool:
    """Whether a label word ends right before `start`, spaces apart ("Route 14"); reads only the few characters
    before it, so each number costs the same however long the comment."""
    end = start
    while end > 0 and text[end - 1].isspace():
        end -= 1
    return bool(_LABEL_BEFORE.search(text, max(0, end - 12), end)) if end > 0 else False


def _counted(text: str, start: int, end: int) -> bool:
    """The number counts or labels something ("88 miles", "Route 14"), rather than standing alone as a code
    ("88 to all my folk")."""
    if _label_before(text, start):
        return True
    return word_follows(text, end) and not _NOT_COUNTED.match(text, end)


def numeric_codes(text: str) -> list[FrameHit]:
    """Numeric codes used beside group language in the same comment."""
    if not _GROUP_LANGUAGE.search(text):
        return []
    out = []
    for m in _NUMBERS.finditer(text):
        key = _code_key(m["code"])
        if m["code"] in ("14", "88") and _counted(text, m.start(), m.end()):
            continue  # "14 white children", "88 miles", "Route 14": a count or a label, not a code
        meaning = _SAY["numbers"].get(key, _SAY["numbers"].get(key[:2], _SAY["number_default"]))
        category = "antisemitic" if key in ("6mwe", "109", "1290") else "white supremacist"
        out.append(FrameHit(m.start(), m.end(), m.group(0), category, meaning, _SAY["number_why"]))
    return out


def _hit(match: re.Match, kind: str) -> FrameHit:
    """The hit of a frame `kind` at `match`, with the category, meaning and why its data entry gives."""
    say = _SAY["frames"][kind]
    return FrameHit(match.start(), match.end(), match.group(0), say["category"], say["meaning"], say["why"])


def replacement(text: str) -> list[FrameHit]:
    """The "great replacement" idea in its common wordings."""
    return [_hit(m, "replacement") for m in _REPLACEMENT.finditer(text)]


def who_owns(text: str) -> list[FrameHit]:
    """"Look at who owns the media": ownership hinted at as the hidden explanation of events."""
    return [_hit(m, "who_owns") for m in _WHO_OWNS.finditer(text)]


def conspiracy_frames(text: str, focused: set[str]) -> list[FrameHit]:
    """Stock conspiracy actors with a framing of secret control or funding in the same comment."""
    strong_frame = bool(_STRONG_FRAMES.search(text))
    any_frame = strong_frame or bool(_FRAMES.search(_STRONG_ACTORS.sub(" ", text)))
    out = []
    for m in _STRONG_ACTORS.finditer(text):
        if any_frame:
            out.append(_hit(m, "strong_actor"))
    for m in _WEAK_ACTORS.finditer(text):
        if strong_frame or ("antisemitic" in focused and any_frame):
            out.append(_hit(m, "weak_actor"))
    return out
