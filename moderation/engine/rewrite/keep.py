"""What a suggestion must keep of the sentence it replaces: every figure, every name, the question, most of its words.

The point a candidate declares (plan.py) can be narrower than the sentence: a clause dropped as an attack may have
carried a claim ("only an idiot would support spending $4.2 million on this"). These checks read the original
sentence itself, so a suggestion that drops a figure, a name, a question or most of what was said is refused.
"""

import re

from moderation.engine.rewrite.verify import ATTACK_WORDS, content_words, stem

_FIGURE = re.compile(r"\d[\d,.]*\d|\d")
# A capitalised word inside the sentence is a name ("Mill Road", "Councillor Patel", "June"); "I" and its
# contractions are not.
_NAME = re.compile(r"(?<=[\w,;:)'\"] )[A-Z][\w'-]*")
_NOT_NAMES = frozenset({"I", "I'm", "I've", "I'd", "I'll", "OK"})
# A question restated as one ("I'd also like to ask about …", "which makes me wonder whether …").
_ASKS = re.compile(r"\b(?:like to ask|want to ask|wonder (?:whether|if|why|how)|would like to know)\b", re.I)
# Calling someone a liar or a crook claims they are dishonest: a rewrite may drop the name ("The agents keep every
# deposit") or say it plainly ("has not been honest"), not put a milder verdict in its place ("is misguided").
_DISHONEST = re.compile(r"\b(?:liars?|lying|crooks?|frauds?|thie(?:f|ves)|shills?|grifters?|charlatans?|con artists?)\b", re.I)
_MILDER = re.compile(r"\b(?:misguided|mistaken)\b", re.I)
_HONESTY = re.compile(r"\b(?:honest\w*|dishonest\w*|truth\w*|untrue|mislead\w*|misled|lie[sd]?|lying|false\w*)\b", re.I)
_BRUSHED_TOPIC = re.compile(r"\b(?:whining|whinging|moaning|complaining|crying|bleating|going on|banging on|ranting) "
                            r"about (?P<x>[^,;:.!?]{3,60})[,;:]", re.I)
KEPT_SHARE = 0.5  # of the sentence's own content words, less the findings' own words (at least half kept)


def figures(text: str) -> list[str]:
    """The numbers in `text`, as digit strings ("£2.3 million" → "2.3", "80,000" → "80000")."""
    return [m.group(0).replace(",", "") for m in _FIGURE.finditer(text)]


def names(text: str) -> list[str]:
    """Capitalised words after the first word (names, places, months), without possessive endings."""
    found = (re.sub(r"'s$", "", m.group(0)) for m in _NAME.finditer(text.replace("’", "'")))
    # A common word in capitals is emphasis ("worked SO well"), not a name.
    return [name for name in found if name not in _NOT_NAMES and not ATTACK_WORDS.fullmatch(name)
            and (content_words(name) or not name.isupper())]


def lost(original: str, rewrite: str, quotes: tuple[str, ...] = (), share: bool = True) -> list[str]:
    """What of `original` the rewrite drops (empty when it keeps every figure, name and question and, with `share`,
    most words; the words of `quotes`, the findings inside the sentence, are the problem and need not stay). An ad
    hominem's rewrite passes `share=False`: the remark about the person is most of the sentence and is what goes."""
    problems = []
    have = figures(rewrite)
    if missing := [f for f in figures(original) if f not in have]:
        problems.append("drops the figure " + ", ".join(missing))
    words = set(re.findall(r"[\w'-]+", rewrite.replace("’", "'")))
    words |= {re.sub(r"'s$", "", w) for w in words}  # a name kept in its possessive ("Queen's Park") is kept
    if missing := [n for n in names(original) if n not in words]:
        problems.append("drops the name " + ", ".join(missing))
    if share and _DISHONEST.search(original) and _MILDER.search(rewrite) and not _HONESTY.search(rewrite):
        problems.append("drops the claim of dishonesty")
    if "?" in original and "?" not in rewrite and not _ASKS.search(rewrite):
        problems.append("drops the question")
    # The topic a brush-off names ("Stop whining about the noise, the festival brings in …") is what the point is
    # weighed against: a rewrite that drops it has half the point.
    if (topic := _BRUSHED_TOPIC.search(original)) and not {stem(w) for w in content_words(topic["x"])} <= {
            stem(w) for w in content_words(rewrite)}:
        problems.append("drops the topic " + topic["x"])
    problem = {w for quote in quotes if quote.strip() != original.strip() for w in content_words(quote)}
    said = [w for w in content_words(original) if w not in problem]
    kept = {stem(w) for w in content_words(rewrite)}
    if share and said and sum(stem(w) in kept for w in said) < KEPT_SHARE * len(said):
        problems.append("drops most of what was said")
    return problems
