"""Dogwhistle judge: coded terms from the committed lexicon, accepted by form or by context, plus caller examples.

Rules (weights, subtlety and harm) are written out in docs/engine-dogwhistles-llmdetect.md.
"""

import re
from bisect import bisect_right
from dataclasses import dataclass

import numpy as np

from moderation.engine.core.datafile import read_json
from moderation.engine.dogwhistles import examples as dogwhistle_examples
from moderation.engine.dogwhistles import ideas
from moderation.engine.dogwhistles.frames import conspiracy_frames, numeric_codes, replacement, who_owns, word_follows
from moderation.engine.dogwhistles.ideas import idea_hits
from moderation.engine.dogwhistles.categories import category
from moderation.engine.dogwhistles.context import Evidence, evidence, focus_categories, hostility
from moderation.engine.dogwhistles.lexicon import FormMatch, get_lexicon
from moderation.engine.core.analysis import Analysis
from moderation.engine.core.types import ArticleContext
from moderation.schemas.checks import DogwhistleDetails, DogwhistleDetection, DogwhistleResult

UNAMBIGUOUS = 0.15  # forms below this ambiguity are code in themselves and match by form
THRESHOLD_PER_AMBIGUITY = 0.75  # context support needed = this x the form's ambiguity
_SAY = read_json(__file__, "reasoning.json")  # what the reasoning says

_TYPE_SUBTLETY = (  # (type prefix, base subtlety): how covert each kind of coded term is
    ("arbitrary target group label", 0.8), ("persona signal", 0.75), ("concept", 0.7), ("representative", 0.6),
    ("stereotype-based descriptor", 0.55), ("humor", 0.45), ("stereotype-based target group label", 0.45),
    ("phonetic-based target group label", 0.35),
)
_VIOLENT_MEANING = re.compile(r"\b(?:kill\w*|war|death|attack\w*|removal|gas\w*|murder\w*|violen\w*)\b", re.I)


@dataclass(frozen=True)
class Finding:
    """One accepted coded term."""

    text: str  # verbatim from the comment
    category: str
    meaning: str
    subtlety: float
    harm: float
    confidence: float
    why: str  # the context that supports the coded reading


def check_dogwhistle(analysis: Analysis, article: ArticleContext | None, sensitive_topics: list[str],
                     examples: list[str]) -> DogwhistleResult:
    """Coded-language verdict for one comment."""
    focused = focus_categories(sensitive_topics)
    findings, benign = _lexicon_findings(analysis, focused, bool(sensitive_topics))
    seen = {f.text.lower() for f in findings}
    for hit in dogwhistle_examples.find(analysis, examples):
        if hit.text.lower() not in seen:
            seen.add(hit.text.lower())
            findings.append(Finding(hit.text, hit.category, f'the caller\'s coded term "{hit.example}"', 0.5,
                                    min(1.0, category(hit.category).harm + 0.1), hit.confidence, hit.why))
    for finding in _framed_findings(analysis, focused):
        if finding.text.lower() not in seen:
            seen.add(finding.text.lower())
            findings.append(finding)
    if not findings:
        return _nothing_found([b for b in benign if b.lower() not in seen])
    return _result(analysis, findings)


def _framed_findings(analysis: Analysis, focused: set[str]) -> list[Finding]:
    """Numeric codes beside group language, conspiracy framing of stock actors, and sentences that state a
    coded idea in other words (frames.py, ideas.py)."""
    out = []
    text = analysis.text
    for hit in numeric_codes(text) + conspiracy_frames(text, focused) + replacement(text) + who_owns(text):
        harm = category(hit.category).harm + 0.1 + 0.05 * (hit.category in focused)
        out.append(Finding(hit.text, hit.category, hit.meaning, 0.7, _clip(harm, 0.0, 1.0),
                           0.8 + 0.1 * (hit.category in focused), hit.why))
    for index, idea, similarity in idea_hits(analysis.sentence_embeddings, focused):
        sentence = analysis.sentences[index].text.strip()
        out.append(Finding(sentence, idea.category, idea.meaning, 0.6, _clip(category(idea.category).harm + 0.1, 0.0, 1.0),
                           _clip(0.55 + similarity - ideas.THRESHOLD, 0.55, 0.95),
                           _SAY["why"]["idea"]))
    return out


def _lexicon_findings(analysis: Analysis, focused: set[str], topics_given: bool) -> tuple[list[Finding], list[str]]:
    """Accept each lexicon match whose form is code in itself or whose context supports the coded reading."""
    lexicon = get_lexicon()
    matches = lexicon.find(analysis.text)
    if not matches:
        return [], []
    findings: list[Finding] = []
    benign: list[str] = []
    unambiguous = sum(m.ambiguity < UNAMBIGUOUS for m in matches)
    best: dict[str, Finding] = {}
    starts, ends = [s.start for s in analysis.sentences], [s.end for s in analysis.sentences]
    # The same form in the same sentence weighs the same: judged once ("88 88 88 …" is one judgement, not 6,000
    # rescans of the sentence for its group words and framing).
    judged: dict[tuple, Finding | None] = {}
    for match in matches:
        if match.text.isdigit() and word_follows(analysis.text, match.end):
            benign.append(match.text)  # "88 Black children": a count of something, not a code
            continue
        index = _sentence_index(starts, ends, match.start)
        memo = (index, match.entry, match.text, match.ambiguity, match.benign_row, match.baseline,
                unambiguous + len(best))
        if memo not in judged:
            judged[memo] = _judge(analysis, match, index, focused, topics_given, lexicon, unambiguous + len(best))
        finding = judged[memo]
        if finding is None:
            benign.append(match.text)
            continue
        key = finding.text.lower()
        if key not in best or best[key].confidence < finding.confidence:
            best[key] = finding
    findings = list(best.values())
    return findings, [b for b in benign if b.lower() not in best]


def _judge(analysis: Analysis, match: FormMatch, index: int, focused: set[str], topics_given: bool, lexicon,
           other_codes: int) -> Finding | None:
    """One match accepted with its confidence, or None when its context supports the ordinary reading."""
    sentence = analysis.sentences[index].text
    unfocused = topics_given and match.entry.category not in focused
    if match.ambiguity < UNAMBIGUOUS:
        conf = 0.9 - match.ambiguity + (0.05 if match.entry.category in focused else 0.0) - 0.1 * unfocused
        return _finding(match, conf, hostility(sentence), _SAY["why"]["code_only"])
    neighbours = tuple(analysis.sentences[i].text for i in (index - 1, index + 1) if 0 <= i < len(analysis.sentences))
    ev = evidence(match, sentence, analysis.sentence_embeddings[index], lexicon, focused, other_codes, neighbours)
    threshold = THRESHOLD_PER_AMBIGUITY * match.ambiguity + 0.1 * unfocused
    if ev.support < threshold:
        return None
    return _finding(match, 0.55 + 0.4 * min(1.0, ev.support - threshold), ev.hostility, _why(ev))


def _finding(match: FormMatch, confidence: float, host: float, why: str) -> Finding:
    entry = match.entry
    base = next((v for prefix, v in _TYPE_SUBTLETY if entry.type.startswith(prefix)), 0.6)
    subtlety = base + (0.1 if entry.register == "formal" else -0.05) + 0.15 * match.ambiguity - 0.1
    harm = category(entry.category).harm + (0.15 if _VIOLENT_MEANING.search(entry.meaning) else 0.0) + 0.25 * host
    return Finding(match.text, entry.category, entry.meaning, _clip(subtlety, 0.05, 0.95), _clip(harm, 0.0, 1.0),
                   _clip(confidence, 0.5, 0.97), why)


def _why(ev: Evidence) -> str:
    reasons = []
    if ev.hostility >= 0.3:
        reasons.append(_SAY["why"]["hostility"])
    if ev.group_reference:
        reasons.append(_SAY["why"]["group"])
    if ev.margin > 0:
        reasons.append(_SAY["why"]["closer"])
    if ev.focused:
        reasons.append(_SAY["why"]["focused"])
    return _SAY["why_separator"].join(reasons) or _SAY["why"]["several"]


def _result(analysis: Analysis, findings: list[Finding]) -> DogwhistleResult:
    findings.sort(key=lambda f: analysis.lower.find(f.text.lower()))
    categories = list(dict.fromkeys(f.category for f in findings))
    extra = min(0.15, 0.05 * (len(findings) - 1))
    harm = _clip(max(f.harm for f in findings) + extra, 0.0, 1.0)
    subtlety = _clip(float(np.mean([f.subtlety for f in findings])), 0.0, 1.0)
    confidence = _clip(max(f.confidence for f in findings) + extra, 0.0, 0.98)
    parts = [_SAY["finding"].format(term=f.text, article=_article(f.category), category=f.category, meaning=f.meaning,
                                    why=f.why) for f in findings[:5]]
    reasoning = " ".join([_SAY["found"]] + [p[0].upper() + p[1:] + "." for p in parts])
    return DogwhistleResult(
        detection=DogwhistleDetection(reasoning=reasoning, dogwhistles_detected=True, confidence=round(confidence, 3)),
        details=DogwhistleDetails(dogwhistle_terms=[f.text for f in findings], categories=categories,
                                  subtlety_level=round(subtlety, 3), harm_potential=round(harm, 3)))


def _nothing_found(benign: list[str]) -> DogwhistleResult:
    if benign:
        terms = ", ".join(f'"{b}"' for b in dict.fromkeys(benign))
        reasoning = _SAY["everyday"].format(terms=terms)
        confidence = 0.75
    else:
        reasoning = _SAY["nothing"]
        confidence = 0.9
    return DogwhistleResult(detection=DogwhistleDetection(reasoning=reasoning, dogwhistles_detected=False,
                                                          confidence=confidence), details=None)


def _sentence_index(starts: list[int], ends: list[int], offset: int) -> int:
    """The sentence holding `offset`, else the next one (spans are sorted and disjoint: two bisections)."""
    at = bisect_right(starts, offset) - 1
    if at >= 0 and offset < ends[at]:
        return at
    return max(0, min(len(starts) - 1, bisect_right(ends, offset)))


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _clip(value: float, low: float, high: float) -> float:
    return float(min(high, max(low, value)))


def warm_up() -> None:
    """Load the lexicon, its vectors and the category vectors."""
    get_lexicon()
    ideas.warm_up()
    focus_categories(["race"])
    hostility("A warm-up sentence.")  # loads VADER
