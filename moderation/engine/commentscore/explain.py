"""Explanations for objectionable and negative-tone phrases, and the educational toxicity explanation."""

from moderation.engine.core.types import Issue
from moderation.schemas.findings import ModerationCategory

_WHY = {
    ModerationCategory.THREAT: "reads as a threat of harm; whatever the intent, it makes people feel unsafe and ends the discussion",
    ModerationCategory.IDENTITY_ATTACK: "attacks people for who they are (their group), not for anything they argued",
    ModerationCategory.SEXUAL_CONTENT: "is sexual language that does not belong in a public discussion",
    ModerationCategory.HARASSMENT: "targets a person in a way that reads as harassment rather than disagreement",
    ModerationCategory.INSULT: "is a put-down aimed at a person; it invites a fight instead of a reply to your point",
    ModerationCategory.PROFANITY: "is swearing, which many readers find off-putting and which adds heat but no argument",
}
_FIX = {
    ModerationCategory.THREAT: "Remove it entirely; if you are angry, say what you object to and why.",
    ModerationCategory.IDENTITY_ATTACK: "Criticise specific actions or claims instead of a whole group.",
    ModerationCategory.SEXUAL_CONTENT: "Leave it out, or describe the point in neutral words.",
    ModerationCategory.HARASSMENT: "Address the argument, not the person, and leave their personal life out of it.",
    ModerationCategory.INSULT: "Say what you disagree with and why; the point stands without the label.",
    ModerationCategory.PROFANITY: "Drop the swear word; your point reads stronger without it.",
}
_LABEL = {
    ModerationCategory.THREAT: "a threat", ModerationCategory.IDENTITY_ATTACK: "an attack on a group",
    ModerationCategory.SEXUAL_CONTENT: "sexual language", ModerationCategory.HARASSMENT: "harassment",
    ModerationCategory.INSULT: "an insult", ModerationCategory.PROFANITY: "profanity",
}


def _cited(quote: str) -> str:
    """The quote as cited in a sentence: without stray spaces or a trailing comma."""
    return quote.strip().rstrip(",;:").strip()


def explain_objectionable(issue: Issue) -> str:
    """Why this phrase is objectionable and what to do instead, naming the phrase."""
    reason = issue.slots.get("reason", "").strip().rstrip(".")
    if "as a whole" in reason:  # the toxicity judge flagged the sentence, not a word in it
        return (f"“{_cited(issue.quote)}” reads as hostile as a whole; readers are likely to take it as an attack "
                f"rather than an argument. Say what you disagree with and why, in neutral terms.")
    detail = f" ({reason})" if reason else ""
    return f"“{_cited(issue.quote)}” {_WHY[issue.category]}{detail}. {_FIX[issue.category]}"


def explain_tone(issue: Issue) -> str:
    """Why this phrase may hurt the conversation and a warmer way to say it."""
    move = issue.slots.get("move", "sounds dismissive")
    return (f"“{_cited(issue.quote)}” {move}. Readers on the other side are likely to get defensive and stop listening; "
            f"say what you disagree with and why, in a tone you would use face to face.")


def explain_toxicity(score: float, issues: list[Issue]) -> str:
    """An educational summary: which phrases make the comment read as toxic and why, or that none do."""
    if not issues:
        if score >= 0.5:
            return (f"The comment reads as hostile overall (toxicity {score:.2f}) although no single phrase stands out; "
                    f"its tone and framing may come across as an attack. Focusing on the argument would help.")
        if score >= 0.25:
            return f"Mostly civil (toxicity {score:.2f}); nothing in it reads as an insult, threat or slur."
        return "No toxic language found: nothing in the comment reads as an insult, threat, slur or profanity."
    parts = [f"“{i.quote}” ({_LABEL[i.category]})" for i in issues[:4]]
    more = f" and {len(issues) - 4} more" if len(issues) > 4 else ""
    kinds = sorted({i.category for i in issues}, key=lambda c: list(_WHY).index(c))
    why = "; ".join(f"{_LABEL[c]} {_WHY[c]}" for c in kinds[:2])
    return (f"Toxicity {score:.2f}. These phrases read as toxic: {', '.join(parts)}{more}. Why: {why}. "
            f"Removing them keeps your point and makes it more likely to be heard.")
