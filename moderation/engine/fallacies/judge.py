"""Logical fallacies per sentence: precise cue patterns first, then a trained gate and 13-type classifier.

A cue match types the fallacy by itself (severity 2). Sentences without a cue go through the gate
(fallacy or not, calibrated on civil comments) and, when it fires, the type classifier; the gate's
"clear" threshold gives severity 2, its looser "hint" threshold severity 1 (only reported under
strict tolerances). A short comment of two or three sentences with no finding is also judged as a
whole, since many fallacies span sentences. Every quote is verbatim from the comment, and a finding is kept only
when its quote holds a premise and a conclusion (argument.py), both quoted in its slots.
"""

import re
from dataclasses import replace

import numpy as np

from moderation.engine.fallacies.argument import premise_and_conclusion
from moderation.engine.fallacies.cues import CUES
from moderation.engine.fallacies.model import get_model
from moderation.engine.core.types import Issue
from moderation.engine.core.analysis import Analysis
from moderation.schemas.findings import ModerationCategory

_MIN_WORDS = 5  # shorter sentences carry too little argument to be typed by the model
_QUOTE_LIMIT = 240
_WHOLE_MAX_SENTENCES, _WHOLE_MAX_CHARS = 3, 300  # longer sentences are cut to the clause around the cue
# Reported speech ("he called me a clown, which hurt") describes someone else's attack, it does not make one.
_REPORTED = re.compile(r"\b(?:called|labelled|labeled|branded|dismissed) (?:me|us|him|her|them|my \w+)\b|"
                       r"\b(?:said|told me|claimed) (?:that )?(?:I|we) (?:was|were|am|are)\b", re.I)
_CLAUSE_END = re.compile(r"[;:]|,\s(?:but|and|so|which)\s|\s[-–—]\s")


def _clause(text: str, start: int, end: int, lo: int, hi: int) -> tuple[int, int]:
    """The sentence [lo, hi) around a match, cut to the clause when the sentence is long."""
    if hi - lo <= _QUOTE_LIMIT:
        return lo, hi
    left = max((m.end() for m in _CLAUSE_END.finditer(text, lo, start)), default=lo)
    right = min((m.start() for m in _CLAUSE_END.finditer(text, end, hi)), default=hi)
    return left, right


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while end > start and text[end - 1] in " ,;:":
        end -= 1
    while start < end and text[start] in " ,;:":
        start += 1
    return start, end


def cue_issues(analysis: Analysis) -> list[Issue]:
    """Fallacies signalled by precise cue patterns, at most one per sentence."""
    text = analysis.text
    found: list[Issue] = []
    for sentence in analysis.sentences:
        for cue in CUES:
            match = cue.regex.search(text, sentence.start, sentence.end)
            if not match:
                continue
            start, end = _trim(text, *_clause(text, match.start(), match.end(), sentence.start, sentence.end))
            slots = {k: v.strip() for k, v in match.groupdict().items() if v and v.strip()}
            slots["cue"] = match.group(0).strip()
            found.append(Issue(start, end, text[start:end], ModerationCategory.LOGICAL_FALLACY, cue.label, 2, 1.0, slots))
            break
    return found


def model_issues(analysis: Analysis, skip: set[int], sensitive: bool = False) -> list[Issue]:
    """Fallacies the trained gate finds in sentences not in `skip` (indices); `sensitive` lowers the bar."""
    model = get_model()
    rows = [k for k, s in enumerate(analysis.sentences)
            if k not in skip and len(s.text.split()) >= _MIN_WORDS and not _REPORTED.search(s.text)]
    if not rows:
        return []
    embeddings = analysis.sentence_embeddings[rows]
    gate = model.gate_probability(embeddings)
    floor = model.hint if sensitive else model.clear
    keep = [(k, p) for k, p in zip(rows, gate) if p >= floor]
    if not keep:
        return []
    texts = [analysis.sentences[k].text for k, _ in keep]
    types = model.type_probabilities(texts, analysis.sentence_embeddings[[k for k, _ in keep]])
    found = []
    for (k, p), probs in zip(keep, types):
        sentence = analysis.sentences[k]
        start, end = _trim(analysis.text, sentence.start, sentence.end)
        label = model.labels[int(np.argmax(probs))]
        severity = 2 if p >= model.clear else 1
        found.append(Issue(start, end, analysis.text[start:end], ModerationCategory.LOGICAL_FALLACY, label, severity,
                           float(p), {"type_confidence": f"{float(np.max(probs)):.2f}"}))
    return found


def whole_comment_judged(sentence_count: int, length: int) -> bool:
    """Whether the gate also reads the comment as a whole: short multi-sentence arguments ("A. B. So C.")."""
    return 2 <= sentence_count <= _WHOLE_MAX_SENTENCES and length <= _WHOLE_MAX_CHARS


def whole_issue(analysis: Analysis, sensitive: bool = False) -> list[Issue]:
    """A fallacy spread over a short comment's sentences (uses the whole-comment embedding the toxicity judge shares)."""
    if not whole_comment_judged(len(analysis.sentences), len(analysis.text.strip())) or _REPORTED.search(analysis.text):
        return []
    model = get_model()
    p = float(model.gate_probability(analysis.embedding[None, :])[0])
    if p < (model.hint if sensitive else model.clear):
        return []
    start, end = _trim(analysis.text, analysis.sentences[0].start, analysis.sentences[-1].end)
    probs = model.type_probabilities([analysis.text[start:end]], analysis.embedding[None, :])[0]
    return [Issue(start, end, analysis.text[start:end], ModerationCategory.LOGICAL_FALLACY,
                  model.labels[int(np.argmax(probs))], 2 if p >= model.clear else 1, p,
                  {"type_confidence": f"{float(np.max(probs)):.2f}"})]


def fallacy_issues(analysis: Analysis, sensitive: bool = False, reported: list[Issue] = ()) -> list[Issue]:
    """Every fallacy found, in text order: cue matches, then the model on the other sentences.

    Sentences that already hold a `reported` phrase (an insult, a dismissive remark) are left to that
    finding: the type classifier was not trained on them and would only add a second, vaguer finding.
    """
    cues = cue_issues(analysis)
    cued = {k for k, s in enumerate(analysis.sentences)
            for c in [*cues, *reported] if s.start <= c.start < s.end}
    found = _argued(analysis.text, cues + model_issues(analysis, cued, sensitive))
    if not found and not reported:
        found = _argued(analysis.text, whole_issue(analysis, sensitive))
    return sorted(found, key=lambda i: i.start)


def _argued(text: str, issues: list[Issue]) -> list[Issue]:
    """The findings whose quote holds a premise and a conclusion (a fallacy is a bad step from one to the other; a
    question or a bare statement takes no step), with both quoted in their slots (a sure gate alone is not enough:
    benchmarks/CHOICES.md, "Fallacy cards without a quoted step")."""
    out = []
    for issue in issues:
        parts = premise_and_conclusion(text, issue.start, issue.end, issue.slots.get("cue", ""),
                                       issue.slots.get("x", ""), issue.slots.get("y", ""))
        if parts:
            (ps, pe), (cs, ce) = parts
            out.append(replace(issue, slots={**issue.slots, "premise": text[ps:pe], "conclusion": text[cs:ce]}))
    return out


def classify_type(text: str, embedding: np.ndarray) -> str:
    """The most likely of the 13 LOGIC types for a text (for benchmarks)."""
    model = get_model()
    return model.labels[int(np.argmax(model.type_probabilities([text], embedding[None, :])[0]))]


def warm_up() -> None:
    """Load the model."""
    get_model()
