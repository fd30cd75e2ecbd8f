"""What belongs to one draft: its dismissals and its undo/redo history. A different draft starts clean."""

from collections.abc import MutableMapping
from difflib import SequenceMatcher

UNDO_DEPTH = 20
SAME_DRAFT = 0.5  # word-level similarity from which an edited text is still the same draft being revised


def is_new_draft(before: str, after: str) -> bool:
    """Whether `after` is another draft rather than `before` revised (emptied, or most of its words replaced)."""
    old, new = before.split(), after.split()
    if not old or not new:
        return bool(new) or bool(old)
    return SequenceMatcher(None, old, new, autojunk=False).ratio() < SAME_DRAFT


def start_draft(state: MutableMapping, text: str) -> None:
    """Forget the previous draft's dismissals, undo history, revision history and any settings it brought (a Demo
    comment's): `text` is a new draft."""
    state["dismissed"] = []
    state["revisions"] = []
    state["draft_settings"] = None
    state["undo_stack"] = []
    state["redo_stack"] = []
    state["draft_anchor"] = text


def follow(state: MutableMapping, text: str) -> None:
    """The writer's text is now `text`: a new draft when it is not the anchor revised (the anchor moves with edits,
    so a draft revised a little at a time stays one draft)."""
    if is_new_draft(state.get("draft_anchor") or "", text):
        start_draft(state, text)
    else:
        state["draft_anchor"] = text


def push_undo(state: MutableMapping, text: str) -> None:
    """Remember `text` before a change the coach makes; a new change forgets what could be redone."""
    state["undo_stack"] = (list(state.get("undo_stack", ())) + [text])[-UNDO_DEPTH:]
    state["redo_stack"] = []


def step(state: MutableMapping, back: bool) -> str | None:
    """The text to show after Undo (`back`) or Redo, keeping the current text on the other stack (so nothing typed is
    lost), or None when there is nothing to undo or redo."""
    source, target = ("undo_stack", "redo_stack") if back else ("redo_stack", "undo_stack")
    if not state.get(source):
        return None
    text = state[source][-1]
    state[source] = state[source][:-1]
    state[target] = (list(state.get(target, ())) + [state["draft"] or ""])[-UNDO_DEPTH:]
    state["draft_anchor"] = text
    return text
