"""What "Details" shows under the verdict: the figures behind it, in words that agree with the verdict and the cards.

A draft in another language was judged for insults, threats and hate only: its details show that judgement, never
the English-only checks' figures (an English read of German is "off topic" and "no toxic language"), and the
toxicity line never says "nothing stands out" beside a card that flags a sentence.
"""

import re
from dataclasses import dataclass

from coach.findings import MACHINE_LIKELY, MACHINE_SURE, Finding
from coach.language import ENGLISH_ONLY_CHECKS, draft_language, judged_toxicity, uncertain_language
from coach.plain import plain
from moderation.schemas.megacall import MegaCallResult

# The spam check's own reading of distance from the article ("… and is unrelated to the article"): Details leaves it
# out when the relevance check, which owns on- and off-topic, reads the draft as on topic.
_UNRELATED = re.compile(r"(?:,\s*|\s+and\s+)?\bis unrelated to the article\b")
_EMPTY_ALTHOUGH = re.compile(r"although the comment\s*,\s*")
# Explanations that say nothing objectionable was found: wrong beside an objectionable card.
_NOTHING_FOUND = ("no toxic language", "no single phrase stands out", "nothing in it reads as")


@dataclass(frozen=True)
class Detail:
    """One line of Details: a caption, optionally a 0–1 bar (`value`) and a text under it."""

    caption: str
    value: float | None = None
    text: str = ""


def sureness(confidence: float) -> str:
    """A check's confidence in words: how sure it is of what it says."""
    if confidence >= 0.9:
        return "very sure"
    if confidence >= 0.75:
        return "fairly sure"
    if confidence >= 0.6:
        return "somewhat sure"
    return "unsure"


def _sure(confidence: float) -> str:
    return f"{sureness(confidence)} ({confidence:.0%})"


def _toxicity_text(explanation: str, found: list[Finding]) -> str:
    """The toxicity explanation, unless it says nothing was found while a card flags something objectionable."""
    flagged = [f for f in found if f.kind == "objectionable"]
    if flagged and any(words in explanation.lower() for words in _NOTHING_FOUND):
        count = len(flagged)
        return (f"{count} phrase{'s' if count > 1 else ''} flagged above read{'' if count > 1 else 's'} as "
                "objectionable; the cards say why.")
    return plain(explanation)


def details_of(result: MegaCallResult, found: list[Finding], score: int | None = None) -> list[Detail]:
    """The lines of Details for one check (`found`: the findings shown; `score`: the comment score as shown)."""
    language = draft_language(result)
    if language is not None:
        return _other_language(result, found, language.name, language.judged)
    lines: list[Detail] = []
    if result.comment_score:
        comment = result.comment_score
        if score is not None:
            lines.append(Detail(f"Comment score: {score}/5 — it reads the wording; the verdict above counts every "
                                "check"))
        lines.append(Detail("Toxicity", comment.toxicity_score, _toxicity_text(comment.toxicity_explanation, found)))
    uncertain = uncertain_language(result)
    if uncertain:
        lines.append(Detail("Language: not certain", text=uncertain.strip("()") + " Insults, threats and hate were "
                            "judged in both readings; the other checks read English."))
    if result.spam_check:
        spam = result.spam_check
        on_topic = bool(result.relevance_check and result.relevance_check.on_topic.on_topic)
        lines.append(Detail(f"Spam: {'likely' if spam.is_spam else 'unlikely'} — the check is "
                            f"{_sure(spam.confidence)}", text=spam_text(spam.reasoning, on_topic)))
    if result.relevance_check:
        relevance = result.relevance_check
        lines.append(Detail(f"Relevance: {'on topic' if relevance.on_topic.on_topic else 'off topic'} — the check is "
                            f"{_sure(relevance.on_topic.confidence)}", text=plain(relevance.on_topic.reasoning)))
        lines.append(Detail("Share on banned topics", relevance.banned_topics.quantity_on_banned_topics,
                            plain(relevance.banned_topics.reasoning)))
    if result.dogwhistle_check:
        dog = result.dogwhistle_check
        lines.append(Detail(f"Coded language: {'found' if dog.detection.dogwhistles_detected else 'none found'} — "
                            f"the check is {_sure(dog.detection.confidence)}"))
        if dog.details:
            lines.append(Detail("Subtlety", dog.details.subtlety_level))
            lines.append(Detail("Harm potential", dog.details.harm_potential))
    if result.llm_detection:
        llm = result.llm_detection
        lines.append(Detail("Machine-written likelihood", llm.llm_likelihood,
                            machine_text(llm.llm_likelihood, llm.confidence)))
    return lines


def spam_text(reasoning: str, on_topic: bool) -> str:
    """The spam check's reasoning in plain words; without its "unrelated to the article" when the relevance check
    reads the draft as on topic (two checks on one page never say opposite things)."""
    text = plain(reasoning)
    if on_topic:
        text = _EMPTY_ALTHOUGH.sub("", _UNRELATED.sub("", text))
    return text


def machine_text(likelihood: float, confidence: float) -> str:
    """The machine-text figure in words: what it means, then how sure the detector is of it."""
    if likelihood >= MACHINE_LIKELY and confidence < MACHINE_SURE:  # no finding is shown: say why, not "likely"
        return (f"Leans machine-written, but the detector is {sureness(confidence)} ({confidence:.0%} confident: "
                f"the draft is too short to tell), so it is not flagged.")
    reads = "Likely machine-written" if likelihood >= MACHINE_LIKELY else "Likely written by a person"
    return f"{reads}; the detector is {sureness(confidence)} of this ({confidence:.0%} confident)."


def _other_language(result: MegaCallResult, found: list[Finding], name: str, judged: bool) -> list[Detail]:
    if not judged:
        return [Detail(f"Not checked: no check reads {name}.")]
    toxicity = judged_toxicity(result)
    flagged = len(found)
    said = (f"{flagged} sentence{'s' if flagged != 1 else ''} flagged above (judged in {name})." if flagged
            else f"No sentence reads as an insult, threat or hate (judged in {name}).")
    lines = [Detail(f"Toxicity, judged in {name}", toxicity, said) if toxicity is not None
             else Detail(f"Judged in {name}", text=said)]
    lines.append(Detail(f"Not available in {name}: {ENGLISH_ONLY_CHECKS} (they read English)."))
    return lines
