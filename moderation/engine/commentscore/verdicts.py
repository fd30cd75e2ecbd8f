"""Contempt said of people: an adjective of worthlessness or stupidity aimed at a person or a body that acts.

"The whole committee is useless", "Is the mayor just thick or …", "Anyone who backs the tower is delusional",
"clueless management": the verdict is on people, not on what they did, so it is a put-down the coach points at.
The same word said of a thing ("the timetable is useless") is left to the tone patterns for ideas.
Word lists: commentscore/data/person_verdicts.json.
"""

import re
from functools import lru_cache

from moderation.engine.core.datafile import read_json
from moderation.engine.core.text import said_of_oneself


def _words(items: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(set(items), key=len, reverse=True))


@lru_cache(maxsize=1)
def _regexes() -> tuple[re.Pattern, ...]:
    """The shapes, built once from the word lists."""
    data = read_json(__file__, "person_verdicts.json")
    verdict, adverb, people = _words(data["verdicts"]), _words(data["adverbs"]), _words(data["people"])
    # "ignorant of the rule" describes what someone does not know; "is too dim to see" stays a verdict.
    word = rf"(?P<v>(?:{verdict}))(?![\w-])(?!\s+(?:of|about|to\s+(?:the|this|that|a|an)\b))"
    adverbs = rf"(?:(?:{adverb})\s+)*"
    be = r"(?:is|are|was|were|'s|'re|’s|’re)"
    return (
        # "<people> is/are <verdict>": the word before the verb is the subject's head.
        re.compile(rf"(?<![\w-])(?:{people})\s+{be}\s+{adverbs}{word}", re.I),
        # "Is the mayor just thick …?", "are the board really this dense", "are you actually this thick"
        re.compile(rf"\b(?:is|are|was|were)\s+(?:(?:the|our|your|their|this|that|these|those|his|her)\s+(?:[\w-]+\s+)?"
                   rf"(?:{people})|you|he|she)\s+{adverbs}(?:this\s+)?{word}", re.I),
        # "Anyone who still backs the tower is delusional"
        re.compile(rf"\b(?:anyone|anybody|everyone|everybody|whoever|people|those)\s+(?:who|that)\b[^,.;:!?]{{1,80}}?"
                   rf"\s{be}\s+{adverbs}{word}", re.I),
        # "clueless management", "this useless broadband company" (not "a dumb question": the noun must be people)
        re.compile(rf"(?<![\w-])(?P<v>(?:{verdict}))\s+(?:[\w-]+\s+)?(?:{people})(?![\w-])", re.I),
    )


def verdict_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each contempt word said of people in `text`, not of the writer themselves."""
    out: set[tuple[int, int]] = set()
    for regex in _regexes():
        for m in regex.finditer(text):
            start, end = m.span("v")
            if not said_of_oneself(text[:start]) and not re.search(r"\b(?:not|never|n't|no)\s+(?:\w+\s+)?$", text[:start], re.I):
                out.add((start, end))
    return sorted(out)
