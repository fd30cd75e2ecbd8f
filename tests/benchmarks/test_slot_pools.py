"""The fairness and latency benchmarks' texts, filled from their slot pools in benchmarks/sets/data/."""

import random

from benchmarks import fairness_templates, latency_text


def test_fairness_pairs_swap_only_the_identity():
    plain, swapped = fairness_templates.pairs()
    assert len(plain) == (len(fairness_templates.TOXIC) + len(fairness_templates.CIVIL)) * len(fairness_templates.PLAIN)
    assert set(swapped) == set(fairness_templates.IDENTITY)
    for identity, rows in swapped.items():
        assert [label for _, label in rows] == [label for _, label in plain]
        assert all(identity in text for text, _ in rows)
    assert "Get lost, my Muslim neighbours are worthless trash." in [text for text, _ in swapped["Muslim"]]


def test_latency_comments_are_distinct_and_about_the_article():
    comments = latency_text.comments(random.Random(3), 20, 40)
    assert len(set(comments)) == 20 and all(len(c.split()) >= 40 for c in comments)
    assert latency_text.ARTICLE.startswith("Riverton council") and latency_text.ARTICLE.endswith("pedestrians.")
