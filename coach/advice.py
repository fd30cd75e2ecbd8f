"""What to change when no suggestion passed the checks: a plain instruction per kind of finding, no rewritten text."""

from coach.findings import Finding
from coach.plain import copy


def advice(finding: Finding, shown: list[Finding] = ()) -> str:
    """The instruction shown on a finding's card when it has no suggestion ("" when it has one); `shown` are the
    other findings on the page, one of which may carry the suggestion for this finding's sentence."""
    if finding.rewrite:
        return ""
    words = copy()
    if finding.read_by == "multilingual":  # judged in another language: no rewrite was tried, none is claimed
        return words["other_language"]
    if any(other.rewrite and finding.quote and finding.quote in (other.replaces or other.quote) for other in shown):
        return words["covered"]
    text = words["fallacy_advice"].get(finding.title) if finding.kind == "fallacy" else None
    if not text and len(finding.quote.split()) > 6:  # a whole sentence: quoting it back says nothing
        text = words["advice_long"].get(finding.kind)
    text = text or words["advice"].get(finding.kind, "")
    return text.format(quote=finding.quote)
