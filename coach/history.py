"""Revision history: one row per checked version of the draft, with its score and finding counts."""

from datetime import datetime, timezone

import pandas as pd

from coach.findings import KINDS, Finding, counts_by_kind
from coach.language import draft_language, judged_toxicity
from coach.verdict import shown_score
from moderation.schemas.megacall import MegaCallResult


def revision_row(number: int, draft: str, result: MegaCallResult, found: list[Finding]) -> dict:
    """The history row of one checked draft."""
    score = result.comment_score
    toxicity = round(score.toxicity_score, 3) if score else None
    if draft_language(result) is not None:  # the comment score read the draft as English: its own language's
        toxicity = round(judged_toxicity(result), 3) if judged_toxicity(result) is not None else None
    row = {
        "revision": number,
        "checked": datetime.now(timezone.utc).strftime("%H:%M:%S"),
        "score": shown_score(result, found),
        "toxicity": toxicity,
        "findings": len(found),
        "words": len(draft.split()),
        "draft": draft if len(draft) <= 80 else draft[:77] + "…",
    }
    for kind, count in counts_by_kind(found).items():
        row[KINDS[kind][0]] = count
    return row


def history_frame(rows: list[dict]) -> pd.DataFrame:
    """The history as a table: a column per kind of finding that occurred (so the table fits)."""
    kinds = [label for label, _ in KINDS.values() if any(row.get(label) for row in rows)]
    columns = ["revision", "checked", "score", "toxicity", "findings", "words", *kinds, "draft"]
    return pd.DataFrame(rows, columns=columns)


def history_table(rows: list[dict]) -> pd.DataFrame:
    """The history as shown: a figure no check gave (the comment score of a draft in another language) reads "—",
    not "None"."""
    return history_frame(rows).astype(object).where(lambda frame: frame.notna(), "—")


def chart_frame(rows: list[dict]) -> pd.DataFrame:
    """Long-form data for the history chart: score and finding count per revision."""
    frame = history_frame(rows)[["revision", "score", "findings"]]
    return frame.melt("revision", var_name="measure", value_name="value").dropna()


def history_caption(rows: list[dict], article_title: str | None) -> str:
    """What the history covers: this draft's checks on this article (a new draft or article starts another)."""
    checks = f"{len(rows)} check{'s' if len(rows) != 1 else ''} of this draft"
    on = f" on “{article_title}”" if article_title else ""
    return f"{checks}{on}. A new draft, or another article, starts a new history."
