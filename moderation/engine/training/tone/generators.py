"""The tone training sentences: the tone set (templates split by template), four train-only generator sets and the
sets written whole by hand. Sentences, templates and slot pools are data (tone/data/, see its README.md); the
filling rules stay here. A row is {text, kind, negative, split, template}; `template` groups rows for the folds.
"""

import random
from pathlib import Path

from moderation.engine.training.fill import fill
from moderation.engine.training.sentences_io import grouped, read_tsv, slots, tone_row, where, written_tone_rows

DATA = Path(__file__).with_name("data")
WRITTEN_SETS = ("news", "forums", "threads", "community", "sport", "tech", "family", "culture")  # trained on


def _templates(generator: str) -> list[dict[str, str]]:
    return where(read_tsv(DATA / "templates.tsv"), generator=generator)


def _filled(generator: str, per_template: int, seed: int, prefix: str, casual=None) -> list[dict]:
    """Every template of `generator` filled (one seeded fill per label, as the sets were first built)."""
    rows, pools = [], slots(DATA / "slots.tsv", generator=generator)
    table = _templates(generator)
    split = {r["template"]: r["split"] for r in table}
    for label, templates in grouped(table, "label", "template").items():
        for text, template in fill(templates, pools, per_template, seed=seed):
            rows.append(tone_row(casual(text) if casual else text, label, split[template], prefix + template))
    return rows


def tone_set(per_template: int = 8) -> list[dict]:
    """The tone set: its templates' recorded split (about 30% validation, by template) decides each row's."""
    return _filled("tone_set", per_template, 7, "")


def augmented(per_template: int = 10) -> list[dict]:
    """First generator set (train only): moves over everyday domains, with sincere and plain negatives."""
    return _filled("augment", per_template, 11, "aug:")


def more_augmented(per_template: int = 6) -> list[dict]:
    """Second generator set (train only), typed casually now and then (lower-case start, no final full stop)."""
    rng = random.Random(23)

    def casual(sentence: str) -> str:
        roll = rng.random()
        if roll < 0.15:
            return sentence[0].lower() + sentence[1:]
        return sentence[:-1] if roll < 0.3 and sentence.endswith(".") else sentence
    return _filled("more_augment", per_template, 29, "aug2:", casual)


def domain_augmented() -> list[dict]:
    """Third set (train only): sentences written whole, one everyday domain each."""
    return written_tone_rows(DATA / "domain.tsv")


def composed(per_frame: int = 5) -> list[dict]:
    """Fourth set (train only): frames × situations, each slot drawn at random; a frame is a row's template."""
    rng = random.Random(4711)
    pools = slots(DATA / "slots.tsv", generator="compose")
    rows, seen = [], set()
    for label, frames in grouped(_templates("compose"), "label", "template").items():
        for frame in frames:
            for _ in range(per_frame):
                text = frame
                for slot, words in pools.items():
                    if "{" + slot + "}" in text:
                        text = text.replace("{" + slot + "}", rng.choice(words))
                roll = rng.random()  # comment-section spelling now and then: no final full stop, or all lower case
                text = text[0].upper() + text[1:]
                text = text.rstrip(".") if roll < 0.15 else text.lower() if roll < 0.25 else text
                if text not in seen:
                    seen.add(text)
                    rows.append(tone_row(text, label, "train", "aug4:" + frame))
    return rows


def handwritten(sets: tuple[str, ...] = WRITTEN_SETS, path: Path = DATA / "handwritten.tsv") -> list[dict]:
    """The sets written whole by hand, one sentence at a time (train only), in the order of `sets`."""
    return [row for source in sets for row in written_tone_rows(path, source=source)]
