"""Rude drafts with a clear point: an insult, sarcasm, dismissal, condescension or a common fallacy wrapped
around a claim a reader could answer. A good rewrite keeps the claim and drops the rest.
Templates and slots: benchmarks/sets/data/ (set "rewrites")."""

from benchmarks.sets.templates import DATA, fill, slots, templates


def rewrite_set(per_template: int = 3) -> list[dict]:
    """Rows {text, template, split}."""
    table = templates("rewrites")
    split = {r["template"]: r["split"] for r in table}
    return [{"text": t, "template": tpl, "split": split[tpl]}
            for t, tpl in fill([r["template"] for r in table], slots(DATA / "slots.tsv", set="rewrites"), per_template)]
