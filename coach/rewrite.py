"""Apply a finding's suggested rewrite to the draft: exactly that quote, at the finding's position."""

from coach.findings import Finding, locate


def apply_rewrite(draft: str, finding: Finding) -> str:
    """The draft with the finding's quote replaced by its rewrite (first occurrence at or after its position)."""
    if not finding.rewrite:
        raise ValueError("This finding has no suggested rewrite.")
    start, end = -1, -1
    if finding.located and draft[finding.start:finding.end] == finding.quote.strip():
        start, end = finding.start, finding.end
    else:
        start, end = locate(draft, finding.quote, max(finding.start, 0))
    if start < 0:
        raise ValueError("The quoted text is no longer in the draft; check the draft again.")
    return draft[:start] + finding.rewrite + draft[end:]
