"""Text checks every rewrite must pass: a whole sentence, no attack words left, the point's content words kept.

The re-assessment (no finding of the kind fixed, toxicity lower) needs the detectors and lives in
commentscore; these are the parts that need only the text.
"""

import re

from moderation.engine.rewrite.words import listed, words_of

# Animal names that are insults said of people with a verdict on them ("greedy pigs"; "there was a pig" is a farm).
ANIMAL = f"(?:{listed('animal_insults')})"
# Nouns that call people names ("a bunch of crooks", "you muppets", "those greedy pigs").
INSULT_NOUN = (rf"(?:(?:{listed('insult_nouns')})s?|{listed('insult_nouns_irregular')}|"
               rf"(?:{listed('verdict_adjectives')}) {ANIMAL})")
# Words that attack or mock: a rewrite that still holds one has not removed the problem.
ATTACK_WORDS = re.compile(rf"\b(?:(?:{listed('attack_word_starts')})\w*|{listed('attack_words')}|{INSULT_NOUN})\b", re.I)
_STOP = frozenset(words_of("stop_words"))
_WORD = re.compile(r"[a-z][a-z'-]+")
_SUBORDINATE = re.compile(r"^(?:if|because|although|though|when|unless|since|while|whereas|as if|for|so that)\b", re.I)
FINITE = re.compile(
    rf"\b(?:{listed('finite_words')}|[a-z]+'(?:s|re|ve|ll|d|m)|[a-z]{{3,}}ed|[a-z]{{3,}}s|{listed('irregular_pasts')})\b"
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
