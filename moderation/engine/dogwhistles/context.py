"""Context evidence for a coded reading: hostile framing, group references, meaning similarity, caller focus."""

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from moderation.engine.core.cache import bytes_cache
from moderation.engine.core.datafile import read_json
from moderation.engine.dogwhistles.categories import CATEGORIES, category
from moderation.engine.dogwhistles.lexicon import FormMatch, Lexicon

# Hostile or conspiratorial framing of a group (our own list, data/hostile.json): cues counted in a coded term's
# sentence.
_HOSTILE = re.compile(r"\b(?:" + "|".join(cue for group in read_json(__file__, "hostile.json")["cues"].values()
                                          for cue in group) + r")\b", re.IGNORECASE)


# Meaning similarity alone never carries an everyday word: it is capped below the bar of common forms.
MARGIN_CAP = 0.45
_LABEL_TYPES = re.compile(r"group label|descriptor|representative")
_AFTER_GROUP = (r"(?:are|were|should|must|can|can't|cannot|will|have|deserve|like you|do not|don't|"
                r"need|lives?|life|neck|throats?|trash|vermin|who|after all|in this)\b")
_GROUP_FRAME = re.compile(r"\b(?:all|those|these|you|such|any|no|every|the next|of)\s+(?:\w+\s+)?<T>|"
                          r"\b(?:a|an|the|that|this|your|than a|than an)\s+<T>(?:'s)?\s*(?:$|[.,!?;:]|" + _AFTER_GROUP + r")|"
                          r"<T>(?:'s)?\s+" + _AFTER_GROUP + r"|"
                          r"(?:hate|loathe|despise|detest|kill|are)\s+<T>\s*(?:$|[.,!?;:])",
                          re.IGNORECASE)


def group_use(sentence: str, term: str) -> bool:
    """Whether the term is used as a noun for a group of people (plural label, or a label framed as a group)."""
    window = _window(sentence, term)
    if term[-1:].lower() == "s" and len(term) > 3 and re.search(r"<T>(?!\s+(?:call|account|page|app)\b)", window):
        return True
    return bool(_GROUP_FRAME.search(window))


def _window(sentence: str, term: str) -> str:
    """The sentence with the matched term replaced by a placeholder, for group-framing patterns."""
    at = sentence.lower().find(term.lower())
    return sentence if at < 0 else sentence[:at] + "<T>" + sentence[at + len(term):]


@dataclass(frozen=True)
class Evidence:
    """How much the context supports the coded reading of one matched form."""

    hostility: float  # 0..1, hostile framing in the sentence
    group_reference: bool  # the sentence names the group the category targets
    margin: float  # similarity to the coded meaning minus similarity to the ordinary reading
    focused: bool  # the caller listed a sensitive topic of this category
    support: float  # the combined support (documented weights)


@bytes_cache(1024 * 1024)
def hostility(sentence: str) -> float:
    """Hostile framing in a sentence: count of hostile cues and VADER negativity, in 0..1."""
    cues = len(_HOSTILE.findall(sentence))
    negativity = max(0.0, -_vader().polarity_scores(sentence)["compound"])
    return min(1.0, 0.5 * cues + 0.5 * negativity)


def names_group(sentence_lower: str, category_name: str, match_text: str) -> bool:
    """Whether the sentence names the group targeted by the category (outside the coded term itself)."""
    pattern = _group_pattern(category_name)
    return pattern is not None and bool(pattern.search(sentence_lower.replace(match_text.lower(), " ")))


@lru_cache(maxsize=64)
def _group_pattern(category_name: str) -> re.Pattern | None:
    words = category(category_name).group_words
    return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in words) + r")\b") if words else None


def evidence(match: FormMatch, sentence: str, sentence_vector: np.ndarray, lexicon: Lexicon,
             focused: set[str], other_codes: int, neighbours: tuple[str, ...] = ()) -> Evidence:
    """Weigh the context of one match (weights in docs/engine-dogwhistles-llmdetect.md); `neighbours` are the
    sentences before and after, where contempt for the group often lands ("... them. They disgust me.")."""
    host = max([hostility(sentence)] + [0.8 * hostility(other) for other in neighbours if other])
    group = names_group(sentence.lower(), match.entry.category, match.text)
    coded_sim = float(lexicon.coded_vectors[match.entry.row] @ sentence_vector)
    benign_sim = float(lexicon.benign_vectors[match.benign_row] @ sentence_vector) if match.benign_row >= 0 else coded_sim
    margin = coded_sim - benign_sim - match.baseline
    is_focused = match.entry.category in focused
    # Contempt aimed at a coded label for people is the coded use itself; for concepts it is weaker evidence.
    is_label = bool(_LABEL_TYPES.search(match.entry.type))
    # Hostility counts fully only when aimed at the coded label used as a group noun ("all X", "those X",
    # "X are ...", "a X like you"); a hostile sentence that merely contains an everyday word ("I hate the
    # traffic in Chicago") is weak evidence. Concepts ("mass immigration is destroying ...") sit in between.
    grouped = is_label and host >= 0.25 and group_use(sentence, match.text)
    host_weight = 1.3 if grouped else 0.8 if match.entry.type.startswith("concept") else 0.4
    support = (0.3 * grouped + host_weight * host + 0.5 * group + min(MARGIN_CAP, 1.5 * max(0.0, margin - 0.15)) + 0.3 * is_focused
               + 0.15 * min(2, other_codes))
    return Evidence(host, group, margin, is_focused, support)


# ---- sensitive topics -> categories ---------------------------------------------------------------

_TOPIC_SIMILARITY = 0.45  # topic vs category description (MiniLM cosine), checked on our own topic phrases


def focus_categories(topics: list[str]) -> set[str]:
    """Categories selected by the caller's free-text sensitive topics, by words and by embedding similarity."""
    topics = [t.strip() for t in topics if t and t.strip()]
    if not topics:
        return set()
    chosen: set[str] = set()
    for topic in topics:
        lowered = topic.lower()
        chosen.update(name for name, pattern in _topic_patterns().items()
                      if lowered == name.lower() or pattern.search(lowered))
    names, vectors = _category_vectors()
    from moderation.engine.core.embedder import embed
    sims = embed(topics) @ vectors.T
    for row in sims:
        chosen.update(names[i] for i in np.flatnonzero(row >= _TOPIC_SIMILARITY))
    return chosen


@lru_cache(maxsize=1)
def _topic_patterns() -> dict[str, re.Pattern]:
    return {name: re.compile(r"\b(?:" + "|".join(re.escape(w) for w in cat.topic_words) + r")\b")
            for name, cat in CATEGORIES.items() if cat.topic_words}


@lru_cache(maxsize=1)
def _category_vectors() -> tuple[list[str], np.ndarray]:
    from moderation.engine.core.embedder import embed
    names = list(CATEGORIES)
    return names, embed([CATEGORIES[n].description for n in names])


@lru_cache(maxsize=1)
def _vader():
    from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer
    return SentimentIntensityAnalyzer()
