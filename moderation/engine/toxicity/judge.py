"""Toxicity of a comment: calibrated attribute probabilities per sentence and for the whole, plus offending phrases.

A linear model over the shared sentence embedding and lexical features gives the base probabilities; rules
(threats, derogation, slurs, insults) raise them where they fire, and negation, quotation and counter-speech
lower them where a hateful phrase is reported, condemned or denied rather than meant.
"""

from dataclasses import dataclass, replace

import numpy as np

from moderation.engine.toxicity.blend import BLEND
from moderation.engine.toxicity.chars import char_model
from moderation.engine.toxicity.lexicon import insult_spans
from moderation.engine.toxicity.features import TextRules, lexical_features, profanity_probabilities, text_rules
from moderation.engine.toxicity.model import load_heads
from moderation.engine.toxicity.negated import denied
from moderation.engine.toxicity.reasons import SET_ASIDE
from moderation.engine.toxicity.rules import PRONOUN_REASON
from moderation.engine.toxicity.targets import IDEA_CRITICISM
from moderation.engine.toxicity.tuned import probabilities as tuned_probabilities
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.datafile import warm_up_text
from moderation.engine.core.english import is_english
from moderation.engine.core.types import Phrase

# A sentence whose only hateful content was cancelled (quoted, condemned, negated) stays below this.
_CANCELLED_CAP = 0.3
# Mild swearing aimed at no one ("what a crap week") is rude but not an attack: TOXICITY stays below this. Other
# swearing keeps the model's reading: real raters and the external API read it as toxic, aimed or not (CHOICES.md).
_UNDIRECTED_PROFANITY_CAP = 0.45
# A sentence at or above this (the flag threshold) lifts the whole comment to its level.
_SENTENCE_LIFT_FROM = 0.5
# Which rule kinds raise which attribute, and to what share of the hit's strength.
_RULE_LIFTS = {
    "TOXICITY": {"identity_attack": 1.0, "threat": 1.0, "insult": 0.95},
    "SEVERE_TOXICITY": {"identity_attack": 0.75, "threat": 0.8},
    "IDENTITY_ATTACK": {"identity_attack": 1.0},
    "INSULT": {"insult": 1.0, "identity_attack": 0.85},
    "THREAT": {"threat": 1.0},
    "PROFANITY": {"profanity": 1.1},
    "OBSCENE": {"profanity": 1.0},
    "SEXUALLY_EXPLICIT": {"sexual": 1.0},
    "INFLAMMATORY": {"identity_attack": 0.9, "threat": 0.8},
    "LIKELY_TO_REJECT": {"identity_attack": 1.0, "threat": 1.0, "insult": 1.0},
}
_HARMFUL = ("identity_attack", "threat", "insult")
# Set-aside readings that give no card but do not hold the sentence at _CANCELLED_CAP: a slur is one whatever the
# "not" or the warm words beside it (benchmarks/CHOICES.md, "A set-aside slur").
_UNCAPPED = frozenset({SET_ASIDE["slur_negated"], SET_ASIDE["slur_supportive"]})
# Calling a plan or policy stupid is criticism, not an attack: the hostile attributes stay at most this low.
_IDEA_CAPS = {"TOXICITY": 0.3, "SEVERE_TOXICITY": 0.08, "IDENTITY_ATTACK": 0.1, "INSULT": 0.15, "THREAT": 0.1,
              "ATTACK_ON_AUTHOR": 0.3, "ATTACK_ON_COMMENTER": 0.3}


@dataclass(frozen=True)
class ToxicityScores:
    """Per-attribute probabilities for each sentence and for the whole comment, and the rule hits."""

    names: tuple[str, ...]
    sentences: np.ndarray  # (sentences, attributes)
    whole: np.ndarray  # (attributes,)
    rules: tuple[TextRules, ...]  # one per sentence, offsets into the comment

    def sentence_column(self, name: str) -> list[float]:
        return [float(v) for v in self.sentences[:, self.names.index(name)]]

    def comment(self, name: str) -> float:
        return float(self.whole[self.names.index(name)])


def scores(analysis: Analysis) -> ToxicityScores:
    """All attribute probabilities for a comment (computed once per Analysis and kept on it)."""
    cached = analysis.__dict__.get("_toxicity_scores")
    if cached is None:
        cached = _compute(analysis)
        analysis.__dict__["_toxicity_scores"] = cached
    return cached


def _compute(analysis: Analysis) -> ToxicityScores:
    heads = load_heads()
    spans = analysis.sentences
    texts = [s.text for s in spans]
    rules = _promote_pronoun_attacks([text_rules(analysis.text, [(s.start, s.end)]) for s in spans])
    multi = len(spans) > 1
    prof = profanity_probabilities(texts + ([analysis.text] if multi else []))
    chars = char_model().predict(texts + ([analysis.text] if multi else []))
    lexical = np.vstack([lexical_features(t, r, p) for t, r, p in zip(texts, rules, prof)])
    per_sentence = _unbiased(heads.predict_stages(analysis.sentence_embeddings, lexical, chars[:len(texts)]), rules)
    per_sentence = BLEND.sentences(per_sentence, analysis, heads.names)
    if BLEND.rules:
        per_sentence = np.vstack([_apply_rules(heads.names, row, rule) for row, rule in zip(per_sentence, rules)])
    per_sentence = _tuned_threats(analysis, heads.names, per_sentence)
    if not multi:
        return ToxicityScores(heads.names, per_sentence, per_sentence[0].copy(), tuple(rules))
    whole_rules = TextRules(tuple(h for r in rules for h in r.hits), tuple(c for r in rules for c in r.cancelled),
                            any(r.group_mentioned for r in rules), any(r.addressed for r in rules),
                            any(r.strong_swearing for r in rules))
    whole_lex = lexical_features(analysis.text, whole_rules, float(prof[-1]))[None, :]
    whole = _unbiased(heads.predict_stages(analysis.embedding[None, :], whole_lex, chars[-1:]),
                      [whole_rules])[0]
    whole = BLEND.whole(whole, analysis, heads.names)
    if BLEND.rules:
        whole = _apply_rules(heads.names, whole, whole_rules)
    # A comment is at least as bad as a sentence that is itself flagged (a long polite text can hide one threat);
    # sentences below the flag do not lift it: their noise made the whole rank worse against the external API's
    # scale (out-of-fold Spearman on the non-test Wikipedia rows 0.722 -> 0.755).
    worst = per_sentence.max(axis=0)
    whole = np.where(worst >= _SENTENCE_LIFT_FROM, np.maximum(whole, worst * 0.95), whole)
    return ToxicityScores(heads.names, per_sentence, whole, tuple(rules))


def _tuned_threats(analysis: Analysis, names: tuple[str, ...], per_sentence: np.ndarray) -> np.ndarray:
    """Raise each sentence's THREAT to the fine-tuned encoder's calibrated THREAT, and what a threat raises with it
    (the same shares as a threat rule's hit: _RULE_LIFTS)."""
    threat = tuned_probabilities(analysis, "THREAT")
    if threat is None:
        return per_sentence
    out = per_sentence.copy()
    for name, lifts in _RULE_LIFTS.items():
        if "threat" in lifts and name in names:
            i = names.index(name)
            out[:, i] = np.maximum(out[:, i], np.minimum(threat * lifts["threat"], 0.99))
    return out


def tuned_threat_sentences(analysis: Analysis) -> list[float]:
    """The fine-tuned encoder's calibrated THREAT per sentence (zeros without it)."""
    threat = tuned_probabilities(analysis, "THREAT")
    return [0.0] * len(analysis.sentences) if threat is None else [float(v) for v in threat]


def _unbiased(stages: tuple[np.ndarray, np.ndarray], rules: list[TextRules]) -> np.ndarray:
    """The API-scale stage, except where a group is named and no rule found an attack: there the external API's
    own identity-term bias ("I am gay" scored toxic) would leak in, so the first stage (trained with identity
    templates as hard negatives) bounds it."""
    first, second = stages
    out = second.copy()
    for row, rule in enumerate(rules):
        # A reported claim (damped by scope.py) is no attack of the writer's: the bias guard still applies.
        if rule.group_mentioned and not any(h.kind in _HARMFUL and not h.reported for h in rule.hits):
            out[row] = np.minimum(first[row], second[row])
    return out


def _promote_pronoun_attacks(rules: list[TextRules]) -> list[TextRules]:
    """"They are vile. They are <group>." — contempt aimed at a pronoun becomes an identity attack when another
    sentence of the comment names a group."""
    if not any(r.group_mentioned for r in rules):
        return rules
    out = []
    for r in rules:
        hits = tuple(replace(h, kind="identity_attack", score=h.score if h.reported else max(h.score, 0.85),
                             reason="demeans a group named nearby")
                     if h.reason == PRONOUN_REASON else h for h in r.hits)
        out.append(replace(r, hits=hits))
    return out


def _apply_rules(names: tuple[str, ...], row: np.ndarray, rules: TextRules) -> np.ndarray:
    """Lift attributes where rules fired; cap the hostile ones where only cancelled hate was found."""
    out = row.copy()
    harmful = [h for h in rules.hits if h.kind in _HARMFUL]
    if any(reason not in _UNCAPPED for reason in rules.cancelled) and not harmful:
        for name in ("TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "THREAT", "INFLAMMATORY"):
            if name in names:
                i = names.index(name)
                out[i] = min(out[i], _CANCELLED_CAP)
    if IDEA_CRITICISM in rules.cancelled and not harmful:
        for name, cap in _IDEA_CAPS.items():
            if name in names:
                i = names.index(name)
                out[i] = min(out[i], cap)
    if (any(h.kind == "profanity" for h in rules.hits) and not harmful and not rules.group_mentioned
            and not rules.addressed and not rules.strong_swearing and "TOXICITY" in names):
        i = names.index("TOXICITY")
        out[i] = min(out[i], _UNDIRECTED_PROFANITY_CAP)
    for name, lifts in _RULE_LIFTS.items():
        if name not in names:
            continue
        strongest = max((min(0.99, h.score * lifts[h.kind]) for h in rules.hits if h.kind in lifts), default=0.0)
        i = names.index(name)
        out[i] = max(out[i], strongest)
    return out


def toxicity(analysis: Analysis) -> float:
    """Calibrated probability that the comment is toxic."""
    return scores(analysis).comment("TOXICITY")


def hate(analysis: Analysis) -> float:
    """Probability that the comment is hateful (HateCheck's sense: hostility at a protected group): IDENTITY_ATTACK,
    or THREAT when the comment names a protected group. Abuse of one person or of a non-protected group is toxic
    but not hate."""
    result = scores(analysis)
    named_group = any(r.group_mentioned for r in result.rules)
    threat = result.comment("THREAT") if named_group else 0.0
    return max(result.comment("IDENTITY_ATTACK"), threat)


def sentence_scores(analysis: Analysis) -> list[float]:
    """TOXICITY per sentence, in the order of `analysis.sentences`."""
    return scores(analysis).sentence_column("TOXICITY")


def offending_phrases(analysis: Analysis) -> list[Phrase]:
    """The shortest verbatim phrases that carry a problem (insult, threat, identity attack, slur, profanity, sexual)."""
    result = scores(analysis)
    found: dict[tuple[int, int, str], Phrase] = {}
    tox = result.sentence_column("TOXICITY")
    for sentence, rules, sentence_tox, threat in zip(analysis.sentences, result.rules, tox,
                                                     tuned_threat_sentences(analysis)):
        if threat >= _SENTENCE_LIFT_FROM and not any(h.kind == "threat" for h in rules.hits):
            start, end = _trim(analysis.text, sentence.start, sentence.end)
            if end > start:  # a threat no rule words: the sentence is the phrase
                found[(start, end, "threat")] = Phrase(start, end, analysis.text[start:end], "threat",
                                                       round(threat, 3), "reads as a threat or a wish of harm")
        for hit in rules.hits:
            kind = hit.kind
            score = hit.score if kind in _HARMFUL else min(hit.score, max(sentence_tox, 0.3))
            start, end = _trim(analysis.text, hit.start, hit.end)
            if end <= start:
                continue
            found.setdefault((start, end, kind), Phrase(start, end, analysis.text[start:end], kind, round(score, 3),
                                                        hit.reason))
        if not rules.hits and sentence_tox >= 0.8:
            for phrase in _hostile_sentence_phrases(sentence.text, sentence.start, sentence_tox):
                found[(phrase.start, phrase.end, phrase.kind)] = phrase
    return _shortest(sorted(found.values(), key=lambda p: (p.start, p.end)))


WHOLE_SENTENCE = "the sentence as a whole reads as hostile"  # the reason of a phrase that is its whole sentence


def _hostile_sentence_phrases(text: str, offset: int, score: float) -> list[Phrase]:
    """A hostile sentence no rule explains: its insult words when it has any ("Only an idiot would …" points at
    "idiot", not at the whole sentence), else the sentence as a whole."""
    spans = insult_spans(text)
    kept = [span for span, no in zip(spans, denied(text, spans)) if not no]  # "the mayor is not stupid"
    if spans and not kept:
        return []
    words = [Phrase(offset + start, offset + end, text[start:end], "insult", round(score, 3), "name-calling")
             for start, end in kept]
    return words or [Phrase(offset, offset + len(text), text, "harassment", round(score, 3), WHOLE_SENTENCE)]


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Strip spaces and trailing punctuation from a span, and start and end it at its words' edges ("clown" in
    "clowns" quotes "clowns", "shit" in "shitbag" quotes "shitbag": a quote never cuts a word)."""
    while start < end and not text[start].isalnum():
        start += 1
    while end > start and not (text[end - 1].isalnum() or text[end - 1] in "*"):
        end -= 1
    while start < end < len(text) and text[end - 1].isalpha() and text[end].isalpha():
        end += 1
    while 0 < start < end and text[start].isalpha() and text[start - 1].isalpha():
        start -= 1
    return start, end


def _shortest(phrases: list[Phrase]) -> list[Phrase]:
    """Drop a phrase that contains a shorter phrase of the same kind (the shorter one says it all), in O(n log n)."""
    dropped: set[int] = set()
    by_kind: dict[str, list[int]] = {}
    for i, p in enumerate(phrases):
        by_kind.setdefault(p.kind, []).append(i)
    for members in by_kind.values():
        # Latest start first, then shortest: everything seen before a phrase starts at or after it and, at its own
        # start, ends earlier; spans are unique per kind, so one seen ending no later lies inside it.
        least_end = None
        for i in sorted(members, key=lambda i: (-phrases[i].start, phrases[i].end)):
            if least_end is not None and least_end <= phrases[i].end:
                dropped.add(i)
            least_end = phrases[i].end if least_end is None else min(least_end, phrases[i].end)
    return [p for i, p in enumerate(phrases) if i not in dropped]


def warm_up() -> None:
    """Load the heads, the profanity model and the regexes."""
    load_heads()
    char_model()
    profanity_probabilities([warm_up_text("profanity")])  # loads the exported profanity model
    text_rules(warm_up_text("toxicity_rules"))
    is_english("warm")  # the normaliser's dictionary (spaCy's lemma tables)
