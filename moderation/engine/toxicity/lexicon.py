"""The toxicity word lists (toxicity/models/lexicon.json), loaded once, plus phrase regexes built from them."""

import json
import re
from functools import lru_cache
from pathlib import Path

from moderation.engine.core.datafile import alternation  # noqa: F401 - the toxicity rules' one way to build an alternation

_PATH = Path(__file__).resolve().parent / "models" / "lexicon.json"


@lru_cache(maxsize=1)
def lexicon() -> dict:
    """The raw lists."""
    return json.loads(_PATH.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def entries(name: str) -> tuple[str, ...]:
    """The entries of the list `name`, in its order, without its note (an entry starting with "_")."""
    return tuple(e for e in lexicon()[name] if not e.startswith("_"))


@lru_cache(maxsize=None)
def word_regex(name: str) -> re.Pattern:
    """Whole-word regex for one list."""
    return re.compile(rf"(?<![\w-])(?:{alternation(lexicon()[name])})(?![\w-])")


@lru_cache(maxsize=1)
def slurs() -> dict[str, tuple[str, bool, bool]]:
    """slur -> (targeted group, reclaimable, has a harmless homonym)."""
    return {k: tuple(v) for k, v in lexicon()["slurs"].items() if not k.startswith("_")}


# Insult words with an everyday literal sense ("a pig loose on the road", "rats in the loft", "take the trash out"):
# they are insults only when said of someone.
_LITERAL_TOO = frozenset({"pig", "rat", "snake", "vermin", "parasite", "trash", "garbage", "troll", "clown", "creep",
                          "freak"})
# Said of someone: addressed or pointed at ("you pig", "these rats", "what a creep"), or the complement of a verb
# "to be" whose subject is not "there" ("the mayor is a snake", not "there was a pig").
_SAID_OF = re.compile(r"(?:\b(?:you|ya|ur|u|these|those|such|what|bunch of|pack of|little|dirty|filthy|greedy)|"
                      r"(?<!there)(?<!there')\s(?:is|are|was|were)|'s|'re)\s+(?:an? )?(?:[a-z]+ )?$")
# Read right after the word, never from inside a whitespace run: a scan over a long run stays linear.
_NAME_ENDS = re.compile(r"(?<!\s)(?:s|es)?\s*+(?:[.,;:!?)]|$|\b(?:who|that|and|or|but|like|again|too)\b)")


# How far back the words saying whom an insult is said of are read (each word's check costs no more late in a text).
_LOOKBACK = 200


def _singular(word: str) -> str:
    """The word a plural of the list stands for ("rats" → "rat"), so a plural keeps its singular's checks."""
    return word[:-1] if word.endswith("s") and word[:-1] in _LITERAL_TOO else word


def insult_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every insult word of the list in `text` (a word with a literal sense only when said of someone)."""
    lowered = text.lower()
    return [m.span() for m in word_regex("insults").finditer(lowered)
            if _singular(m.group(0)) not in _LITERAL_TOO
            or (_SAID_OF.search(lowered, max(0, m.start() - _LOOKBACK), m.start()) and _NAME_ENDS.match(lowered, m.end()))]


_STACKED = re.compile(r",?\s*+(?:(?:and|or|&)\s++)?(?:(?<![a-z])[a-z]++\s++)?")  # between two names: "liars and lazy cowards"


def names_called(text: str) -> list[tuple[int, int]]:
    """(start, end) of every name-calling noun of the lexicon said of someone ("the owners are whining crybabies",
    "such morons"): calling a person a name is a put-down even in a calm sentence. A noun with a literal sense
    ("rats") must also end the name ("these rats." but not "these rats in the loft")."""
    lowered = text.lower()
    out: list[tuple[int, int]] = []
    for m in word_regex("name_calling_nouns").finditer(lowered):
        # A name stacked on one already called ("liars and cowards", "idiot moron") is said of the same people.
        stacked = bool(out) and _STACKED.fullmatch(lowered, out[-1][1], m.start()) is not None
        if ((stacked or _SAID_OF.search(lowered, max(0, m.start() - _LOOKBACK), m.start()))
                and (_singular(m.group(0)) not in _LITERAL_TOO or _NAME_ENDS.match(lowered, m.end()))):
            out.append(m.span())
    return out


@lru_cache(maxsize=1)
def mild_swearing() -> frozenset[str]:
    """Swear words a site at its standard level accepts ("damn", "bloody"): a minor finding at most."""
    return frozenset(lexicon()["mild_swearing"])


def is_mild_swearing(phrase: str) -> bool:
    """Whether a swear phrase is mild: every word of it is one of `mild_swearing` ("bloody hell" as "bloody")."""
    words = re.findall(r"[\w']+", phrase.lower())
    return bool(words) and set(words) <= mild_swearing()
