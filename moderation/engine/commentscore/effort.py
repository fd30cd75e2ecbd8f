"""Low effort: empty posts ("+1", "this", "first!", emoji only), bare agreement, generic praise, echoing the parent."""

import math
import re
from functools import lru_cache

import numpy as np

from moderation.engine.core.analysis import Analysis
from moderation.engine.core.datafile import read_json
from moderation.engine.core.embedder import embed

# Whole-comment forms that carry nothing beyond a reaction (normalised: lower case, punctuation stripped).
_EMPTY_POSTS = frozenset(x.strip() for x in """
+1|+100|1|this|this this|this right here|exactly|same|same here|me too|first|first post|agreed|agree|i agree|
totally agree|i agree 100|yes|no|yep|nope|yup|lol|lmao|rofl|haha|hahaha|wow|nice|cool|ok|okay|k|true|so true|
very true|facts|bump|thanks|thank you|thx|ty|amen|preach|wrong|disagree|i disagree|nah|meh|bs|cringe|based|
ratio|upvote|upvoted|downvoted|well said|well put|great post|nice post|good post|great article|nice article|
good article|great read|good read|nice read|this is it|nailed it|spot on|so much this|this 100|^|^^|same lol|
came here to say this|came here to say that|underrated comment|bookmarked|bookmarked for later|saving this|following|
this needs more upvotes|take my upvote
""".replace("\n", "").split("|"))

_PRAISE = re.compile(r"^(?:(?:really|very|such an?|so|what an?|truly|absolutely|just)\s+)*(?:great|nice|good|excellent|"
                     r"awesome|amazing|interesting|wonderful|fantastic|informative|insightful|brilliant|lovely|cool|"
                     r"superb|helpful|fascinating)\s+(?:article|post|read|piece|story|write-?up|job|work|stuff|one|"
                     r"points?|blog|content|video|info|information)(?:\s+(?:thanks|thank you|thx|ty|man|guys|everyone|"
                     r"as always|again|mate|keep it up|keep up the good work))*$")
_THANKS = re.compile(r"^(?:thanks|thank you|thx|ty)(?:\s+(?:so much|very much|a lot|for (?:sharing|posting|writing)"
                     r"(?: this| it)?|for (?:this|the (?:article|post|info)))){0,2}$")
_AGREE = re.compile(r"^(?:i\s+)?(?:totally |completely |fully |100% |so )?(?:agree|agreed|concur|same|me too|exactly|"
                    r"this|yes|yep|true|well said|couldn't agree more|could not agree more|you're right|you are right|"
                    r"good point|great point|spot on|right on|so true)\b")
_LETTER = re.compile(r"[^\W\d_]|\d")
_TOKEN = re.compile(r"[a-z0-9][a-z0-9'+]*|\+\d+")
_STOP = frozenset("""a an the and or but if of to in on at for with by from as is are was were be been it its this that
these those i you he she we they me him her us them my your our their so very just really too also not no yes do does
did have has had will would can could should i'm it's that's you're agree agreed totally completely exactly well said
point good great nice right true same here""".split())


def _normalised(text: str) -> str:
    return " ".join(_TOKEN.findall(text.lower().replace("’", "'")))


def _content_words(text: str) -> set[str]:
    return {w for w in _TOKEN.findall(text.lower()) if w not in _STOP and len(w) > 2}


# Words about the act of posting, and reactions: a comment made only of these (and stop words) says nothing about
# the article ("This is a test comment", "Checking if comments work", "wow, just wow").
_META = frozenset("""test tests testing tested comment comments commenting post posts posting posted reply replies check
checking checked work works working hello world ignore please sample demo dummy example lorem ipsum asdf qwerty foo bar
first second try trying trial another box thing new out one two three 123 message messages see whether
wow nice cool lol lmao omg yikes oof meh hmm ugh whoa yay wtf omfg nope yep yeah great good awesome amazing interesting
read article thanks thank love like""".split())


def content_free(text: str) -> bool:
    """Every content word is about posting itself or a bare reaction."""
    words = _content_words(text)
    return all(w in _META for w in words)


# A short comment this close in meaning to a content-free prototype (data/content_free.json, by kind) says nothing
# whatever its words ("This is an async test comment"). The threshold is chosen with the prototypes on short real
# text outside every validation part (training/commentscore/content_free.py; issue 25 item 5, round 2).
CONTENT_FREE_SIMILARITY = float(read_json(__file__, "content_free.json")["threshold"])
CONTENT_FREE_MAX_WORDS = 12


@lru_cache(maxsize=1)
def _prototypes() -> np.ndarray:
    kinds = read_json(__file__, "content_free.json")["prototypes"]
    return embed([text for texts in kinds.values() for text in texts])


def content_free_by_meaning(analysis: Analysis) -> bool:
    """A short comment whose meaning is that of a test post, placeholder or greeting."""
    if len(analysis.text.split()) > CONTENT_FREE_MAX_WORDS:
        return False
    return float(np.max(_prototypes() @ analysis.embedding)) >= CONTENT_FREE_SIMILARITY


def low_effort_probability(analysis: Analysis, reply_to: str | None = None) -> float:
    """How likely the comment adds nothing to the discussion (0 substantive, 1 empty)."""
    text = analysis.text.strip()
    if not text or not _LETTER.search(text):
        return 0.97  # blank, emoji or punctuation only
    norm = _normalised(text)
    if norm in _EMPTY_POSTS or _PRAISE.match(norm) or _THANKS.match(norm):
        return 0.95
    words = norm.split()
    content = _content_words(text)
    if reply_to and _AGREE.match(norm):
        new_words = content - _content_words(reply_to)
        if len(new_words) <= 2:
            return 0.85  # agrees with the parent and adds almost nothing of its own
    agree = _AGREE.match(norm)
    if agree and len(_content_words(norm[agree.end():])) <= 1:
        return 0.85  # the agreement itself ("couldn't agree more") is no content; what follows it is
    if content_free(text) or content_free_by_meaning(analysis):
        return 0.9
    if len(words) <= 2:
        return 0.75
    # Short comments with few content words are usually reactions. Past that, the probability keeps falling
    # smoothly with substance (staying under 0.5), so that it also ranks comments as an UNSUBSTANTIAL score.
    if len(content) <= 1:
        return 0.6
    return round(0.48 * math.exp(-(len(content) - 2) / 14), 4)


def appears_low_effort(analysis: Analysis, reply_to: str | None = None) -> bool:
    """True when the comment is very likely an empty post."""
    return low_effort_probability(analysis, reply_to) >= 0.5
