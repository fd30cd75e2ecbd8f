"""The benchmark sets' templates and slot pools (benchmarks/sets/data/, README.md there), filled as training fills."""

from pathlib import Path

from moderation.engine.training.fill import fill
from moderation.engine.training.sentences_io import grouped, read_tsv, slots, where

DATA = Path(__file__).with_name("data")


def templates(name: str) -> list[dict[str, str]]:
    """Rows {set, template, label, split} of one set, in file order."""
    return where(read_tsv(DATA / "templates.tsv"), set=name)


def filled(name: str, per_template: int) -> list[tuple[str, str, str]]:
    """(sentence, label, split) for every template of set `name`, label by label; a sentence takes its template's
    recorded split, so no template's fills sit on both sides."""
    table = templates(name)
    split = {r["template"]: r["split"] for r in table}
    pools = slots(DATA / "slots.tsv", set=name)
    return [(text, label, split[template]) for label, group in grouped(table, "label", "template").items()
            for text, template in fill(group, pools, per_template)]
