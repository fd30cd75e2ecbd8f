"""Apply a finding's suggested rewrite to the draft, at the finding's position.

The service says what its suggestion stands for (`rewrite_replaces`: the quote itself or the sentence holding
it), so the coach replaces exactly that text — the occurrence that holds the quote — and nothing else.
"""

from coach.findings import Finding, locate


def rewrite_target(draft: str, finding: Finding) -> tuple[int, int]:
    """[start, end) of the text the rewrite replaces: the quote (at its position, else first occurrence), or the
    occurrence of `finding.replaces` that holds it."""
    if finding.located and draft[finding.start:finding.end] == finding.quote.strip():
        start, end = finding.start, finding.end
    else:
        start, end = locate(draft, finding.quote, max(finding.start, 0))
    if start < 0:
        raise ValueError("The quoted text is no longer in the draft; check the draft again.")
    scope = finding.replaces.strip()
    if not scope or scope == draft[start:end]:
        return start, end
    at = draft.find(scope)
    while at >= 0:
        if at <= start and end <= at + len(scope):
            return at, at + len(scope)
        at = draft.find(scope, at + 1)
    raise ValueError("The sentence this rewrite is for has changed; check the draft again.")


def chosen(finding: Finding, choice: int = 0) -> str:
    """The suggestion numbered `choice` (0: the first) of the finding."""
    if not finding.choices:
        raise ValueError("This finding has no suggested rewrite.")
    if not 0 <= choice < len(finding.choices):
        raise ValueError("That suggestion is no longer offered; check the draft again.")
    return finding.choices[choice]


def apply_rewrite(draft: str, finding: Finding, choice: int = 0) -> str:
    """The draft with the finding's quote (or the sentence the rewrite stands for) replaced by suggestion `choice`."""
    text = chosen(finding, choice)
    start, end = rewrite_target(draft, finding)
    return draft[:start] + text + draft[end:]
