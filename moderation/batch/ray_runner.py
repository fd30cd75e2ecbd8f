"""Batch run on Ray Data: read_csv/read_parquet → map_batches over an actor pool (models load once per actor) →
write_parquet/write_csv into a directory."""

import math
import time
from pathlib import Path

from moderation.batch.config import BatchConfig, BatchError
from moderation.batch.io import csv_convert_options, file_format
from moderation.batch.scorer import Scorer

_REPO = str(Path(__file__).resolve().parents[2])
# The CPU each read and write task asks for: a fraction, so that they always fit beside the actors on a node.
IO_TASK_CPUS = 0.25


def connect(address: str) -> None:
    """Join the cluster at ADDRESS (`auto`: the one this machine belongs to; `local`: a private one started here)."""
    import ray
    if ray.is_initialized():
        return
    try:
        if address == "local":
            # address="local" always starts a new instance, never the one another run left on this machine; its
            # workers get this checkout on their path (actors import `moderation`).
            ray.init(address="local", include_dashboard=False, runtime_env={"env_vars": {"PYTHONPATH": _REPO}})
        else:
            # A cluster's nodes have the package from the job's runtime_env or an install (docs/batch.md);
            # a runtime_env given here would replace the one `ray job submit --working-dir` set.
            ray.init(address=address)
    except ConnectionError as exc:
        raise BatchError(f"--ray {address}: cannot connect to a Ray cluster ({exc})") from exc


def node_cpus() -> list[float]:
    """The CPUs of each live node of the cluster."""
    import ray
    cpus = [float(node["Resources"].get("CPU", 0.0)) for node in ray.nodes() if node.get("Alive")]
    return [c for c in cpus if c > 0] or [1.0]


def actor_plan(cpus: list[float], workers: int | None) -> tuple[int, float]:
    """(actors, CPUs per actor): one actor per CPU by default, each asking for less than a CPU when needed so that
    the busiest node keeps IO_TASK_CPUS free for a read or write task (else the run waits forever)."""
    actors = workers or max(1, int(sum(cpus)))
    per_node = math.ceil(actors / len(cpus))
    per_actor = min(1.0, (min(cpus) - IO_TASK_CPUS) / per_node)
    return actors, max(0.05, round(per_actor, 3))


def run_ray(input_path: str, output: str, config: BatchConfig, address: str, workers: int | None = None) -> dict:
    """Score INPUT on the cluster into the directory OUTPUT (Parquet files, or CSV files when OUTPUT ends in .csv)."""
    import ray
    connect(address)
    started = time.perf_counter()
    context = ray.data.DataContext.get_current()
    context.execution_options.preserve_order = True  # output rows in input order, like the local run
    io_args = {"num_cpus": IO_TASK_CPUS}
    if file_format(input_path) == "csv":
        dataset = ray.data.read_csv(input_path, convert_options=csv_convert_options(config.text_column),
                                    ray_remote_args=io_args)
    else:
        dataset = ray.data.read_parquet(input_path, ray_remote_args=io_args)
    actors, per_actor = actor_plan(node_cpus(), workers)
    scored = dataset.map_batches(Scorer, fn_constructor_kwargs={"config": config}, batch_format="pyarrow",
                                 batch_size=config.chunk_rows, concurrency=actors, num_cpus=per_actor)
    if output.lower().endswith(".csv"):
        scored.write_csv(output, ray_remote_args=io_args)
    else:
        scored.write_parquet(output, ray_remote_args=io_args)
    return {"output": output, "actors": actors, "cpus_per_actor": per_actor, "nodes": len(node_cpus()),
            "seconds": round(time.perf_counter() - started, 2)}
