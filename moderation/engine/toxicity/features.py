"""Lexical and rule features of a text, shared by training and inference (kept next to the embedding)."""

import math
import re
from dataclasses import dataclass, replace

import numpy as np

from moderation.engine.toxicity.lexicon import is_mild_swearing, word_regex
from moderation.engine.toxicity.people import said_of_someone
from moderation.engine.toxicity.rules import RuleHit, sentence_analysis

FEATURE_NAMES = (
    "profanity_words", "insult_rule", "identity_rule", "threat_rule", "sexual_words", "slur", "second_person",
    "log_length", "upper_ratio", "exclamations", "group_mention", "cancelled", "profanity_model",
)
_UPPER = re.compile(r"[A-Z]")
_LETTER = re.compile(r"[A-Za-z]")
_ADDRESSED = re.compile(r"\b(?:you|your|you're|ur|u|he|she|him|her|they|them|this guy|that guy|this idiot)\b", re.IGNORECASE)


@dataclass(frozen=True)
class TextRules:
    """Rule hits of a text (over all its sentences, offsets into that text) and cancellation reasons."""

    hits: tuple[RuleHit, ...]
    cancelled: tuple[str, ...]
    group_mentioned: bool
    addressed: bool = False  # the text speaks to or about a person ("you", "he", "that guy", "Dave", "yourself")
    strong_swearing: bool = False  # a swear word beyond the mild ones ("damn", "crap", "bloody")


def text_rules(text: str, sentence_spans: list[tuple[int, int]] | None = None) -> TextRules:
    """Run the sentence rules over each sentence of `text` (or the whole text as one)."""
    spans = sentence_spans or [(0, len(text))]
    hits: list[RuleHit] = []
    cancelled: list[str] = []
    group = False
    addressed, strong = bool(_ADDRESSED.search(text)), False
    for start, end in spans:
        sentence = text[start:end]
        result = sentence_analysis(sentence)
        hits.extend(replace(h, start=h.start + start, end=h.end + start) for h in result.hits)
        cancelled.extend(result.cancelled)
        group = group or result.group_mentioned
        swearing = [sentence[h.start:h.end].lower() for h in result.hits if h.kind == "profanity"]
        strong = strong or any(not is_mild_swearing(words) for words in swearing)
        if swearing and not addressed and not strong:  # whom it is aimed at matters only while the cap may hold
            addressed = swearing_aimed(sentence)
    return TextRules(tuple(hits), tuple(cancelled), group, addressed, strong)


def swearing_aimed(sentence: str) -> bool:
    """Whether a sentence that swears is aimed at someone: a reflexive of another ("go f— yourself"), a swear word
    that names a person ("that prick"), or someone it is said of (`people.said_of_someone`: "Fuller is …", "…, Dave",
    "Get a f—ing life"; a swear word the tagger calls a name, "Holy shit", names no one)."""
    lower = sentence.lower()
    if word_regex("reflexives_of_others").search(lower) or word_regex("swear_words_for_people").search(lower):
        return True
    return said_of_someone(sentence, (word_regex("profanity"),))


def _max_score(hits: tuple[RuleHit, ...], kind: str) -> float:
    return max((h.score for h in hits if h.kind == kind), default=0.0)


def lexical_features(text: str, rules: TextRules, profanity_prob: float) -> np.ndarray:
    """The lexical feature vector (order = FEATURE_NAMES)."""
    lower = text.lower()
    letters = len(_LETTER.findall(text)) or 1
    hits = rules.hits
    return np.array([
        math.log1p(len(word_regex("profanity").findall(lower))),
        _max_score(hits, "insult"),
        _max_score(hits, "identity_attack"),
        _max_score(hits, "threat"),
        math.log1p(len(word_regex("sexual").findall(lower))),
        float(any(h.reason.startswith("a slur") for h in hits)),
        float(bool(word_regex("second_person").search(lower))),
        math.log1p(len(text)) / 8.0,
        len(_UPPER.findall(text)) / letters,
        math.log1p(text.count("!")),
        float(rules.group_mentioned),
        float(bool(rules.cancelled)),
        profanity_prob,
    ], dtype=np.float32)


def profanity_probabilities(texts: list[str]) -> np.ndarray:
    """alt-profanity-check's probability for each text (its model exported to arrays, see toxicity_profanity)."""
    from moderation.engine.toxicity.profanity import scorer
    return scorer().predict(list(texts))
