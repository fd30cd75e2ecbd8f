"""Banned-topic set: sentences about a topic (with or without its keywords), and spam and unrelated sentences
that must never be reported as any banned topic (written for the project). Sentences, templates and slots:
benchmarks/sets/data/ (set "banned"; a sentence's label is its topic, "none" for the templates of NEVER)."""

from benchmarks.sets.templates import DATA, fill, grouped, slots, templates

_TABLE = templates("banned")
TOPICS = [label for label in grouped(_TABLE, "label", "template") if label != "none"]


def banned_set(per_template: int = 3) -> list[dict]:
    """Rows {text, topic ("" = none), split}: each topic's sentence with its topic, each NEVER sentence with none."""
    rows = [{"text": r["template"], "topic": r["label"], "split": r["split"]} for r in _TABLE if r["label"] != "none"]
    never = [r for r in _TABLE if r["label"] == "none"]
    split = {r["template"]: r["split"] for r in never}
    rows += [{"text": t, "topic": "", "split": split[tpl]}
             for t, tpl in fill([r["template"] for r in never], slots(DATA / "slots.tsv", set="banned"), per_template)]
    return rows
