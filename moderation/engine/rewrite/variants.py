"""More wordings of a candidate that a judge may read differently: a sweeping claim said as the writer's experience
or softened, and a contempt word for a thing that a candidate kept said plainly.

"Nobody is going to cycle up Castle Hill in winter" is read as a sweeping generalisation once the "Get real" before
it goes; "In my experience, nobody is going to …" keeps the claim as the writer's own, "Few people are going to …"
softens it. The gate verifies each like any other candidate, but only once every wording it rewords was refused
(order.pick): "rarely" is never offered beside a "never" that passed.
"""

import re
from functools import lru_cache

from moderation.engine.rewrite.clauses import plainly
from moderation.engine.rewrite.fallacy_shapes import softened_sweep
from moderation.engine.rewrite.grammar import grammar_problems
from moderation.engine.rewrite.shapes import lowered
from moderation.engine.rewrite.verify import ATTACK_WORDS, is_sentence

# The words that make a statement sweep ("every summer", "all of it" are not claims about every case).
_SWEEP = re.compile(r"\b(?:never|always|nobody|no one)\b", re.I)
# Openings that already say whose view it is, or that ask: no "In my experience" before them.
_OWN_VIEW = re.compile(r"^(?:I'|(?:I|In my|As far as|Why|Who|What|How|Have|Has|Do|Does|Did|Is|Are|Can|Will|Would)\b)", re.I)


@lru_cache(maxsize=1024)  # order.pick asks again of every pair of candidates
def variants(text: str) -> tuple[str, ...]:
    """Other wordings of the candidate `text` (none when it has nothing to reword, or is no sentence itself: a prefix
    would hide the break, as in "In my experience, Another fee rise.")."""
    out: list[str] = []
    if not is_sentence(text) or grammar_problems(text):
        return ()
    # (Adjectives only: "is a joke" → "is a poor idea" would be said of whoever the subject is, a person too.)
    if ATTACK_WORDS.search(text) and (plain := plainly(text, things=False)) != text:
        out.append(plain)
    if _SWEEP.search(text) and text.endswith("."):
        sweep_first = _SWEEP.fullmatch(text.split(" ", 1)[0])  # "Nobody is …" → "In my experience, nobody is …"
        after = text[:1].lower() + text[1:] if sweep_first else lowered(text)
        if not _OWN_VIEW.match(text) and not after[:1].isupper():  # a capital kept mid-sentence may be no name
            out.append(f"In my experience, {after}")
        if (soft := softened_sweep(text)) != text:  # "I've noticed that X always …" softens too
            out.append(soft)
    return tuple(out)
