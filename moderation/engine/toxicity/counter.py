"""Counter-speech: the words of support or equal worth that cancel a sentence's hate, and the patterns (negators,
condemnation, reporting verbs, reclaimed use) that scope.py reads a hit's frame with. Patterns run on the normalised
sentence."""

import re
from functools import lru_cache

from moderation.engine.toxicity.lexicon import alternation, lexicon, word_regex
from moderation.engine.toxicity.vocabulary import B as b, E as e, fragments, listed

# Words of support for a group or of opposition to hatred: a sentence naming a group with these and no attack
# is counter-speech or praise.
SUPPORTIVE = re.compile(rf"\b(?:{listed('supportive_words')}|{listed('supportive_stems')}\w*)\b")
EQUAL_WORTH = re.compile(rf"\b{listed('equal_worth')}\b")
# Negations that do not negate what follows ("why don't we ...", "do people not see that ...").
RHETORICAL = re.compile(rf"\b{listed('rhetorical_questions')}\b")


@lru_cache(maxsize=1)
def patterns() -> dict[str, re.Pattern]:
    """Patterns built from the lexicon: negators, condemnation, reporting verbs, reclaimed use."""
    lex = lexicon()
    return {
        "negator": re.compile(rf"{b}{fragments()['negator']}{e}"),
        "condemn": word_regex("condemn"),
        "report": word_regex("report_verbs"),
        # A reporting verb (the lexicon's, and openers) just before a quotation: "he said (that) '…".
        "reported_before": re.compile(rf"(?<![\w-])(?:{alternation(lex['report_verbs'])}|claim\w*|tell\w*|start\w* with|"
                                      rf"open\w* with|hear\w*)\s+(?:that\s+)?[\"'“‘]?\s*$"),
        "reclaim": re.compile(rf"{b}(?:{alternation(lex['reclaim_cues'])})"),
    }
