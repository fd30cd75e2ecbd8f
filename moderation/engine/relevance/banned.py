"""Banned-topic share: every sentence of one comment or of many scored against the topics with array operations."""

import math
import re
from collections.abc import Sequence

import numpy as np

from moderation.engine.core.datafile import read_json
from moderation.engine.relevance import topics
from moderation.schemas.checks import BannedTopicsResult

# A sentence is about a topic when a related word occurs, or when its embedding is this close to the topic
# (its name, "a discussion about …", or its name with related words).
BANNED_SIMILARITY, BANNED_SLOPE, WORD_STRENGTH = 0.24, 18.0, 0.9
# Sentences that advertise or point elsewhere: never counted toward a banned topic.
# (A domain is tried from the start of its word only, and read once: `\b[\w-]+` restarted after every hyphen.)
PROMOTION = re.compile(r"https?://|www\.|(?<![\w-])[\w-]++\.(?:com|biz|shop|net|info|xyz|ly)\b|\bbit\.ly\b|\bclick (?:here|the link)\b|"
                       r"\b(?:visit|check out) my\b|\blink in my bio\b|\bdm me\b|\bsubscribe\b|\bgiveaways?\b|"
                       r"\blimited offer\b|\bbuy (?:one|two|now)\b|\bfree (?:gift|trial|shipping)\b|\$\d|\bcheap \w+ (?:at|from|on)\b|"
                       r"\bpay (?:with|by) (?:visa|paypal|mastercard|card|gift cards?)\b|\bbest prices?\b", re.I)


_SAY = read_json(__file__, "reasoning.json")["banned"]  # the reasoning's sentences
_WORD_START = re.compile(r"\b\w")


def _by_meaning(sims: np.ndarray) -> np.ndarray:
    """The logistic of each similarity, with math.exp so every value is bit-equal to the one-sentence formula
    (numpy's exp differs in the last bit for ~2% of inputs; a few ms per thousand sentences)."""
    scaled = (BANNED_SLOPE * (np.asarray(sims, dtype=np.float64) - BANNED_SIMILARITY)).ravel().tolist()
    values = np.fromiter((1.0 / (1.0 + math.exp(-v)) for v in scaled), dtype=np.float64, count=len(scaled))
    return values.reshape(np.shape(sims))


def _word_openings(text: str) -> set[str]:
    """The first one, two and three characters of the lower-cased text at every word start (as `\\b` sees it)."""
    lower = text.lower()
    return {lower[p:p + k] for p in (m.start() for m in _WORD_START.finditer(lower)) for k in (1, 2, 3)}


def sentence_strengths(texts: Sequence[str], topics_asked: list[str],
                       sims: np.ndarray) -> tuple[np.ndarray, np.ndarray, dict[tuple[int, int], str]]:
    """For sentence rows × topics: the strength (a word naming the topic scores 0.9 — for a topic of several words,
    its phrase, its related words or words of two of its words: topics.term_groups; else the logistic of the
    similarity; adverts 0), the similarity's logistic, and the words found at (sentence, topic)."""
    meaning = _by_meaning(sims)
    strengths = meaning.copy()
    found: dict[tuple[int, int], tuple[str, ...]] = {}
    patterns = [(topics.term_pattern(t), topics.term_openings(t)) for t in topics_asked]
    for i, text in enumerate(texts):
        if PROMOTION.search(text):
            strengths[i] = 0.0  # an advert or a link is spam, whatever words it borrows ("pay with Visa")
            continue
        # Non-ASCII text: IGNORECASE folds more than lower() does, so every topic's regex runs.
        openings = _word_openings(text) if text.isascii() else None
        for j, (pattern, starts) in enumerate(patterns):
            if pattern is None or (openings is not None and starts is not None and starts.isdisjoint(openings)):
                continue  # no word opens like any of the topic's terms: its regex cannot match
            match = pattern.search(text)
            words = (match.group(),) if match else topics.groups_found(topics_asked[j], text)
            if words:
                found[i, j] = words
                strengths[i, j] = max(WORD_STRENGTH, meaning[i, j])
    return strengths, meaning, found


def _excerpt(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + "…"


def banned_result(texts: Sequence[str], topics_asked: list[str], sims: np.ndarray, strengths: np.ndarray,
                  found: dict[tuple[int, int], tuple[str, ...]], offset: int = 0) -> BannedTopicsResult:
    """One comment's verdict from its sentences' rows (`offset`: where they start in `found`'s numbering)."""
    if not topics_asked:
        return BannedTopicsResult(reasoning=_SAY["none_given"], banned_topics=[],
                                  quantity_on_banned_topics=0.0, confidence=1.0)
    hits = strengths >= 0.5
    hit_topics = hits.any(axis=0)
    if not hit_topics.any():
        confidence = 1.0 - float(strengths.max())
        return BannedTopicsResult(reasoning=_SAY["none_found"].format(topics=", ".join(map(repr, topics_asked))),
                                  banned_topics=[], quantity_on_banned_topics=0.0, confidence=round(confidence, 4))
    matched = [t for j, t in enumerate(topics_asked) if hit_topics[j]]
    total = sum(len(t) for t in texts) or 1
    hit_rows = hits.any(axis=1)
    on_banned = sum(len(t) for i, t in enumerate(texts) if hit_rows[i])
    notes = []
    for i, j in np.argwhere(hits)[:4]:  # row-major: sentence order, then topic order
        words = found.get((offset + int(i), int(j)))
        why = (_SAY["mentions"].format(words=" and ".join(f'"{w}"' for w in words)) if words is not None
               else _SAY["close"].format(similarity=float(sims[i, j])))
        notes.append(_SAY["note"].format(excerpt=_excerpt(texts[i], 60), topic=repr(topics_asked[j]), why=why))
    confidence = float(np.mean(strengths[hits]))
    return BannedTopicsResult(reasoning="; ".join(notes) + ".", banned_topics=matched,
                              quantity_on_banned_topics=round(on_banned / total, 4), confidence=round(confidence, 4))
