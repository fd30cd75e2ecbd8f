"""The fairness and latency benchmarks' texts, filled from their slot pools in benchmarks/sets/data/."""

from benchmarks import fairness_templates, fresh_text, latency_text


def test_fairness_pairs_swap_only_the_identity():
    plain, swapped = fairness_templates.pairs()
    assert len(plain) == (len(fairness_templates.TOXIC) + len(fairness_templates.CIVIL)) * len(fairness_templates.PLAIN)
    assert set(swapped) == set(fairness_templates.IDENTITY)
    for identity, rows in swapped.items():
        assert [label for _, label in rows] == [label for _, label in plain]
        assert all(identity in text for text, _ in rows)
    assert "Get lost, my Muslim neighbours are worthless trash." in [text for text, _ in swapped["Muslim"]]


def test_new_text_never_repeats_a_sentence_as_the_engine_segments_it(tmp_path):
    """The speed benchmarks' text (fresh_text.py): with no data folder, written sentences, each new."""
    from moderation.engine.core.text import sentences

    source = fresh_text.FreshText(folder=tmp_path)
    comments = source.comments(300, 52)
    segments = [s.text for c in comments for s in sentences(c)]
    assert len(segments) == len(set(segments)) > 600
    assert all(len(c.split()) >= 52 for c in comments) and source.real == 0
    draft = source.draft(6)
    assert len(draft) == 6 and not set(draft) & set(segments)
    assert latency_text.ARTICLE.startswith("Riverton council") and latency_text.ARTICLE.endswith("pedestrians.")


def test_new_text_reads_real_comments_first(tmp_path):
    folder = tmp_path / "tone"
    folder.mkdir()
    (folder / "isarcasm_train.csv").write_text(
        "tweet,sarcastic\n\"The bus was late again today. What a surprise that is, truly.\",1\n"
        "\"The bus was late again today. Tiny.\",0\n")
    source = fresh_text.FreshText(folder=tmp_path)
    got = [source.sentence() for _ in range(3)]
    assert sorted(got[:2]) == ["The bus was late again today.", "What a surprise that is, truly."]
    assert source.real == 2 and "note 1 says" in got[2]
