"""A draft in another language: which one, whether the service judges it, and its findings from the attribute
scores judged in that language (the coach's other checks read English only)."""

from dataclasses import dataclass

from coach.utf16 import utf16_to_index
from moderation.schemas.megacall import MegaCallResult

# Checks whose models read English only: their findings are not shown for a draft in another language.
ENGLISH_ONLY_KINDS = ("fallacy", "tone", "dogwhistle", "machine", "spam", "offtopic", "banned")
ENGLISH_ONLY_CHECKS = "weak arguments, tone, coded language, relevance, spam and machine-writing"
# A sentence is shown as a problem from this span score (precision first: the multilingual judge's hate flag).
FLAG = 0.5
# Which attribute names the problem, in this order of precedence, and how a card says it.
KINDS = (("THREAT", "threat"), ("IDENTITY_ATTACK", "identity attack"), ("INSULT", "insult"),
         ("PROFANITY", "profanity"), ("TOXICITY", "hostile language"))
EXPLAIN = {
    "threat": "This sentence reads as a threat or a wish of harm.",
    "identity attack": "This sentence reads as an attack on people for who they are (their origin, religion, gender, "
                       "sexuality or disability).",
    "insult": "This sentence reads as an insult aimed at a person.",
    "profanity": "This sentence uses profanity.",
    "hostile language": "This sentence reads as hostile.",
}


@dataclass(frozen=True)
class DraftLanguage:
    """The draft's detected language, and whether the service judged it (False: not checked at all)."""

    code: str
    judged: bool
    name: str


def draft_language(result: MegaCallResult) -> DraftLanguage | None:
    """The draft's language when it is not English (None for English, or an answer without a language section)."""
    language = result.language
    if language is None or not language.english_only:
        return None
    return DraftLanguage(language.code, language.supported, language.name or language.code)


def uncertain_language(result: MegaCallResult) -> str | None:
    """For a draft the detector could not place (its best guess not English, so the service also read it with the
    multilingual judge): how a card says so; None otherwise."""
    language = result.language
    if language is None or not language.undetermined or not language.attribute_scores:
        return None
    guess = "" if language.code == "und" else f", most likely {language.name or language.code}"
    return f"(The draft's language was not certain{guess}: it was read as English and in other languages.)"


def judged_toxicity(result: MegaCallResult) -> float | None:
    """TOXICITY as judged in the draft's own language (None when it was not judged in another language)."""
    scores = result.language.attribute_scores if result.language else None
    found = scores.attributeScores.get("TOXICITY") if scores else None
    return found.summaryScore.value if found else None


def sentence_problems(result: MegaCallResult) -> list[tuple[int, int, str, float]]:
    """(begin, end, kind, score) of each sentence the attributes judged in the draft's language flag (UTF-16
    offsets), named by its most severe kind."""
    scores = result.language.attribute_scores if result.language else None
    if not scores:
        return []
    best: dict[tuple[int, int], tuple[str, float]] = {}
    for attribute, kind in KINDS:
        found = scores.attributeScores.get(attribute)
        for span in (found.spanScores or []) if found else []:
            key = (span.begin, span.end)
            if span.score.value >= FLAG and key not in best:
                best[key] = (kind, span.score.value)
    return sorted((begin, end, kind, value) for (begin, end), (kind, value) in best.items())


def flagged_sentences(draft: str, result: MegaCallResult) -> list[tuple[int, int, str, str]]:
    """(start, end, title, explanation) of each sentence flagged in the draft's own language (Python offsets)."""
    language = draft_language(result)
    uncertain = uncertain_language(result)
    if (language is None or not language.judged) and uncertain is None:
        return []
    said = uncertain if language is None else f"(Judged in {language.name}.)"
    mapping = utf16_to_index(draft)
    found = []
    for begin, end, kind, _score in sentence_problems(result):
        start, stop = mapping.get(begin, -1), mapping.get(end, -1)
        if 0 <= start < stop:
            found.append((start, stop, kind, f"{EXPLAIN[kind]} {said}"))
    return found
