"""Whether a suggestion that edits a sentence left it whole, read from the dependency parses of both.

The grammar rules (grammar.py) are patterns of breaks; a removed phrase head is not a pattern of words. On real
comments the word-level rules dropped a swear word or an insult that headed its phrase and left the rest: "I
don't give a single about …", "Don't with …", "X is the ultimate." (benchmarks/CHOICES.md). Here the two texts
are aligned word by word and the parses say what a removed word governed and what its head still has.
"""

from difflib import SequenceMatcher

from moderation.engine.core.parse import Word, words

MAX_CHARS = 1000  # a longer sentence is left to the grammar rules (a parse grows with its length)
SHORT = 3  # a replacement of at most this many words on each side edits the sentence; a longer one restates it
# Kept words that cannot stand without the word they hung on: "a single [damn]", "your [crap]", "do n't [screw]".
_NEEDS_HEAD = frozenset({"det", "predet", "amod", "poss", "nummod", "quantmod", "compound", "advmod", "neg", "aux",
                         "auxpass", "prt", "case", "mark", "prep", "agent", "nmod"})
# What a clause needs, by family: a removed one must have been replaced in the suggestion ("gives [a damn]" → "gives").
# A direct object is not among them: a trailing vocative reads as one ("… cited, you moron"), and a verb left without
# its object mostly still reads ("I'll report"); a preposition left without its object never does.
_OBJECTS = frozenset({"pobj", "attr", "acomp", "dative", "oprd"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl"})
_FAMILY = {**dict.fromkeys(_OBJECTS | {"dobj", "ccomp", "xcomp", "pcomp", "prep"}, "object"),  # "be [nasty] with me"
           **dict.fromkeys(_SUBJECTS | {"csubj", "csubjpass"}, "subject")}
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "dative"})  # noun slots a short replacement must fill
_DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})


def _key(word: Word) -> str:
    return word.text.lower().replace("’", "'")


def _noun(word: Word) -> bool:
    return word.tag.startswith("NN") or word.tag in ("PRP", "CD", "WP")


def _replaced(parse: tuple[Word, ...], reparse: tuple[Word, ...], old: list[Word], new: list[Word],
              kept: set[int]) -> str:
    """What is wrong with putting `new` in place of `old` (both short), or "" (`kept`: the original's kept words)."""
    # "bullshit" → "bull …": a word of two letters or more, three or more letters cut off (not "worked" → "work")
    cut = next(((o, n) for o in old for n in new
                if len(_key(n)) >= 2 and len(_key(o)) >= len(_key(n)) + 3 and _key(o).startswith(_key(n))), None)
    if cut:
        return f"part of a word removed ({cut[0].text} → {cut[1].text})"
    inside = {w.i for w in old}
    head = next((w for w in old if w.head not in inside or w.head == w.i), old[0])
    inside = {w.i for w in new}
    placed = next((w for w in new if w.head not in inside or w.head == w.i), new[0])
    # A noun slot: the noun was a subject or an object, or its determiner or possessive stays ("the mayor's [stooge]").
    slot = head.dep in _ARGUMENTS or any(w.head == head.i and w.i in kept and w.dep in ("det", "poss") for w in parse)
    # An adjective on a kept noun leaves the slot filled ("What a [joke of a] timetable" → "What a disappointing …").
    modifies = placed.head != placed.i and _noun(reparse[placed.head])
    if _noun(head) and slot and not _noun(placed) and not modifies:
        return f"a noun replaced by another part of speech ({head.text} → {placed.text})"
    return ""


def _between_has_mark(parse: tuple[Word, ...], a: int, b: int) -> bool:
    return any(w.punct for w in parse[min(a, b) + 1:max(a, b)])


def _problems(before: tuple[Word, ...], after: tuple[Word, ...], gone: set[int], kept: dict[int, int]) -> list[str]:
    """A removed word whose modifier stayed behind, or a removed argument its kept head now lacks."""
    found = []
    for i in sorted(gone):
        word = before[i]
        children = [c for c in before if c.head == i and c.i != i and c.i in kept]
        # A kept compound noun takes the removed head's place ("a fake expert [clown]"), and its modifiers with it.
        takes_over = any(c.dep == "compound" and _noun(c) for c in children)
        # A demonstrative left reads as a pronoun, with the noun's prepositional phrase ("This [idiot] is …", "those
        # [clowns] in the depot"), unless the noun's participle stayed too ("these [fools] blaming others").
        pronoun = any(_key(c) in _DEMONSTRATIVES for c in children) and not any(c.dep == "acl" for c in children)
        left = [c for c in children if c.dep in _NEEDS_HEAD and c.tag != "PRP"  # "You [morons] voted": a pronoun
                and not (pronoun and (_key(c) in _DEMONSTRATIVES or c.dep == "prep"))
                and not (c.dep == "prep" and word.dep == "acomp")]
        if left and not takes_over:
            found.append(f"“{word.text}” removed but not “{left[0].text}”, which hung on it")
            continue
        family = _FAMILY.get(word.dep)
        if word.head not in kept or (word.dep not in _OBJECTS and word.dep not in _SUBJECTS):
            continue
        # An object after its verb, a subject before it with nothing between: a fronted phrase ("What a joke, …",
        # "Classic, …") is read as one by the parser, and is no argument.
        if (word.dep in _OBJECTS) != (word.i > word.head) or _between_has_mark(before, i, word.head):
            continue
        placed = after[kept[word.head]]
        if placed.dep in ("aux", "auxpass"):
            continue  # "are [a bunch of crooks] charging": the verb became the next one's auxiliary
        if not any(c.head == placed.i and c.i != placed.i and _FAMILY.get(c.dep) == family for c in after):
            found.append(f"“{word.text}” removed, and “{before[word.head].text}” has no {family} left")
    return found


def edit_problems(original: str, rewrite: str) -> list[str]:
    """What breaks the sentence when `rewrite` replaces `original` (empty when it reads whole, or when it restates
    the sentence rather than editing it)."""
    if len(original) > MAX_CHARS or len(rewrite) > MAX_CHARS:
        return []
    parsed, reparsed = words(original), words(rewrite)
    before, after = [w for w in parsed if not w.punct], [w for w in reparsed if not w.punct]
    matcher = SequenceMatcher(a=[_key(w) for w in before], b=[_key(w) for w in after], autojunk=False)
    gone: set[int] = set()
    kept: dict[int, int] = {}  # a kept word's position in the original's parse → in the suggestion's
    replaced = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            kept.update((before[i1 + k].i, after[j1 + k].i) for k in range(i2 - i1))
        elif op == "delete":
            gone |= {w.i for w in before[i1:i2]}
        elif op == "replace" and i2 - i1 <= SHORT and j2 - j1 <= SHORT:
            replaced.append((before[i1:i2], after[j1:j2]))
    found = [problem for old, new in replaced if (problem := _replaced(parsed, reparsed, old, new, set(kept)))]
    return found + _problems(parsed, reparsed, gone, kept)
