"""The sentence data files and their one reader: well-formed rows, one label vocabulary, every slot a template names
has a pool, recorded splits that keep a template's fills on one side."""

import re
from collections import Counter
from pathlib import Path

import pytest

from moderation.engine.training.sentences_io import NEGATIVE_TONE, grouped, read_tsv, slots, where
from moderation.engine.training.tone import generators
from moderation.engine.training.toxicity import synthetic

ROOT = Path(__file__).parents[3]
DATA_FILES = sorted([*ROOT.glob("moderation/engine/training/*/data/*.tsv"), *ROOT.glob("benchmarks/sets/data/*.tsv"),
                     *ROOT.glob("experiments/data/*.tsv")])
TONE_LABELS = set(NEGATIVE_TONE) | {"civil", "complaint", "praise", "neutral"}
TONE_FILES = ["moderation/engine/training/tone/data/templates.tsv", "moderation/engine/training/tone/data/domain.tsv",
              "moderation/engine/training/tone/data/handwritten.tsv", "experiments/data/tone_third_round.tsv",
              "benchmarks/sets/data/tone_blind.tsv"]
SLOT = re.compile(r"\{(\w+)\}")


def test_the_reader_refuses_a_row_with_a_missing_field(tmp_path):
    path = tmp_path / "bad.tsv"
    path.write_text("text\tlabel\nfine\tcivil\nno label here\n")
    with pytest.raises(ValueError, match="bad.tsv:3"):
        read_tsv(path)


def test_groups_keep_the_order_of_first_appearance():
    rows = [{"k": k, "v": str(i)} for i, k in enumerate("bab")]
    assert list(grouped(rows, "k", "v").items()) == [("b", ["0", "2"]), ("a", ["1"])]


def test_every_data_file_is_found_and_well_formed():
    assert len(DATA_FILES) >= 11
    for path in DATA_FILES:
        rows = read_tsv(path)
        assert rows, path
        for row in rows:
            assert all(value == value.strip() and value for value in row.values()), (path, row)


@pytest.mark.parametrize("name", TONE_FILES)
def test_tone_files_share_one_label_vocabulary(name):
    assert {row["label"] for row in read_tsv(ROOT / name)} <= TONE_LABELS


def test_the_tone_vocabulary_is_used_whole():
    assert {row["label"] for name in TONE_FILES for row in read_tsv(ROOT / name)} == TONE_LABELS


def test_every_split_column_holds_train_or_validation():
    for path in DATA_FILES:
        rows = read_tsv(path)
        if "split" in rows[0]:
            assert {row["split"] for row in rows} <= {"train", "validation"}, path


def test_every_tone_template_slot_has_a_pool():
    table = read_tsv(generators.DATA / "templates.tsv")
    for generator in {row["generator"] for row in table}:
        pools = slots(generators.DATA / "slots.tsv", generator=generator)
        named = {s for row in where(table, generator=generator) for s in SLOT.findall(row["template"])}
        assert named <= set(pools), (generator, named - set(pools))


def test_every_toxicity_template_slot_has_a_pool_and_scores_are_probabilities():
    table = read_tsv(synthetic.DATA / "templates.tsv")
    pools = {**slots(synthetic.DATA / "slots.tsv", set="synthetic"), **slots(synthetic.DATA / "slots.tsv", set="hard_case")}
    assert {s for row in table for s in SLOT.findall(row["template"])} <= set(pools)
    assert all(0.0 <= float(row[c]) <= 1.0 for row in table for c in synthetic.LABELS)


def test_the_tone_set_keeps_each_template_on_one_side_and_holds_out_about_a_third():
    rows = generators.tone_set()
    sides = {}
    for row in rows:
        sides.setdefault(row["template"], set()).add(row["split"])
    assert all(len(s) == 1 for s in sides.values())
    share = Counter(row["split"] for row in rows)["validation"] / len(rows)
    assert 0.2 < share < 0.4


def test_tone_rows_are_negative_exactly_for_the_four_kinds_of_tone():
    rows = generators.tone_set() + generators.augmented() + generators.composed() + generators.domain_augmented()
    assert {row["kind"] for row in rows if row["negative"]} == set(NEGATIVE_TONE)
    assert {row["kind"] for row in rows if not row["negative"]} <= TONE_LABELS - set(NEGATIVE_TONE)


def test_synthetic_toxicity_rows_carry_their_templates_scores():
    hard = synthetic.hard_case_rows()
    assert {family for _, _, family in hard} == {row["family"] for row in where(
        read_tsv(synthetic.DATA / "templates.tsv"), set="hard_case")}
    threats = [labels for _, labels, family in hard if family == "threat_at_group"]
    assert threats and all(labels == (1.0, 1.0, 0.3, 1.0) for labels in threats)
