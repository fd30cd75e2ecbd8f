"""Text checks every rewrite must pass: a whole sentence, no attack words left, the point's content words kept.

The re-assessment (no finding of the kind fixed, toxicity lower) needs the detectors and lives in
commentscore; these are the parts that need only the text.
"""

import re

# Animal names that are insults said of people with a verdict on them ("greedy pigs"; "there was a pig" is a farm).
ANIMAL = r"(?:pigs?|rats?|snakes?|swine|vermin|animals|sheep|parasites?|leech(?:es)?|bloodsuckers?)"
# Nouns that call people names ("a bunch of crooks", "you muppets", "those greedy pigs").
INSULT_NOUN = (r"(?:(?:idiot|moron|clown|fool|imbecile|loser|jerk|cretin|halfwit|dimwit|nitwit|buffoon|muppet|numpty|"
               r"numpties|plonker|prat|twit|dunce|simpleton|sucker|scumbag|grifter|charlatan|shill|troll|crook|coward|"
               r"fraud|hypocrite|tyrant|snob|jobsworth)s?|thie(?:f|ves)|"
               rf"(?:greedy|dirty|filthy|selfish|sneaky|spineless|gutless|lazy|fat) {ANIMAL})")
# Words that attack or mock: a rewrite that still holds one has not removed the problem.
ATTACK_WORDS = re.compile(
    r"\b(?:idiot\w*|moron\w*|stupid\w*|dumb\w*|imbecil\w*|clowns?|fools?|foolish|liars?|lying|garbage|trash|crap|"
    r"rubbish|nonsense|pathetic|loser\w*|retard\w*|brain-?dead|brainless|clueless|ignorant|shut up|blind|sheep|"
    r"jokes?|laughable|ridiculous|absurd|insane|crazy|lunatic\w*|hypocrit\w*|scum|shill\w*|muppets?|"
    r"fuck\w*|shit\w*|damn\w*|hell|bloody|asshole\w*|bastard\w*|dickhead\w*|prick\w*|dumbest|idiotic|"
    rf"crooks?|thie(?:f|ves)|cowards?|hypocrites?|frauds|pigs|swine|vermin|{INSULT_NOUN})\b", re.I)
_STOP = frozenset("""a an the and or but if of to in on at for with by from as is are was were be been being it its this
that these those i you he she we they me him her us them my your our their his so very just really too also not no yes do
does did done have has had will would can could should may might must shall i'm it's that's you're you'd we're they're
there here what which who whom whose when where why how all any some each every most more many much such only own same
than then once about again against into over under up down out off because until while through during before after above
below between both few other nor now ever even still yet already anyone anybody everyone everybody nobody someone one
think believe see know seen sure well like get got go going gone make made say said want need try let thing things lot
oh wow sure yeah right okay ok please surely clearly obviously totally completely absolutely definitely actually
literally honestly seriously whatever bunch kind sort way time next soon eventually either
knows thinks believes says sees agrees agree agreed guess suppose whole entire""".split())
_WORD = re.compile(r"[a-z][a-z'-]+")
_SUBORDINATE = re.compile(r"^(?:if|because|although|though|when|unless|since|while|whereas|as if|for|so that)\b", re.I)
FINITE = re.compile(
    r"\b(?:is|are|was|were|am|be|been|has|have|had|do|does|did|will|would|can|could|should|may|might|must|shall|"
    r"[a-z]+'(?:s|re|ve|ll|d|m)|cannot|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|won't|can't|couldn't|shouldn't|"
    r"think|believe|worry|doubt|wish|hope|disagree|agree|see|know|feel|expect|took|want|need|[a-z]{3,}ed|[a-z]{3,}s|"
    # irregular past tenses ("They cut the budget", "The council went ahead")
    r"cut|put|set|hit|let|shut|ran|went|came|made|gave|got|said|saw|knew|thought|told|found|left|kept|felt|paid|sold|"
    r"built|spent|lost|won|began|broke|chose|drove|fell|grew|held|led|meant|met|rose|sent|shot|sat|stood|stole|taught|"
    r"threw|wrote|bought|brought|caught|fought|dug|hid|hung|laid|rode|sank|slept|spoke|tore|wore|understood)\b"
    # or a personal pronoun followed by its verb ("We need", "They close")
    r"|\b(?:I|[Yy]ou|[Ww]e|[Tt]hey)\s+(?!(?:the|a|an|and|or|but|too|all)\b)[a-z]{2,}\b", re.I)
_SUBJECT = re.compile(r"\b(?:I|[Ii]t|[Yy]ou|[Hh]e|[Ss]he|[Ww]e|[Tt]hey|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose|[Tt]here|[Oo]ne|"
                      r"[a-z]+s|(?:[Tt]he|[Mm]y|[Oo]ur|[Yy]our|[Tt]heir|[Hh]is|[Hh]er|[Aa]n?|[Ss]ome|[Mm]any) \w+|[A-Z][a-z]+)\b")


def stem(word: str) -> str:
    """A crude stem, enough to match "worked"/"work", "lanes"/"lane", "believing"/"believe"."""
    word = word.lower().strip("'-")
    for suffix in ("ing", "ed", "es", "s", "ly", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    return word[:6]


def content_words(text: str) -> list[str]:
    """The content words of a text (lower case, no stop words, no attack words)."""
    words = (re.sub(r"'(?:ll|re|ve|d|s|m|t)$", "", w) for w in _WORD.findall(text.lower().replace("’", "'")))
    return [w for w in words
            if w not in _STOP and len(w) > 2 and not ATTACK_WORDS.fullmatch(w)]


def keeps_point(rewrite: str, point: str) -> bool:
    """Every content word of the point appears (by stem) in the rewrite."""
    # Contractions and possessives stripped as content_words() strips them ("mayor's" keeps "mayor").
    have = {stem(re.sub(r"'(?:ll|re|ve|d|s|m|t)$", "", w)) for w in _WORD.findall(rewrite.lower().replace("’", "'"))}
    return all(stem(w) in have for w in content_words(point))


# A determiner whose noun was removed ("Only an would vote", "the is", "my and"), or a conjunction whose second
# conjunct was removed ("is a crook and."), a modal whose verb was removed ("The town must.", but not "in May" or
# "their will"), or a subject whose predicate was removed ("… works you're."): a broken join.
_DANGLING = re.compile(r"\b(?:a|an|the|my|your|our|their)\s+(?:(?:would|will|can|could|should|must|is|are|was|were|has|"
                       r"have|had|does|did|and|or|but|of|to)\b|[,.!?;:])|\b(?:and|or|but|nor)\s*[.!?;:]|"
                       r"(?<!the )(?<!a )(?<!of )(?<!their )(?<!his )(?<!her )(?<!own )(?<!free )(?<!good )(?<!' )(?<!’ )"
                       r"\b(?-i:must|should|would|could|can|will|shall|might)\s*[.!?;:]|"
                       r"\b(?:you|they|we|he|she)'(?:re|ll|d|ve)\s*[.!?;:]|"
                       # "be" after a modal whose complement was removed ("This will be stupid." → "This will be."),
                       # not "as it should be."
                       r"(?<!\bas it )(?<!\bas they )(?<!\bas things )\b(?-i:must|should|would|could|can|will|might|may)"
                       r"(?: not)?\s+be\s*[.!?;:]|"
                       # "only" whose subject was removed ("Only morons would buy …" → "Only would buy …")
                       r"^only\s+(?:would|will|can|could|should|do|does|did)\b|"
                       # a demonstrative whose noun was removed ("vote for these.")
                       r"\b(?:these|those)\s*[.!?;:,]|"
                       # a subject pronoun left where an object was ("vote for they.")
                       r"\b(?:for|to|with|at|by|from|about|against|of|on|in|into|behind)\s+(?:they|we|he|she)\s*[.!?;:,]",
                       re.I)


# A clause joined by ", so" or ", because" needs a verb of its own: "The drivers are rude anyway, so about the fare."
# lost its "who cares". ("so far", "so much", "because of" are not such clauses.)
_JOINED_CLAUSE = re.compile(r",\s+(?:so|because)\s+(?!(?:far|much|many|long|often|too|very|of)\b)(?P<c>[^,.;:!?]+)", re.I)


def is_sentence(text: str) -> bool:
    """Capitalised, ends with punctuation, has a subject and a finite verb, and is not a bare subordinate clause."""
    text = text.strip()
    if len(text.split()) < 3 or not text[0].isupper() or text[-1] not in ".!?" or _DANGLING.search(text):
        return False
    if _SUBORDINATE.match(text) and not re.search(r",\s*\w+|\bthen\b", text):
        return False  # "If you believe." is a fragment
    if re.search(r"\bI (?:think|doubt|don't think|worry that) (?:why|how|what|who|where|when) (?:would|should|could|can|"
                 r"do|does|did|is|are|will)\b", text):
        return False  # "I think why would anyone trust it." put a question where a claim goes
    if re.match(r"(?:Like|As if) (?![^,]*,)", text):
        return False  # "Like the new manager is going to fix it." is the sarcasm with its marker cut off
    if re.match(r"(?:To [a-z]+\b(?![^,]*,)|(?:And|Or|Nor) )", text):
        return False  # "To referee the games." lost its subject and verb; "And the plan …" lost its first clause
    if any(not FINITE.search(m["c"]) for m in _JOINED_CLAUSE.finditer(text)):
        return False
    return bool(FINITE.search(text)) and bool(_SUBJECT.search(text))


def text_problems(rewrite: str, point: str) -> list[str]:
    """What is wrong with a rewrite as text (empty when it passes)."""
    problems = []
    if not is_sentence(rewrite):
        problems.append("not a whole sentence")
    if ATTACK_WORDS.search(rewrite):
        problems.append("still holds an attack word")
    if not keeps_point(rewrite, point):
        problems.append("drops part of the point")
    return problems
