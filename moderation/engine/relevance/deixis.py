"""Short replies that point at the article: "this plan", "the vote", "a third", "nobody asked us about this".

A short comment under an article refers to it the way people do in conversation; the embedding of six words
cannot show that, the pointing can. A reference counts when its noun (or quantity) occurs in the article, or,
for a very short comment, when it points with a bare "this"/"that"/"it" after a preposition or at the end.
"""

import re

_NOUN_REF = re.compile(r"\b(?:this|that|these|those|the|such a|such)\s+(?:(?:new|whole|latest|proposed|so-called)\s+)?"
                       r"(?P<noun>[a-z][a-z'-]{2,})\b", re.I)
_QUANTITY = re.compile(r"\b(?:a third|two thirds|a quarter|three quarters|half|\d+(?:\.\d+)?\s*(?:%|percent|million|"
                       r"billion|thousand))\b", re.I)
_BARE = re.compile(r"\b(?:about|on|of|with|for|against|like|over|by)\s+(?:this|that|it)\b|"
                   r"\b(?:this|that)\s*[.!?]*\s*$", re.I)
_BARE_MAX_WORDS = 8
# Inflections, and the noun endings of a verb the article uses ("these closures" → "close", "the removal" → "remove").
_ENDINGS = ("s", "es", "ed", "ing", "d", "ures", "ure", "itions", "ition", "ions", "ion", "ments", "ment", "als", "al")


def _forms(noun: str) -> set[str]:
    noun = noun.lower()
    stems = {noun} | {noun[: -len(e)] for e in _ENDINGS if noun.endswith(e) and len(noun) - len(e) >= 3}
    return stems


def _in_article(noun: str, article_lower: str) -> bool:
    return any(re.search(rf"\b{re.escape(stem)}(?:e|s|es|ed|ing|d)?\b", article_lower) for stem in _forms(noun))


def references(comment: str, article_text: str) -> list[str]:
    """The comment's words that point at the article (verbatim), in order."""
    article_lower = article_text.lower()
    found = [m.group(0) for m in _NOUN_REF.finditer(comment) if _in_article(m["noun"], article_lower)]
    found += [m.group(0) for m in _QUANTITY.finditer(comment) if m.group(0).lower() in article_lower]
    if not found and len(comment.split()) <= _BARE_MAX_WORDS:
        found += [m.group(0).strip(" .!?") for m in _BARE.finditer(comment)]
    return list(dict.fromkeys(found))
