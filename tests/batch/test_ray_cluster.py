"""`batch score --ray` on a real two-node Ray cluster on loopback (one CPU per node), with default options: it
finishes (read and write tasks always find CPU beside the actors) and matches the local path row for row; and
`--ray local` starts its own instance even while another cluster runs on the machine."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from moderation.batch import runner
from moderation.batch.config import BatchConfig
from tests.batch.data import TOPICS, write_archive

ray = pytest.importorskip("ray")
ROOT = Path(__file__).resolve().parents[2]
PYTHONPATH = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))


@pytest.fixture(scope="module")
def two_nodes():
    """A head and a worker node, one CPU each, as separate raylets on this machine."""
    from ray.cluster_utils import Cluster
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1, "include_dashboard": False})
    cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    ray.init(address=cluster.address, runtime_env={"env_vars": {"PYTHONPATH": PYTHONPATH}}, log_to_driver=False)
    yield cluster
    ray.shutdown()
    cluster.shutdown()


@pytest.mark.timeout(900)
def test_two_nodes_with_default_options_match_the_local_path(two_nodes, tmp_path):
    from moderation.batch.ray_runner import run_ray
    archive = write_archive(tmp_path)
    config = BatchConfig(checks=("toxicity", "spam"), chunk_rows=4)
    runner.run_local(str(archive["csv"]), str(tmp_path / "local.parquet"), config, workers=1, progress=False)
    summary = run_ray(str(archive["csv"]), str(tmp_path / "ray_out"), config, two_nodes.address)
    assert summary["nodes"] == 2 and summary["actors"] == 2 and summary["cpus_per_actor"] <= 0.75
    local = pq.read_table(tmp_path / "local.parquet").to_pylist()
    distributed = pq.read_table(tmp_path / "ray_out").to_pylist()
    assert [r["id"] for r in distributed] == [r["id"] for r in local]
    for mine, theirs in zip(local, distributed, strict=True):
        assert theirs["is_spam"] == mine["is_spam"] and theirs["error"] == mine["error"]
        assert theirs["toxicity"] == pytest.approx(mine["toxicity"], abs=0.01)


@pytest.mark.timeout(900)
def test_ray_local_never_joins_the_cluster_already_running(two_nodes, tmp_path):
    archive = write_archive(tmp_path)
    env = {**os.environ, "PYTHONPATH": PYTHONPATH, "RAY_ADDRESS": two_nodes.address}  # the tempting one
    done = subprocess.run([sys.executable, "-m", "moderation", "batch", "score", str(archive["csv"]),
                           "--out", str(tmp_path / "private_out"), "--checks", "spam", "--workers", "1",
                           "--ray", "local"], env=env, cwd=ROOT, capture_output=True, text=True, timeout=800)
    assert done.returncode == 0, done.stderr[-3000:]
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["nodes"] == 1  # its own instance, not the two-node cluster
    rows = archive["csv"].read_text().strip().count("\n")  # the header's line break excluded
    assert pq.read_table(tmp_path / "private_out").num_rows == rows
