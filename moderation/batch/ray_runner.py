"""Batch run on Ray Data: read_csv/read_parquet → map_batches over an actor pool (models load once per actor) →
write_parquet/write_csv into a directory."""

import os
import time
from pathlib import Path

from moderation.batch.config import BatchConfig, BatchError
from moderation.batch.io import csv_convert_options, file_format
from moderation.batch.scorer import Scorer

_REPO = str(Path(__file__).resolve().parents[2])


def connect(address: str) -> None:
    """Join the cluster at ADDRESS (`auto`: the one this machine belongs to; `local`: start one here)."""
    import ray
    if ray.is_initialized():
        return
    try:
        if address == "local":
            # Actors import `moderation`: a local instance's workers get this checkout on their path.
            ray.init(include_dashboard=False, runtime_env={"env_vars": {"PYTHONPATH": _REPO}})
        else:
            # A cluster's nodes have the package from the job's runtime_env or an install (docs/batch.md);
            # a runtime_env given here would replace the one `ray job submit --working-dir` set.
            ray.init(address=address)
    except ConnectionError as exc:
        raise BatchError(f"--ray {address}: cannot connect to a Ray cluster ({exc})") from exc


def run_ray(input_path: str, output: str, config: BatchConfig, address: str, workers: int | None = None) -> dict:
    """Score INPUT on the cluster into the directory OUTPUT (Parquet files, or CSV files when OUTPUT ends in .csv)."""
    import ray
    connect(address)
    started = time.perf_counter()
    context = ray.data.DataContext.get_current()
    context.execution_options.preserve_order = True  # output rows in input order, like the local run
    if file_format(input_path) == "csv":
        dataset = ray.data.read_csv(input_path, convert_options=csv_convert_options(config.text_column))
    else:
        dataset = ray.data.read_parquet(input_path)
    cpus = float(ray.cluster_resources().get("CPU", os.cpu_count() or 1))
    actors = workers or max(1, int(cpus))
    # An actor holds its CPUs for the whole run; the read and write tasks need one too, or nothing starts.
    per_actor = max(0.25, min(1.0, (cpus - 1) / actors))
    scored = dataset.map_batches(Scorer, fn_constructor_kwargs={"config": config}, batch_format="pyarrow",
                                 batch_size=config.chunk_rows, concurrency=actors, num_cpus=per_actor)
    if output.lower().endswith(".csv"):
        scored.write_csv(output)
    else:
        scored.write_parquet(output)
    return {"output": output, "actors": actors, "seconds": round(time.perf_counter() - started, 2)}
