"""Low-effort set: content-free comments (test posts, one-word reactions, bare agreement, generic praise) and
short comments that engage with an article's point (which must not be called low effort).
Templates and slots: benchmarks/sets/data/ (set "effort", labels empty / engaged)."""

from benchmarks.sets.templates import filled


def effort_set(per_template: int = 6) -> list[dict]:
    """Rows {text, empty (bool), split}."""
    return [{"text": t, "empty": label == "empty", "split": split} for t, label, split in filled("effort", per_template)]
