"""The draft as the editor edits it: accept a finding's rewrite, undo, dismiss, and the highlights to draw."""

from collections.abc import MutableMapping
from dataclasses import replace

from coach.advice import advice
from coach.findings import Finding, locate
from coach.plain import plain
from coach.diff import word_changes
from coach.rewrite import apply_rewrite, chosen, rewrite_target
from coach.scope import follow, push_undo, start_draft, step

WHOLE_DRAFT_KINDS = ("spam", "offtopic", "machine")  # findings about the whole draft, not a quote in it


def utf16_offset(text: str, index: int) -> int:
    """Python index → UTF-16 code units (the browser's string offsets)."""
    return len(text[:index].encode("utf-16-le")) // 2


def from_utf16(text: str, units: int) -> int:
    """UTF-16 code units → Python index (clamped to the text)."""
    count = 0
    for index, char in enumerate(text):
        if count >= units:
            return index
        count += 2 if ord(char) > 0xFFFF else 1
    return len(text)


def set_draft(state: MutableMapping, text: str, undoable: bool = False, new: bool = False) -> None:
    """Replace the draft from the coach's side (the editor shows it); `undoable` keeps the old one for Undo, `new`
    starts a new draft (no dismissals, no history)."""
    if new:
        start_draft(state, text)
    elif undoable and text != state["draft"]:
        push_undo(state, state["draft"] or "")
        state["draft_anchor"] = text
    state["draft"] = text
    state["draft_version"] = state.get("draft_version", 0) + 1


def writer_text(state: MutableMapping, text: str) -> None:
    """The writer typed `text` in the editor (not an undo step; a different draft starts clean)."""
    follow(state, text)
    state["draft"] = text


def undo(state: MutableMapping, back: bool = True) -> bool:
    """Undo (or with `back=False` redo) the coach's last change to this draft; False when there is none."""
    text = step(state, back)
    if text is None:
        return False
    set_draft(state, text)
    return True


def redo(state: MutableMapping) -> bool:
    """Bring back what the last Undo replaced; False when there is nothing to redo."""
    return undo(state, back=False)


def dismissal_key(finding: Finding) -> str:
    return f"{finding.kind}\x1f{finding.quote}"


def current_findings(state: MutableMapping) -> list[Finding]:
    """The last check's findings placed in the draft as it is now (moved with edits; gone when their quote is)."""
    outcome = state.get("last_result")
    if outcome is None:
        return []
    draft, dismissed = state["draft"] or "", set(state.get("dismissed", ()))
    placed = []
    for number, finding in enumerate(outcome.findings):
        if dismissal_key(finding) in dismissed:
            continue
        if finding.number < 0:
            finding = replace(finding, number=number)
        if draft != outcome.draft:
            if finding.kind in WHOLE_DRAFT_KINDS:
                start = len(draft) - len(draft.lstrip())
                finding = replace(finding, start=start, end=max(start, len(draft.rstrip())))
            else:
                start, end = locate(draft, finding.quote, max(finding.start, 0))
                finding = replace(finding, start=start, end=end)
        placed.append(finding)
    return placed


def _shown(state: MutableMapping, number: int) -> Finding | None:
    """The finding numbered `number` if it is still shown."""
    return next((f for f in current_findings(state) if f.number == number), None)


def accept(state: MutableMapping, number: int, at: tuple[int, int] | None = None, choice: int = 0) -> str:
    """Apply finding `number`'s suggestion `choice` (0: the first) to the draft, one undo step (at Python offsets
    `at` when the editor says where the quote is now); returns the notice to show. Raises ValueError when the quote
    is gone."""
    finding, draft = _shown(state, number), state["draft"]
    if finding is None:
        raise ValueError("That finding is no longer there; check the draft again.")
    if at is not None and at[0] < at[1]:
        finding = replace(finding, start=at[0], end=at[1], quote=draft[at[0]:at[1]])
    start, end = rewrite_target(draft, finding)
    set_draft(state, apply_rewrite(draft, finding, choice), undoable=True)
    return f"Rewrote “{draft[start:end]}” as “{chosen(finding, choice)}” and checked the draft again."


def dismiss(state: MutableMapping, number: int) -> None:
    """Hide a finding the writer disagrees with (also in later checks of this draft, never in another draft)."""
    finding = _shown(state, number)
    if finding is not None:
        state["dismissed"] = list(state.get("dismissed", ())) + [dismissal_key(finding)]


def dismissed_count(state: MutableMapping) -> int:
    """How many of the last check's findings the writer has dismissed."""
    outcome, dismissed = state.get("last_result"), set(state.get("dismissed", ()))
    return sum(dismissal_key(f) in dismissed for f in outcome.findings) if outcome else 0


def dismissed_findings(state: MutableMapping) -> list[Finding]:
    """The last check's findings the writer has dismissed."""
    outcome, dismissed = state.get("last_result"), set(state.get("dismissed", ()))
    return [f for f in outcome.findings if dismissal_key(f) in dismissed] if outcome else []


def restore_dismissed(state: MutableMapping) -> None:
    """Show every dismissed finding of this draft again."""
    state["dismissed"] = []


def editor_items(draft: str, findings: list[Finding], can_rewrite: bool) -> list[dict]:
    """What the editor needs per finding, with offsets in UTF-16 code units."""
    items = []
    for index, finding in enumerate(findings):
        number = finding.number if finding.number >= 0 else index
        scope, before = "", ""
        if finding.rewrite and finding.located:
            try:
                target = rewrite_target(draft, finding)
                scope, before = ("quote" if target == (finding.start, finding.end) else "sentence"), draft[slice(*target)]
            except ValueError:
                scope = ""
        items.append({
            "id": number, "kind": finding.kind, "label": finding.label, "title": finding.title,
            "why": plain(finding.explanation), "rewrite": finding.rewrite, "scope": scope, "before": before,
            # Each suggestion with its word changes from `before`, for the card's inline before → after preview.
            "alternatives": [{"text": text, "changes": [list(c) for c in word_changes(before, text)] if before else []}
                             for text in finding.choices],
            "advice": advice(finding, findings),
            "start": utf16_offset(draft, finding.start) if finding.located else -1,
            "end": utf16_offset(draft, finding.end) if finding.located else -1,
            "canAccept": bool(can_rewrite and scope), "whole": finding.kind in WHOLE_DRAFT_KINDS,
        })
    return items
