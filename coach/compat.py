"""External-API span scores as highlightable findings (offsets arrive in UTF-16 code units)."""

from coach.findings import Finding
from coach.utf16 import utf16_to_index
from moderation.schemas.compat import AttributeScore

# The external API's attribute names offered on the page (the service says if one is not supported).
ATTRIBUTES = ["TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT", "PROFANITY", "THREAT",
              "SEXUALLY_EXPLICIT", "FLIRTATION", "INFLAMMATORY", "ATTACK_ON_AUTHOR", "ATTACK_ON_COMMENTER"]
MIN_SPAN_SCORE = 0.2  # spans below this are left unhighlighted so the text stays readable


def span_findings(text: str, attribute: str, scores: AttributeScore) -> list[Finding]:
    """One finding per span scored at least MIN_SPAN_SCORE, placed with Python offsets."""
    mapping = utf16_to_index(text)
    found = []
    for span in scores.spanScores or []:
        start, end = mapping.get(span.begin), mapping.get(span.end)
        if start is None or end is None or span.score.value < MIN_SPAN_SCORE:
            continue
        found.append(Finding("span", text[start:end], f"{attribute} {span.score.value:.2f}",
                             title=attribute, start=start, end=end))
    return found
