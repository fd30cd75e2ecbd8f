"""Banned-topic sets: sentences about a topic (with or without its keywords), and spam and unrelated sentences
that must never be reported as any banned topic (written for the project). Sentences, templates and slots:
benchmarks/sets/data/ (set "banned"; a sentence's label is its topic, "none" for the templates of NEVER); topics of
several words with sentences about them and near-misses that share one of their words (banned_multiword.tsv)."""

from benchmarks.sets.templates import DATA, fill, grouped, slots, templates
from moderation.engine.training.sentences_io import read_tsv

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


def multiword_set(part: int = 1) -> list[dict[str, str]]:
    """Rows {topic, label ("about" / "not"), shares (the topic's words it holds: none, one, both or all, meaning),
    text} of banned_multiword.tsv (part 1), banned_multiword_2.tsv (part 2) — both read while the rule was chosen,
    dev — or banned_multiword_3.tsv (part 3: written before the round that installed it, validation)."""
    return read_tsv(DATA / ("banned_multiword.tsv" if part == 1 else f"banned_multiword_{part}.tsv"))
