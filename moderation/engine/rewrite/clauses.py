"""Split a sentence into clauses, drop the clauses that attack people, and restate the rest without put-downs.

"The mayor is a liar and anyone who voted for him is a moron." → the second clause only attacks voters
(dropped); the first carries a claim about honesty ("I don't think the mayor has been honest with us.").
"This is the dumbest plan I have ever seen, run by a bunch of clowns." → "This is the least convincing plan
I have ever seen." A judgement of a thing keeps its judgement in plain words; an attack on people goes.
"""

import re

from moderation.engine.rewrite.verify import ANIMAL, ATTACK_WORDS, INSULT_NOUN, content_words

# Possessive runs, and a run tried only from its start ((?<!\s)): `\s+[–—-]` retried from every space of a long run.
_SPLIT = re.compile(r"(,\s++|;\s*+|(?<!\s)\s++(?:[–—-]\s++|(?:and|but)\s++(?=(?:anyone|anybody|everyone|you|he|she|"
                    r"they|those|these|people|the|this|that|it|we|i)\b)))", re.I)
_PERSON = re.compile(r"\b(?:you|your|you're|anyone|anybody|everyone|people|who|he|she|they|them|those|these|folks|"
                     r"bunch|voters?|supporters?|fans?|crowd|lot|whoever|idiots?|morons?|clowns?|fools?|losers?|sheep)\b",
                     re.I)
# Words between the verb and the name ("are a bunch of greedy crooks", "is a lying fraud", "is a useless clown"):
# verdicts of greed, dishonesty and worthlessness.
_INTENSIFIED = (r"(?:a |an |such |just |a bunch of |total |complete |absolute |utter |bunch of |pack of |shower of |"
                r"greedy |lying |entitled |corrupt |two-faced |sneaky |useless |lazy |clueless |ignorant |incompetent |"
                r"blind |arrogant |pompous |spineless |gutless |pathetic |petty |little |smug |self-important )*")
_CALLED = re.compile(rf"\b(?:is|are|was|were|'s|'re)\s+(?P<np>{_INTENSIFIED}{INSULT_NOUN})\b", re.I)
# Where a name can end: "a bunch of clowns who …" is said of people, "a clown car" is not a name.
# (Not before a preposition: "she was a clown at the fair for years" is a job.)
_NAME_ENDS = re.compile(r"(?<!\s)(?:\s*+(?:[.,;:!?)]|$)|\s++(?:who|that|and|or|but|if|because|when|than|anyway|again|"
                        r"too)\b)", re.I)


# Words heaped on an insult noun ("you useless muppets", "those bloody clowns").
_HEAPED = (r"(?:absolute |complete |total |utter |bloody |pack of |bunch of |stupid |dumb |pathetic |useless |lazy |"
           r"little |clueless |ignorant )*")
# The reader addressed by an insult noun ("you muppets want …", "listen, you fool."): a plural, or a name that ends.
_ADDRESSED = re.compile(rf"\b(?:you|ya)\s+(?P<np>{_HEAPED}{INSULT_NOUN})\b", re.I)
# People pointed at and called names ("These idiots cut the budget"): they are "they".
# (Not before a preposition unless a verdict is heaped on them: "those clowns at the circus" are clowns, "those
# lazy clowns in the council" are councillors.)
_PREPOSITION = r"\s+(?:at|in|on|from|of|with|for|by|to|who)\b"
_POINTED_AT = re.compile(rf"\b(?:these|those) (?P<np>{_HEAPED.replace(')*', ')+')}{INSULT_NOUN}\b|"
                         rf"{INSULT_NOUN}\b(?!{_PREPOSITION}))", re.I)


# People written off as the only ones who would hold a view ("only morons would vote for her", "only an absolute muppet
# would approve this"), and a question about what sort of person does a thing ("what kind of idiot schedules …"):
# the name is said of whoever does it.
_ONLY = re.compile(rf"\bonly (?:an? )?(?P<np>{_HEAPED}{INSULT_NOUN}) (?:would|could|can|will|believes?|thinks?|"
                   rf"trusts?|defends?|supports?)\b", re.I)
_KIND_OF = re.compile(rf"\bwhat (?:kind|sort|type) of (?P<np>{_HEAPED}{INSULT_NOUN})\b", re.I)
# A collective before the name ("a bunch of crooks charging £4.50") says it is people however the sentence goes on.
_COLLECTIVE = re.compile(r"^(?:a )?(?:bunch|pack|shower|gang) of ", re.I)


def name_calling_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each insult noun phrase said of someone ("the board are a bunch of clowns", "you muppets",
    "these idiots", "only a fool would")."""
    # An animal name with a verdict on it stays a name before what they are doing ("are greedy pigs holding the city
    # to ransom"); a bare name there is often a job ("a clown performing at the fair").
    said = [m.span("np") for m in _CALLED.finditer(text) if _NAME_ENDS.match(text, m.end())
            or _COLLECTIVE.match(m["np"])
            or (re.search(rf"\s{ANIMAL}$", m["np"], re.I)
                and re.match(r"(?<!\s)\s++\w+ing\b", text[m.end():]))]
    addressed = [m.span("np") for m in _ADDRESSED.finditer(text)
                 if re.search(r"(?:s|ves)$", m["np"], re.I) or _NAME_ENDS.match(text, m.end())]
    pointed = [m.span("np") for m in _POINTED_AT.finditer(text)]
    written_off = [m.span("np") for regex in (_ONLY, _KIND_OF) for m in regex.finditer(text)]
    return sorted(set(said + addressed + pointed + written_off))


# Name-calling that accuses of dishonesty ("liars", "a bunch of crooks"): its point is a claim about honesty. (Not
# before a participle: "crooks charging £4.50" would leave "honest with us charging £4.50".)
_LIAR = re.compile(r"^(?P<s>.+?) (?P<be>is|are|was|were) (?:a |an )?(?:bunch of |pack of |\w+ )?(?:liars?|lying|dishonest|"
                   r"crooks?|frauds?|thie(?:f|ves)|shills?|grifters?|charlatans?)\b(?P<rest>(?!\s+\w+ing\b).*)$", re.I)
# A judgement of a thing, in plain words (the adjective is kept as a judgement, not an insult). The adjectives' plain
# words fit a person too ("the council is misguided"); the nouns' do not ("the planning officer is a poor idea").
_PLAIN_ADJECTIVES = (
    (r"\b(?:the )?(?:dumbest|stupidest|most idiotic|most ridiculous)\b", "the least convincing"),
    (r"\b(?:stupid|dumb|idiotic|moronic|ridiculous|absurd|insane|crazy|brain-?dead|laughable|pathetic)\b", "misguided"),
)
_SWEARS = ((r"\b(?:fucking|bloody|damn|damned|freaking)\s+", ""),)
_PLAIN = _PLAIN_ADJECTIVES + (
    (r"\ba (?:joke|farce|disgrace|shambles) of an? ", "a disappointing "),  # "a joke of a council" is a verdict on it
    (r"\b(?:a (?:joke|farce|disgrace))\b", "a poor idea"),
    (r"\b(?:garbage|trash|rubbish|crap|nonsense|bs|bullshit)\s+(?=[a-z]+\b)(?!(?:is|are|was|were|and|but|or|because|since|so|as|when|if|while|though|although|for|to|that)\b)", ""),
    # After a determiner it is a noun for the thing ("before writing this rubbish"): the determiner names it alone.
    (r"\b(this|that|the|such|your|their|his|her) (?:garbage|trash|rubbish|crap|nonsense|bullshit)\b", r"\1"),
    (r"\b(?:garbage|trash|rubbish|crap|nonsense|bullshit)\b", "a poor idea"),
) + _SWEARS


def judged_plainly(quote: str) -> bool:
    """A contempt word for a thing that _plain restates ("idiotic" → "misguided"), so its clause is kept, not dropped."""
    return any(re.search(pattern, quote.strip(), flags=re.I) for pattern, plain in _PLAIN if plain)


def plainly(text: str, things: bool = True) -> str:
    """`text` with its contempt words for things said plainly ("stupid" → "misguided"), the articles agreeing; with
    `things` False, only the words whose plain word fits a person too (the subject may be one)."""
    for pattern, plain in _PLAIN if things else _PLAIN_ADJECTIVES + _SWEARS:
        text = re.sub(pattern, plain, text, flags=re.I)
    return re.sub(r"\b(a|an) (?=misguided)", "a ", re.sub(r"\ba (?=[aeiou])", "an ", text))


def split_clauses(sentence: str) -> list[tuple[str, str]]:
    """(separator before it, clause) pairs; the first separator is ""."""
    parts = _SPLIT.split(sentence.strip().rstrip(".!?"))
    out = [("", parts[0])]
    for k in range(1, len(parts) - 1, 2):
        out.append((parts[k], parts[k + 1]))
    return [(sep, clause.strip()) for sep, clause in out if clause.strip()]


def attacks_people(clause: str, drop: tuple[str, ...] = ()) -> bool:
    """A clause that puts people down (an attack word aimed at a person, an insult noun said of anyone, nothing
    but the attack), or that holds one of the put-downs the detectors quoted (`drop`)."""
    lowered = clause.lower()
    if any(d and d.lower() in lowered for d in drop):
        return True
    if not ATTACK_WORDS.search(clause):
        return False
    return bool(_PERSON.search(clause) or _CALLED.search(clause)) or not content_words(clause)


# A possessive before a thing ("your plan", "their idea") points at the thing, not at a person.
_POSSESSIVE = frozenset({"your", "their", "his", "her", "our", "my"})


def judges_a_thing(clause: str) -> bool:
    """Every attack word in `clause` is contempt for a thing that _PLAIN restates, with no person beside it ("Your plan
    is garbage because it ignores …"): when no other clause is left, it is kept said plainly, not dropped as an attack
    on people."""
    found = list(ATTACK_WORDS.finditer(clause))
    for m in found:
        if not judged_plainly(m.group(0)):
            return False
        near = clause[:m.start()].split()[-3:] + clause[m.end():].split()[:1]
        if any(_PERSON.fullmatch(w.strip(",.;:!?").lower()) and w.lower() not in _POSSESSIVE for w in near):
            return False  # "you are stupid", "these clowns are stupid", "stupid people"
    return bool(found)


def _plain(clause: str) -> str:
    liar = _LIAR.match(clause)
    if liar:
        subject = liar["s"]
        if subject.split()[0] in ("The", "This", "That", "These", "Those", "Our", "His", "Her", "Their", "My", "All", "Some",
                                  "Most", "Many"):
            subject = subject[:1].lower() + subject[1:]  # a proper name keeps its capital
        have = "have" if liar["be"].lower() in ("are", "were") else "has"
        return f"I don't think {subject} {have} been honest with us{liar['rest']}"
    return plainly(clause)


# A sentence that only calls a third party names ("The councillors are clueless morons and whatever, nobody …").
_NAMES_ONLY = re.compile(rf"^(?P<s>(?:the|these|those|our|his|her|their|this|that|my) [\w' ]{{2,40}}?) (?P<be>is|are|was|were) "
                         rf"{_INTENSIFIED}(?:\w+ )?{INSULT_NOUN}(?:,? (?:and )?whatever)?$", re.I)


def _called_only(clause: str) -> tuple[str, str] | None:
    """When every clause attacks and the first only calls someone names: the disagreement with them, said plainly."""
    named = _NAMES_ONLY.match(clause)
    if not named:
        return None
    subject = named["s"][:1].lower() + named["s"][1:]
    return f"I think {subject} {named['be'].lower()} mistaken.", named["s"]


# Words after which a pointed-at group is a subject ("… because these idiots cut it"); after a verb or a
# preposition it is an object ("vote for these clowns" → "vote for them").
_BEFORE_SUBJECT = re.compile(r"(?:^|\b(?:and|but|or|so|because|since|when|while|if|although|though|that|as|until|after|"
                             r"before|why|how|where|whether|now|then|yet)\s+)$", re.I)


def _pronoun(named: str, before: str, after: str) -> str:
    """"they" for a group pointed at as a subject, "them" as an object, "those" before the place that names them
    ("those in the council"); capitalised at the start."""
    if re.match(_PREPOSITION, after, re.I):
        return "those" if before.strip() else "Those"
    if not before.strip():
        return "They"
    return "they" if _BEFORE_SUBJECT.search(before) else "them"


def _unaddressed(clause: str, drop: tuple[str, ...]) -> str:
    """The clause without the insult it addresses the reader with ("You muppets want to close the pier" → "You want
    to close the pier") or points at people with ("These idiots cut it" → "They cut it"), when what is left still
    says something and attacks no one; else the clause as it was."""
    stripped = _ADDRESSED.sub(lambda m: m.group(0)[: m.start("np") - m.start()].rstrip(), clause)
    stripped = _POINTED_AT.sub(lambda m: _pronoun(m.group(0), stripped[: m.start()], stripped[m.end():]), stripped)
    stripped = re.sub(r"\s{2,}", " ", stripped)
    if stripped == clause or not content_words(stripped) or attacks_people(stripped, drop):
        return clause
    return stripped.strip()


# A clause that points back at the one before it ("…, and the whole team knows it", "… – that's the truth"): it
# cannot stand alone once that clause is dropped.
_POINTS_BACK = re.compile(r"\b(?:knows?|knew|says?|said|agrees?|agreed|proves?|proved|shows?|showed|sees?|saw|admits?|"
                          r"admitted|thinks?|believes?)\s+(?:it|this|that|so)$|^(?:it|this|that)(?:'s|’s| is| was)\b", re.I)


def clause_rewrite(sentence: str, drop: tuple[str, ...] = ()) -> tuple[str, str] | None:
    """(rewrite, point): the sentence without its people-attacking clauses and with things judged plainly;
    None when nothing changes or nothing is left."""
    clauses = [(sep, _unaddressed(clause, drop)) for sep, clause in split_clauses(sentence)]
    kept = [(sep, clause) for sep, clause in clauses if not attacks_people(clause, drop)
            or (_LIAR.match(clause) and not re.match(r"^(?:you|anyone|everyone|people)\b", clause, re.I))]
    if not kept:  # nothing else to keep: a clause that only judges a thing stays, said plainly ("Your plan is garbage …")
        kept = [(sep, clause) for sep, clause in clauses
                if judges_a_thing(clause) and not any(d and d.lower() in clause.lower() for d in drop)]
    if not kept:
        return _called_only(clauses[0][1])
    if kept[0] != clauses[0] and _POINTS_BACK.search(kept[0][1]):
        called = _called_only(clauses[0][1])  # the dropped names said plainly, so what follows still has its referent
        if called is None or len(kept) != len(clauses) - 1:
            return None
        text = called[0].rstrip(".") + "".join(sep + _plain(clause) for sep, clause in kept)
        return text + ".", " ".join([called[1]] + [clause for _, clause in kept])
    # The dishonesty label itself ("a fraud") is restated as a claim about honesty, so the point is what is left.
    point = " ".join((m["s"] + m["rest"]) if (m := _LIAR.match(clause)) else clause for _, clause in kept)
    text = "".join((sep if k else "") + _plain(clause) for k, (sep, clause) in enumerate(kept))
    text = re.sub(r"\s{2,}", " ", text).strip(" ,;:")
    if kept[0] != clauses[0]:
        text = re.sub(r"^(?:and|but|so|yet|or)\s+", "", text, flags=re.I)  # its first clause is gone
    if not text:
        return None
    end = "?" if sentence.rstrip().endswith("?") and kept[-1] == clauses[-1] else "."  # a kept question stays one
    text = text[0].upper() + text[1:] + end
    return (text, point) if text.rstrip(".") != sentence.strip().rstrip(".!?") else None
