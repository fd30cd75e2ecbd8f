"""`batch score` on the local path: columns per check, resumable chunk files, Parquet, the embeddings cache."""

import json

import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq
import pytest

from moderation import cli, engine
from moderation.batch import runner
from moderation.batch.config import BatchConfig, BatchError
from tests.batch.data import COMMENTS, TOPICS, write_archive


def _score(capsys, *args: str) -> dict:
    code = cli.main(["batch", "score", *args, "--quiet"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


@pytest.fixture
def archive(tmp_path):
    return write_archive(tmp_path)


def test_relevance_columns_match_the_one_comment_judge(archive, tmp_path, capsys):
    out = tmp_path / "out.csv"
    summary = _score(capsys, str(archive["csv"]), "--out", str(out), "--article", str(archive["article"]),
                     "--banned-topics", str(archive["topics"]), "--checks", "relevance", "--workers", "1")
    assert summary["rows"] == len(COMMENTS) + 1 and summary["skipped"] == 0
    table = pacsv.read_csv(out).to_pylist()
    assert [r["comment"].strip() for r in table if not r["error"]] == list(COMMENTS)  # input order kept
    blank = [r for r in table if r["error"]]
    assert len(blank) == 1 and blank[0]["error"] == "empty comment" and blank[0]["on_topic"] is None
    article = engine.build_article(archive["article"].read_text())
    for row in (r for r in table if not r["error"]):
        expected = engine.check_relevance(row["comment"], article, list(TOPICS))
        assert row["on_topic"] == expected.on_topic.on_topic
        assert (row["banned_topics"] or "") == ";".join(expected.banned_topics.banned_topics)
        assert row["banned_share"] == pytest.approx(expected.banned_topics.quantity_on_banned_topics, abs=0.02)
    flagged = {r["comment"]: r["banned_topics"] for r in table}
    assert "cryptocurrency" in flagged[COMMENTS[3]] and "sports" in flagged[COMMENTS[2]]


def test_every_check_fills_its_columns(archive, tmp_path, capsys):
    out = tmp_path / "out.parquet"
    _score(capsys, str(archive["csv"]), "--out", str(out), "--article", str(archive["article"]),
           "--banned-topics", str(archive["topics"]), "--workers", "1")
    rows = {r["comment"]: r for r in pq.read_table(out).to_pylist()}
    assert rows[COMMENTS[3]]["is_spam"] is True and rows[COMMENTS[0]]["is_spam"] is False
    assert rows[COMMENTS[6]]["toxicity"] > 0.5 > rows[COMMENTS[0]]["toxicity"]
    assert 1 <= rows[COMMENTS[0]]["comment_score"] <= 5
    assert rows[COMMENTS[0]]["dogwhistle_detected"] is False and rows[COMMENTS[0]]["error"] == ""


def test_interrupted_run_resumes_and_skips_written_chunks(archive, tmp_path, monkeypatch):
    config = BatchConfig(checks=("relevance",), banned_topics=TOPICS, chunk_rows=4)
    reference = tmp_path / "reference.csv"
    runner.run_local(str(archive["csv"]), str(reference), config, workers=1, progress=False)

    calls, real_score = [], runner._score
    def dies_on_third_chunk(index, chunk):
        calls.append(index)
        if len(calls) == 3:
            raise KeyboardInterrupt  # as if the operator pressed Ctrl-C mid-run
        return real_score(index, chunk)
    monkeypatch.setattr(runner, "_score", dies_on_third_chunk)
    out = tmp_path / "out.csv"
    with pytest.raises(KeyboardInterrupt):
        runner.run_local(str(archive["csv"]), str(out), config, workers=1, progress=False)
    assert not out.exists() and len(list((tmp_path / "out.csv.parts").glob("chunk-*.parquet"))) == 2

    calls.clear()
    summary = runner.run_local(str(archive["csv"]), str(out), config, workers=1, progress=False)
    assert calls == [2] and summary["skipped"] == 8 and summary["scored"] == 3
    assert pacsv.read_csv(out).equals(pacsv.read_csv(reference))
    assert not (tmp_path / "out.csv.parts").exists()
    again = runner.run_local(str(archive["csv"]), str(out), config, workers=1, progress=False)
    assert again["scored"] == 0 and again["skipped"] == again["rows"] == 11


def test_parts_of_another_run_are_refused(archive, tmp_path):
    out = tmp_path / "out.csv"
    (tmp_path / "out.csv.parts").mkdir()
    (tmp_path / "out.csv.parts" / "manifest.json").write_text(json.dumps({"input": "something else"}))
    with pytest.raises(BatchError, match="different run"):
        runner.run_local(str(archive["csv"]), str(out), BatchConfig(checks=("toxicity",)), workers=1, progress=False)


def test_process_pool_gives_the_same_rows_as_one_process(archive, tmp_path):
    config = BatchConfig(checks=("relevance", "toxicity"), banned_topics=TOPICS, chunk_rows=3)
    runner.run_local(str(archive["csv"]), str(tmp_path / "one.parquet"), config, workers=1, progress=False)
    summary = runner.run_local(str(archive["csv"]), str(tmp_path / "two.parquet"), config, workers=2, progress=False)
    assert summary["workers"] == 2
    one, two = pq.read_table(tmp_path / "one.parquet"), pq.read_table(tmp_path / "two.parquet")
    assert one.column("banned_topics").equals(two.column("banned_topics"))
    assert one.column("id").equals(two.column("id"))
    assert one.column("toxicity").to_pylist() == pytest.approx(two.column("toxicity").to_pylist(), abs=0.01)


def test_new_topic_list_rescored_from_the_embeddings_cache_without_the_model(archive, tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    first = BatchConfig(checks=("relevance",), banned_topics=TOPICS, embeddings_cache=str(cache))
    runner.run_local(str(archive["csv"]), str(tmp_path / "a.csv"), first, workers=1, progress=False)
    assert list(cache.glob("*.npz"))
    second_topics = ("religion", "weather", "bridges")
    fresh = BatchConfig(checks=("relevance",), banned_topics=second_topics)
    runner.run_local(str(archive["csv"]), str(tmp_path / "fresh.csv"), fresh, workers=1, progress=False)

    def no_model(*_args):
        raise AssertionError("comments were embedded again")
    from moderation.engine.core.embedder import get_embedder
    monkeypatch.setattr(get_embedder(), "_run_encoded", no_model)  # the encoder itself: any run fails the test
    cached = BatchConfig(checks=("relevance",), banned_topics=second_topics, embeddings_cache=str(cache))
    runner.run_local(str(archive["csv"]), str(tmp_path / "b.csv"), cached, workers=1, progress=False)
    b, expected = pacsv.read_csv(tmp_path / "b.csv"), pacsv.read_csv(tmp_path / "fresh.csv")
    assert b.column("banned_topics").equals(expected.column("banned_topics"))


def test_bad_options_are_one_json_error(archive, tmp_path, capsys):
    code = cli.main(["batch", "score", str(archive["csv"]), "--out", str(tmp_path / "o.csv"), "--text-column", "body"])
    err = json.loads(capsys.readouterr().err)
    assert code == 2 and "no column 'body'" in err["error"] and "comment" in err["error"]
    code = cli.main(["batch", "score", str(archive["csv"]), "--out", str(tmp_path / "o.txt")])
    assert code == 2 and ".csv or .parquet" in json.loads(capsys.readouterr().err)["error"]
    code = cli.main(["batch", "score", str(archive["csv"]), "--out", str(tmp_path / "o.csv"), "--checks", "toxic"])
    assert code == 2 and "unknown toxic" in json.loads(capsys.readouterr().err)["error"]


def test_parquet_input_keeps_its_columns(tmp_path, capsys):
    comments = ["Bitcoin prices crashed again and my savings in cryptocurrency are gone.", "Nice bridge."]
    pq.write_table(pa.table({"body": comments, "n": [1, 2]}),
                   tmp_path / "in.parquet")
    (tmp_path / "t.txt").write_text("cryptocurrency\n")
    _score(capsys, str(tmp_path / "in.parquet"), "--out", str(tmp_path / "out.csv"), "--text-column", "body",
           "--checks", "relevance", "--banned-topics", str(tmp_path / "t.txt"), "--workers", "1")
    rows = pacsv.read_csv(tmp_path / "out.csv").to_pylist()
    assert [r["n"] for r in rows] == [1, 2] and rows[0]["banned_topics"] == "cryptocurrency"
    assert rows[1]["on_topic"] is None  # no article: nothing to be on topic with


def test_an_empty_archive_gives_an_empty_table_with_every_column(tmp_path):
    (tmp_path / "empty.csv").write_text("id,comment\n")
    summary = runner.run_local(str(tmp_path / "empty.csv"), str(tmp_path / "out.parquet"),
                               BatchConfig(checks=("spam",)), workers=1, progress=False)
    table = pq.read_table(tmp_path / "out.parquet")
    assert summary["rows"] == 0 and table.column_names == ["id", "comment", "is_spam", "spam_confidence", "error"]
