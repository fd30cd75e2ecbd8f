"""Batch logic: CSV reading, the batch endpoint, thresholds without requests, precision and recall per label."""

import pandas as pd
import pytest

from coach import batch, topic_labels
from coach.topic_scores import export_frame, list_precision_recall


def _results() -> pd.DataFrame:
    return pd.DataFrame({
        "comment": ["a", "b", "c", "d"],
        "on_topic": [True, False, True, False],
        "banned": [["taxes"], ["taxes", "elections"], [], ["elections"]],
        "quantity": [0.9, 0.4, 0.0, 0.2],
        "confidence": [0.8, 0.6, 0.9, 0.5],
        "reasoning": ["", "", "", ""],
        "similarity": [{"taxes": 0.5, "elections": 0.1}, {"taxes": 0.1, "elections": 0.35},
                       {"taxes": 0.1, "elections": 0.05}, {"taxes": 0.05, "elections": 0.3}],
        "error": ["", "", "", ""],
    })


def test_read_comments_needs_a_comment_column():
    frame = batch.read_comments(b"Comment,expected\nhello,tax\n,\nworld,\n")
    assert frame["comment"].tolist() == ["hello", "world"]
    assert batch.guess_label_column(frame) == "expected"
    with pytest.raises(ValueError, match="comment"):
        batch.read_comments(b"text\nx\n")


def test_threshold_acts_on_each_topics_best_similarity():
    results = _results()
    # Real similarities: a topic the service named (row b) is not raised to the service's cut-off (issue 26 item 9).
    assert topic_labels.topic_score(results, "taxes").tolist() == [0.5, 0.1, 0.1, 0.05]
    assert topic_labels.flagged(results, 0.3).tolist() == [True, True, False, True]
    assert topic_labels.flagged(results, 0.45).tolist() == [True, False, False, False]
    curve = topic_labels.flagged_curve(results)
    assert curve["flagged"].is_monotonic_decreasing and curve["flagged"].iloc[0] == 4


def test_precision_recall_with_topics_mapped_to_labels():
    labels = pd.Series(["tax", "", "", "Elections; tax"])
    table = topic_labels.precision_recall(_results(), labels, {"taxes": "tax", "elections": "elections"}, 0.3)
    table = table.set_index("topic")
    assert table.loc["taxes", "TP"] == 1 and table.loc["taxes", "FP"] == 0 and table.loc["taxes", "recall"] == 0.5
    assert table.loc["elections", "recall"] == 1.0 and table.loc["elections", "precision"] == 0.5
    unmapped = topic_labels.precision_recall(_results(), labels, {"taxes": None}, 0.3).iloc[0]
    assert unmapped["precision"] is None and unmapped["label"] == "—"


def test_thousands_of_rows_filter_quickly():
    big = pd.concat([_results()] * 1000, ignore_index=True)
    assert int(topic_labels.flagged(big, 0.3).sum()) == 3000


def test_chunks_respect_the_comment_and_character_caps():
    assert batch.chunks(["a"] * 5, size=2, chars=100) == [(0, 2), (2, 4), (4, 5)]
    assert batch.chunks(["x" * 30, "y" * 30, "z" * 50, "w"], size=10, chars=60) == [(0, 2), (2, 4)]
    assert batch.chunks(["x" * 80, "y"], size=10, chars=60) == [(0, 1), (1, 2)]  # a long comment goes alone
    assert batch.chunks([]) == []


def test_run_relevance_uses_the_batch_endpoint(live_server):
    from moderation.client import ModerationClient
    comments = [f"Comment {i}: the new park bench by the lake is lovely." for i in range(batch.CHUNK)]
    comments += ["Bitcoin and crypto wallets will make you rich, buy now.", "x" * 25_000]  # the last is too long
    with ModerationClient(live_server.base_url, live_server.email, live_server.api_key) as client:
        article = str(client.init_topic(text="The council opened a new park by the lake with benches and a playground."))
        sent, real = [], client.relevance_batch
        client.relevance_batch = lambda part, *rest: sent.append(len(part)) or real(part, *rest)
        progress: list[tuple[int, int]] = []
        results = batch.run_relevance(client, article, comments, ["cryptocurrency", "sports"],
                                      on_progress=lambda done, total: progress.append((done, total)))
    # one request per chunk, not one per comment; the refused chunk is halved until the bad comment stands alone
    assert sorted(sent) == [1, 1, 2, batch.CHUNK]
    assert progress[-1] == (len(comments), len(comments)) and len(results) == len(comments)
    assert (results["error"].iloc[:-1] == "").all()  # the crypto comment beside the bad one is judged
    assert "limit" in results["error"].iloc[-1] and results["similarity"].iloc[-2].keys() == {"cryptocurrency", "sports"}
    assert results["similarity"].iloc[0].keys() == {"cryptocurrency", "sports"} and results["banned"].iloc[0] == []


def test_a_list_is_scored_as_a_whole():
    labels = pd.Series(["tax", "", "", "Elections; tax"])
    whole = list_precision_recall(_results(), labels, {"taxes": "tax", "elections": "elections"}, 0.3)
    # caught: a (taxes), b (elections), d (elections); expected: a and d
    assert whole == {"flagged": 3, "TP": 2, "FP": 1, "FN": 0, "precision": 0.67, "recall": 1.0}
    other = list_precision_recall(_results(), labels, {"taxes": "tax"}, 0.3)
    assert other["recall"] == 0.5 and other["precision"] == 1.0


def test_the_export_holds_scores_threshold_labels_and_flags():
    labels = pd.Series(["tax", "", "", "Elections; tax"])
    out = export_frame(_results(), ["taxes", "elections"], 0.3, labels, {"taxes": "tax", "elections": "elections"})
    assert out["similarity: taxes"].tolist() == [0.5, 0.1, 0.1, 0.05]
    assert out["flagged: elections"].tolist() == [False, True, False, True]
    assert out["flagged"].tolist() == [True, True, False, True]
    assert set(out["threshold"]) == {0.3} and out["expected labels"].tolist() == labels.tolist()
    assert out["label of: taxes"].iloc[0] == "tax" and out["named by the service"].iloc[1] == "taxes; elections"
