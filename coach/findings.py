"""Findings of a megacall answer as one flat list, each located in the draft it was found in."""

import re
from dataclasses import dataclass, replace

from coach.language import draft_language, flagged_sentences
from coach.spans import whole_phrase
from moderation.schemas.megacall import MegaCallResult

# Kind → (label, colour) for highlights, legend and cards, most severe first (cards and verdicts follow this order).
KINDS: dict[str, tuple[str, str]] = {
    "objectionable": ("Objectionable", "#ffb3b3"),
    "dogwhistle": ("Coded language", "#9fd8ff"),
    "spam": ("Reads as spam", "#f4a6d7"),
    "banned": ("Banned topic", "#b8e6b8"),
    "offtopic": ("Off-topic", "#d9d9d9"),
    "fallacy": ("Logical fallacy", "#ffd98c"),
    "tone": ("Negative tone", "#c9b8ff"),
    "machine": ("Reads as machine-written", "#c6e2e9"),
    "span": ("Scored span", "#ff9e80"),
}
MACHINE_LIKELY = 0.5  # llm_likelihood from which the draft is said to read as machine-written
# The detector's confidence (it grows with the draft's length) from which that is shown as a finding: the level Details
# calls "somewhat sure"; below it a short draft's likelihood is a guess, and a finding is shown only when confident.
MACHINE_SURE = 0.6


@dataclass(frozen=True)
class Finding:
    """One problem in the draft: its kind, the quoted text, where it is, why, and a suggested rewrite."""

    kind: str
    quote: str
    explanation: str
    rewrite: str = ""
    title: str = ""
    start: int = -1
    end: int = -1
    replaces: str = ""  # the verbatim text the rewrite stands for (the quote or its sentence); "" = the quote
    number: int = -1  # its place in its check's findings: the same id in the editor and the cards while it is shown
    alternatives: tuple[str, ...] = ()  # every suggestion offered, smallest change first (the first is `rewrite`)
    read_by: str = ""  # "multilingual" when only the other-language judge read it (the English score did not)

    @property
    def choices(self) -> tuple[str, ...]:
        """The suggestions the writer can pick from (an older service sends only `rewrite`)."""
        return self.alternatives or ((self.rewrite,) if self.rewrite else ())

    @property
    def located(self) -> bool:
        return self.start >= 0

    @property
    def label(self) -> str:
        return KINDS[self.kind][0]


def locate(text: str, quote: str, after: int = 0) -> tuple[int, int]:
    """[start, end) of `quote` in `text` (exact, then case- and space-insensitive), or (-1, -1)."""
    quote = quote.strip()
    if not quote:
        return -1, -1
    index = text.find(quote, after)
    if index < 0:
        index = text.find(quote)
    if index >= 0:
        return index, index + len(quote)
    pattern = r"\s+".join(re.escape(word) for word in quote.split())
    match = re.search(pattern, text, flags=re.IGNORECASE)
    return (match.start(), match.end()) if match else (-1, -1)


def _placed(text: str, kind: str, quote: str, explanation: str, rewrite: str = "", title: str = "",
            replaces: str = "", alternatives: list[str] = ()) -> Finding:
    start, end = locate(text, quote)
    if start >= 0 and not (rewrite and not replaces.strip()):  # (a rewrite of the quote alone must replace just it)
        start, end = whole_phrase(text, start, end)
        quote = text[start:end]
    shown = tuple(dict.fromkeys(a for a in alternatives if a)) if rewrite else ()
    return Finding(kind, quote, explanation, rewrite, title, start, end, replaces,
                   alternatives=shown if shown[:1] == (rewrite,) else ())  # the first must be the single one


def _whole(draft: str, kind: str, explanation: str, title: str = "") -> Finding:
    """A finding about the whole draft (spam, off-topic, machine-written): it spans all of it."""
    start = len(draft) - len(draft.lstrip())
    return Finding(kind, draft.strip(), explanation, title=title, start=start, end=len(draft.rstrip()))


def _read_in_other_languages(draft: str, result: MegaCallResult) -> list[Finding]:
    """The sentences the multilingual judge flagged, as objectionable findings it alone read."""
    return [Finding("objectionable", draft[start:end], explanation, title=title, start=start, end=end,
                    read_by="multilingual") for start, end, title, explanation in flagged_sentences(draft, result)]


def findings_of(draft: str, result: MegaCallResult, banned_sentences: list[tuple[str, list[str]]] = ()) -> list[Finding]:
    """Every finding of `result` located in `draft`, most severe kind first, then in reading order. A draft in
    another language gets only the sentences flagged in that language: the other checks read English."""
    if draft_language(result) is not None:
        return [replace(finding, number=n) for n, finding in enumerate(_read_in_other_languages(draft, result))]
    found: list[Finding] = []
    if result.spam_check and result.spam_check.is_spam:
        found.append(_whole(draft, "spam", result.spam_check.reasoning))
    relevance = result.relevance_check
    if relevance and not relevance.on_topic.on_topic:
        found.append(_whole(draft, "offtopic", relevance.on_topic.reasoning))  # "· not about the article" repeats it
    llm = result.llm_detection
    if llm and llm.llm_likelihood >= MACHINE_LIKELY and llm.confidence >= MACHINE_SURE:
        found.append(_whole(draft, "machine", llm.reasoning, f"{llm.llm_likelihood:.0%} likely"))
    score = result.comment_score
    if score:
        for item in score.objectionable_phrases:
            found.append(_placed(draft, "objectionable", item.quoted_objectionable_phrase, item.explanation,
                                 item.suggested_rewrite, item.category.value.replace("_", " "), item.rewrite_replaces,
                                 item.suggested_rewrites))
        for item in score.logical_fallacies:
            found.append(_placed(draft, "fallacy", item.quoted_logical_fallacy_example, item.explanation,
                                 item.suggested_rewrite, item.fallacy_name, item.rewrite_replaces,
                                 item.suggested_rewrites))
        for item in score.negative_tone_phrases:
            found.append(_placed(draft, "tone", item.quoted_negative_tone_phrase, item.explanation,
                                 item.suggested_rewrite, item.category.value.replace("_", " "), item.rewrite_replaces,
                                 item.suggested_rewrites))
    dog = result.dogwhistle_check
    if dog and dog.details and dog.details.dogwhistle_terms:
        categories = ", ".join(dog.details.categories) or "coded language"
        for term in dog.details.dogwhistle_terms:
            why, category = term_reason(dog.detection.reasoning, term)
            found.append(_placed(draft, "dogwhistle", term, why or f"{dog.detection.reasoning} Categories: {categories}.",
                                 title=category or categories))
    elif dog and dog.detection.dogwhistles_detected:
        found.append(_whole(draft, "dogwhistle", dog.detection.reasoning, "coded language"))
    # A draft of no certain language was also read by the multilingual judge: a sentence it flags that no English
    # finding already covers is a card too (a short threat in Spanish is not passed as English).
    covered = [(f.start, f.end) for f in found if f.kind == "objectionable" and f.located]
    other = _read_in_other_languages(draft, result)
    found += [f for f in other if not any(s < f.end and f.start < e for s, e in covered)]
    # The service's comment score reads such a draft both ways too (no rewrite for what only the other reading
    # flags): its finding on a sentence the other reading flagged says so, and no rewrite was tried for it.
    found = [replace(f, read_by="multilingual") if f.kind == "objectionable" and not f.rewrite and f.located and any(
        o.start < f.end and f.start < o.end for o in other) else f for f in found]
    for sentence, topics in banned_sentences:
        found.append(_placed(draft, "banned", sentence, "This sentence is about a banned topic: " + ", ".join(topics) + ".",
                             title=", ".join(topics)))
    order = list(KINDS)
    found.sort(key=lambda f: (order.index(f.kind), not f.located, f.start, -f.end))
    # A title that only repeats the label ("Reads as spam · reads as spam") says nothing: the label stands alone.
    return [replace(finding, number=number, title="" if finding.title.strip().lower() == finding.label.lower()
                    else finding.title) for number, finding in enumerate(found)]


# The dogwhistle judge explains each term in its own sentence: '"<term>" is an <category> dogwhistle (…); <why>.'
_TERM_PART = re.compile(r'(?:^|(?<=\.)\s+)(?P<part>"(?P<term>[^"]+)" is an? (?P<category>[^"(;]+?) dogwhistle\b.*?)'
                        r'(?=\.\s+"|\.?$)', re.S)


def term_reason(reasoning: str, term: str) -> tuple[str, str]:
    """(the sentence of `reasoning` about `term`, its category) — so each coded-language card explains its own term,
    not every term found; ("", "") when the reasoning has no sentence for it."""
    for match in _TERM_PART.finditer(reasoning or ""):
        if match["term"].lower() == term.lower():
            part = match["part"].rstrip(". ")
            return f"{part}.", match["category"].strip()
    return "", ""


def counts_by_kind(found: list[Finding]) -> dict[str, int]:
    """How many findings of each kind (every kind present, zeros included)."""
    counts = {kind: 0 for kind in KINDS}
    for item in found:
        counts[item.kind] += 1
    return counts
