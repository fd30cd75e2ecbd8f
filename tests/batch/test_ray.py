"""`batch score --ray`: Ray Data over a local Ray instance gives the local path's output row for row."""

import os
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from moderation.batch import runner
from moderation.batch.config import BatchConfig
from tests.batch.data import TOPICS, write_archive

ray = pytest.importorskip("ray")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def local_ray():
    pythonpath = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    ray.init(num_cpus=2, include_dashboard=False, runtime_env={"env_vars": {"PYTHONPATH": pythonpath}},
             log_to_driver=False)
    yield
    ray.shutdown()


def test_ray_output_matches_the_local_path_row_for_row(local_ray, tmp_path):
    from moderation.batch.ray_runner import run_ray
    archive = write_archive(tmp_path)
    config = BatchConfig(checks=("relevance", "toxicity", "spam"), article_text=archive["article"].read_text(),
                         banned_topics=TOPICS, chunk_rows=4)
    runner.run_local(str(archive["csv"]), str(tmp_path / "local.parquet"), config, workers=1, progress=False)
    summary = run_ray(str(archive["csv"]), str(tmp_path / "ray_out"), config, "auto", workers=2)
    assert summary["actors"] == 2
    local = pq.read_table(tmp_path / "local.parquet").to_pylist()
    distributed = pq.read_table(tmp_path / "ray_out").to_pylist()
    assert [r["id"] for r in distributed] == [r["id"] for r in local]  # same rows, same order
    for mine, theirs in zip(local, distributed, strict=True):
        assert theirs["banned_topics"] == mine["banned_topics"] and theirs["on_topic"] == mine["on_topic"]
        assert theirs["is_spam"] == mine["is_spam"] and theirs["error"] == mine["error"]
        assert theirs["toxicity"] == pytest.approx(mine["toxicity"], abs=0.01)
        assert theirs["banned_share"] == pytest.approx(mine["banned_share"], abs=0.01)
