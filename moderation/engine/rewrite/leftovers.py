"""What a rewrite must not leave of the sentence it replaces: a determiner whose name-calling noun went, a clause
whose subject was cut with the opening words, a sweeping word of the fallacy it fixes.

Both read the original beside the rewrite, so they catch what the text alone cannot ("I stopped listening to these
years ago." is grammatical, but "these" pointed at the "idiots" that went). They showed once every candidate was
verified, not only the first that passed (issue 26: up to three suggestions).
"""

import difflib
import re

from moderation.engine.rewrite.verify import INSULT_NOUN, is_sentence

_DETERMINER = re.compile(r"(?:these|those|the|a|an|such|this|that|my|your|our|their|his|her)", re.I)
_NAME_CALLING = re.compile(INSULT_NOUN + r"|muppets?|numpties|clowns?", re.I)
_PLACE = re.compile(r"(?:in|at|on|from|of|who|that|with|behind|near|over|down|up)", re.I)


def _stands_for_people(word: str, following: list[str]) -> bool:
    """"those in the depot", "these at the council": a demonstrative standing for people needs no noun."""
    return word.lower() in ("these", "those") and bool(following) and bool(_PLACE.fullmatch(following[0]))


# Words that claim something of every case: a fallacy's rewrite that keeps one still sweeps. ("Everyone I know" is
# the writer's evidence, and the crowd of "everyone knows" is the judges' to flag.)
_SWEEPING = re.compile(r"\b(?:never|always|all|every)\b", re.I)


def _words(text: str) -> list[str]:
    return re.findall(r"[\w'’-]+", text)


def orphaned_determiner(original: str, rewrite: str) -> bool:
    """A determiner the rewrite keeps right before the gap where its name-calling noun was ("these idiots years
    ago" → "these years ago"), or a "you" left before the place that named the group ("you muppets in the depot
    lost it" → "you in the depot lost it"); dropping an adjective ("the useless plan" → "the plan") is fine."""
    before, after = _words(original), _words(rewrite)
    matcher = difflib.SequenceMatcher(a=[w.lower() for w in before], b=[w.lower() for w in after], autojunk=False)
    for tag, i1, i2, j1, _ in matcher.get_opcodes():
        if tag == "delete" and i1 > 0 and j1 > 0 and _DETERMINER.fullmatch(after[j1 - 1]) \
                and _NAME_CALLING.fullmatch(before[i2 - 1]) and not _stands_for_people(after[j1 - 1], after[j1:j1 + 1]):
            return True
        if tag == "delete" and i1 > 0 and j1 > 0 and after[j1 - 1].lower() == "you" and after[j1:j1 + 1] \
                and _NAME_CALLING.fullmatch(before[i2 - 1]) and _PLACE.fullmatch(after[j1]):
            return True  # "You idiots on the board approved it" → "You on the board approved it": the group went too
    return False


def cut_subject(original: str, rewrite: str) -> bool:
    """The rewrite is the original with its opening words cut and nothing in their place, and the cut does not end
    at a clause boundary ("You morons voted for this" → "Voted for this", "Nobody asked for your views on X" →
    "Views on X"); a cut that ends at a comma or a conjunction leaves a clause ("Listen, you clowns, the market …")."""
    body, tail = original.strip(), rewrite.strip().rstrip(".!?")
    at = body.lower().rfind(tail.lower()) if tail else -1
    # (Its first clause must be a sentence itself: "Spare me the sob story, the restaurant failed …" cut to "The sob
    # story, the restaurant failed …" leaves the object of the cut words as a noun phrase alone.)
    if at > 0 and _NAMED_SUBJECT.match(tail) and is_sentence(re.split(r"[,;:–—]", tail)[0] + "."):
        return False  # "You idiots on the council spent £90,000" → "The council spent £90,000": the group is the subject
    return at > 0 and not re.search(r"(?:[,;:–—-]\s*|\b(?:and|but|or|so)\s+)$", body[:at], re.I)


# A subject the cut leaves whole: a determiner and its noun ("the council", "our school board").
_NAMED_SUBJECT = re.compile(r"(?:the|this|that|our|their|your|these|those)\s+\w", re.I)


_PRONOUN_START = re.compile(r"(?:it|they|he|she|this|that|these|those)\b", re.I)
_NOUN_PHRASE = re.compile(r"\b(?:the|this|that|these|those|our|their|his|her|my|your)\s+[a-z]", re.I)


def lost_referent(original: str, rewrite: str) -> bool:
    """The rewrite is the original's last clause, opening with a pronoun whose noun was in the words cut before it
    ("Stop moaning about the market, it brings 4,000 visitors" → "It brings 4,000 visitors": what brings them?)."""
    body, tail = original.strip(), rewrite.strip().rstrip(".!?")
    at = body.lower().rfind(tail.lower()) if tail else -1
    return at > 0 and bool(_PRONOUN_START.match(tail)) and bool(_NOUN_PHRASE.search(body[:at]))


def keeps_sweep(original: str, rewrite: str) -> bool:
    """The rewrite keeps a sweeping word of the original as it was ("Everyone knows cyclists never pay" → "I think
    cyclists never pay"): the fallacy is still there, only its cue went."""
    said = {m.group(0).lower() for m in _SWEEPING.finditer(original)}
    return any(m.group(0).lower() in said for m in _SWEEPING.finditer(rewrite))


# The fallacies whose problem is the sweep itself (a slippery slope's "all" is not its problem).
# A hasty generalisation's premise ("Everyone I know hates it") is the writer's evidence and stays.
SWEEPING_FALLACIES = frozenset({"ad populum", "faulty generalization"})


def leftovers(original: str, rewrite: str, labels: tuple[str, ...] = ()) -> list[str]:
    """What of the problem the rewrite leaves behind (empty when nothing; `labels`: the sentence's findings')."""
    problems = []
    if orphaned_determiner(original, rewrite):
        problems.append("a determiner whose noun was the insult")
    if cut_subject(original, rewrite):
        problems.append("the opening words went, and the subject with them")
    if lost_referent(original, rewrite):
        problems.append("a pronoun whose noun was cut")
    if SWEEPING_FALLACIES & set(labels) and keeps_sweep(original, rewrite):
        problems.append("keeps the sweeping word of the fallacy")
    return problems
