"""Batch logic: CSV reading, thresholds without requests, per-topic counts, precision and recall."""

import pandas as pd
import pytest

from coach import batch


def _results() -> pd.DataFrame:
    return pd.DataFrame({
        "comment": ["a", "b", "c", "d"],
        "on_topic": [True, False, True, False],
        "banned": [["tax"], ["tax", "elections"], [], ["elections"]],
        "quantity": [0.9, 0.4, 0.0, 0.2],
        "confidence": [0.8, 0.6, 0.9, 0.5],
        "reasoning": ["", "", "", ""],
        "error": ["", "", "", ""],
    })


def test_read_comments_needs_a_comment_column():
    frame = batch.read_comments(b"Comment,expected\nhello,tax\n,\nworld,\n")
    assert frame["comment"].tolist() == ["hello", "world"]
    assert batch.guess_label_column(frame) == "expected"
    with pytest.raises(ValueError, match="comment"):
        batch.read_comments(b"text\nx\n")


def test_threshold_refilters_and_counts():
    results = _results()
    assert batch.flagged(results, 0.3).tolist() == [True, True, False, False]
    counts = batch.topic_counts(results, ["tax", "elections", "weather"], 0.1)
    assert dict(zip(counts["topic"], counts["comments"])) == {"tax": 2, "elections": 2, "weather": 0}


def test_precision_recall_per_topic():
    labels = pd.Series(["tax", "", "", "Elections; tax"])
    table = batch.precision_recall(_results(), labels, ["tax", "elections"], 0.3).set_index("topic")
    assert table.loc["tax", "true positives"] == 1 and table.loc["tax", "false positives"] == 1
    assert table.loc["tax", "recall"] == 0.5 and table.loc["elections", "recall"] == 0.0


def test_thousands_of_rows_filter_quickly():
    big = pd.concat([_results()] * 1000, ignore_index=True)
    assert int(batch.flagged(big, 0.3).sum()) == 2000
    assert len(batch.export_csv(big, 0.3).splitlines()) == 4001


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
    assert sorted(sent) == [2, batch.CHUNK]  # one request per chunk, not one per comment
    assert progress[-1] == (len(comments), len(comments)) and len(results) == len(comments)
    assert (results["error"].iloc[:batch.CHUNK] == "").all()
    assert "limit" in results["error"].iloc[-1] and "limit" in results["error"].iloc[-2]  # the failed chunk's rows
    assert results["similarity"].iloc[0].keys() == {"cryptocurrency", "sports"} and results["banned"].iloc[0] == []
