"""The attack's whole phrase, found from the sentence's dependency parse and removed (issue 41).

A finding quotes a word or two ("losers", "pathetic"); the attack is the phrase the parse hangs them in: a vocative
("…, genius:"), an appositive insult ("the mayor, that clueless clown, …"), an adjective of contempt and its
intensifiers ("truly inspired"), a jab clause beside the point ("Wow, you really are as thick as you sound: the GP
surgery closed in 2023."). Each is a subtree: removed whole, with the punctuation that set it off, what is left
keeps the writer's point. A name said as the whole claim ("X is a clown who promised Y") leaves the subject and
what the relative clause says it did ("X promised Y"). Nothing is removed when the attack is the whole sentence.
"""

import re

from moderation.engine.core.parse import parsed
from moderation.engine.rewrite.rules import tidy
from moderation.engine.rewrite.verify import INSULT_NOUN

_SET_OFF = frozenset({",", ":", ";", "—", "–", "-", "...", "…"})
_MODIFIERS = frozenset({"amod", "advmod", "compound", "nummod"})  # words that describe their head
_ADDRESSED = frozenset({"npadvmod", "intj", "appos", "dep", "vocative", "nsubj", "attr"})
_CLAUSES = frozenset({"advcl", "ccomp", "parataxis", "conj", "xcomp"})
_RELATIVE = frozenset({"who", "that", "which", "whom"})
# A suggestion is a sentence a writer would keep: longer ones, or ones with more attacks than this, are not parsed
# (each attack is one parse of the sentence; a 20,000-character junk sentence of insults would be thousands).
MAX_CHARS = 400
MAX_ATTACKS = 4
# A name-calling noun is never an adjective, whatever the small tagger says ("what kind of idiot schedules …" was
# tagged as an adjective of "collections").
_NAME = re.compile(INSULT_NOUN, re.I)


def _span(token) -> tuple[int, int]:
    """The token range of `token`'s subtree without the punctuation at its edges."""
    first, last = token.left_edge.i, token.right_edge.i + 1
    doc = token.doc
    while first < token.i and doc[first].is_punct:
        first += 1
    while last - 1 > token.i and doc[last - 1].is_punct:
        last -= 1
    return first, last


def _outside(doc, first: int, last: int, found: set[int]) -> bool:
    """Whether doc[first:last] holds every finding token and the rest of the sentence still holds words."""
    rest = [t for t in doc if not first <= t.i < last and not t.is_punct]
    return bool(rest) and not any(i < first or i >= last for i in found)


def _set_off(doc, first: int, last: int) -> bool:
    """Whether doc[first:last] stands apart: at an edge of the sentence or between punctuation marks."""
    before = first == 0 or doc[first - 1].text in _SET_OFF
    after = last >= len(doc) or doc[last].text in _SET_OFF or doc[last].is_punct
    return before and after


def _holds_a_topic(doc, first: int, last: int, found: set[int]) -> bool:
    """Whether a clause doc[first:last] names something besides the attack ("Shut up about the bins": the bins are
    part of the point), i.e. a noun outside the findings that does not describe them."""
    for token in doc[first:last]:
        if token.tag_.startswith("NN") and token.i not in found and not (
                token.dep_ in _MODIFIERS and token.head.i in found):
            return True
    return False


def _unit(doc, found: set[int]):
    """(first, end, head token) of the smallest detachable phrase holding every finding token, or None."""
    tokens = [doc[i] for i in sorted(found)]
    top = min(tokens, key=lambda t: len(list(t.ancestors)))
    node = top
    while True:
        first, last = _span(node)
        if node.dep_ != "ROOT" and _outside(doc, first, last, found):
            if node.i in found and node.dep_ in _MODIFIERS and node.head.tag_.startswith(("NN", "JJ")) and (
                    node.i < node.head.i or _set_off(doc, first, last)) and not _NAME.fullmatch(node.text):
                return first, last, node  # "truly inspired" leadership, "pathetic" puppet, "a reform, pathetic."
            if node.i in found and node.dep_ in _ADDRESSED and _set_off(doc, first, last) and not any(
                    c.dep_ == "det" and c.lower_ not in ("you", "that", "this") for c in node.children):
                return first, last, node  # "…, genius:", "the mayor, that clueless clown, …", "Listen, you fools, …"
            if node.dep_ in _CLAUSES and _set_off(doc, first, last) and not _holds_a_topic(doc, first, last, found):
                return first, last, node  # the jab clause beside the point
        if node.dep_ == "ROOT":
            return None
        node = node.head


def _named_claim(doc, found: set[int]) -> str:
    """"X is a clown who promised Y" → "X promised Y", "the moderators, losers who deleted my post" → "the
    moderators deleted my post": who is named, and what the relative clause on the name says they did, when the
    name is the complement of "to be" or set beside them ("" otherwise)."""
    for name in (doc[i] for i in sorted(found)):
        while name.dep_ in _MODIFIERS and name.head.tag_.startswith("NN"):
            name = name.head  # "lazy" → "slob"
        clause = next((c for c in name.children if c.dep_ == "relcl"), None)
        if clause is None or any(clause.left_edge.i <= i for i in found if i > name.i):
            continue
        pronoun = doc[clause.left_edge.i]
        if not (pronoun.lower_ in _RELATIVE and pronoun.dep_ in ("nsubj", "nsubjpass") and pronoun.head.i == clause.i):
            continue  # "a clown whose ideas …": the clause does not say what the person did
        did = doc[pronoun.i + 1:clause.right_edge.i + 1].text
        named = name
        if name.dep_ == "pobj" and name.head.lower_ == "of" and name.head.head.dep_ in ("attr", "appos"):
            named = name.head.head  # "a bunch of clowns who …": the bunch is what the subject is called
        if named.dep_ in ("attr", "acomp"):
            subject = next((c for c in named.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            if subject is None:
                continue
            first, last = subject.left_edge.i, subject.right_edge.i + 1
        elif named.dep_ == "appos":
            first, last = named.head.left_edge.i, _span(named)[0]
        else:
            continue
        if not any(first <= i < last for i in found):  # who is named must not be the attack itself
            return tidy(f"{doc[first:last].text.rstrip(' ,')} {did}")
    return ""


def _remove_one(sentence: str, start: int, end: int) -> str:
    """`sentence` without the whole phrase the characters start:end belong to ("" when none can go)."""
    with parsed(sentence) as doc:
        return _removed(doc, start, end)


def _removed(doc, start: int, end: int) -> str:
    """The parsed sentence without the whole phrase the characters start:end belong to ("" when none can go)."""
    found = {t.i for t in doc if start < t.idx + len(t.text) and t.idx < end}
    if not found:
        return ""
    claim = _named_claim(doc, found)
    if claim:
        return claim
    unit = _unit(doc, found)
    if unit is None:
        return ""
    first, last, node = unit
    if (node.dep_ == "appos" and node.head.dep_ != "ROOT" and 0 < first and last < len(doc)
            and doc[first - 1].text == "," and doc[last].text == ","):
        first, last = first - 1, last + 1  # "the mayor, that clueless clown, closed …": both commas go
    elif first > 0 and doc[first - 1].text in _SET_OFF and (last >= len(doc) or doc[last].is_punct):
        first -= 1  # the mark that set it off goes with it; the one after it stays as the separator or the end
    elif first == 0 and last < len(doc) and doc[last].text in _SET_OFF:
        last += 1
    before, after = doc[:first].text_with_ws, doc[last:].text
    return tidy(f"{before.rstrip()} {after}" if before and after else before + after)


def without_attack(sentence: str, quotes: list[str]) -> str:
    """`sentence` without the whole phrase each quoted attack belongs to, one after another (the last first); ""
    when none can go without taking the point with it, or the sentence is too long or too full of attacks to try."""
    if len(sentence) > MAX_CHARS or len(quotes) > MAX_ATTACKS:
        return ""
    text, removed = sentence, False
    for quote in sorted(quotes, key=sentence.find, reverse=True):
        at = text.find(quote)
        if at < 0:
            continue  # it went with an earlier phrase
        shorter = _remove_one(text, at, at + len(quote))
        if shorter:
            text, removed = shorter, True
    return text if removed else ""
